/** One row of a props, parameters or return-value table, from a property or parameter symbol. */
import ts from 'typescript';
import { symbolDocs } from './jsdoc.ts';
import { printType } from './typeText.ts';
import type { PropApi } from './types.ts';

/**
 * Describes `symbol` with its type as seen in the containing type; `documented` is the declaration whose JSDoc to show.
 * Undefined when that JSDoc says `@ignore` (the library's mark for props it keeps out of its own docs).
 */
export function propApi(checker: ts.TypeChecker, symbol: ts.Symbol, documented: ts.Symbol = symbol): PropApi | undefined {
  const docs = symbolDocs(checker, documented);
  if (docs.ignore) return undefined;
  const optional = isOptional(checker, symbol);
  const row: PropApi = {
    name: symbol.name,
    type: printType(checker, checker.getTypeOfSymbol(symbol), optional),
    required: !optional,
    description: docs.description,
  };
  if (docs.default !== undefined) row.default = docs.default;
  if (docs.deprecated !== undefined) row.deprecated = docs.deprecated;
  return row;
}

function isOptional(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  if (symbol.flags & ts.SymbolFlags.Optional) return true;
  const declaration = symbol.valueDeclaration;
  return declaration !== undefined && ts.isParameter(declaration) && checker.isOptionalParameter(declaration);
}

/** Sorts rows by name the way a reader scans them, ignoring case. */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en');
}
