/** The import statements shown on an API page: the subpath import (cheapest for bundlers), then the package-root import. */
import ts from 'typescript';
import path from 'node:path';
import type { PackageProgram } from './packageProgram.ts';

/** Resolves an export through re-exports to the symbol that declares it. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** `import { Name } from 'package';`: the import every export has. */
export function rootImportLine(packageName: string, name: string): string {
  return `import { ${name} } from '${packageName}';`;
}

/**
 * Import lines for the export `name` (resolving to `symbol`): a subpath import when a subpath module exports the
 * same symbol (as its default export when it has one, as in Material UI, otherwise by name, as in Base UI), then
 * the root import. Subpaths tried: the export's own name, then the package folder that declares it.
 */
export function importLines(program: PackageProgram, packageName: string, packageDir: string, name: string, symbol: ts.Symbol): string[] {
  const { checker } = program;
  const folders = new Set([name]);
  for (const declaration of symbol.declarations ?? []) {
    const [folder] = path.relative(packageDir, declaration.getSourceFile().fileName).split(path.sep);
    // `..` is outside the package, a name with a dot is a file at its root (`index.d.ts`): neither is a subpath.
    if (folder && folder !== '..' && !folder.includes('.')) folders.add(folder);
  }
  const root = rootImportLine(packageName, name);
  for (const folder of folders) {
    const specifier = `${packageName}/${folder}`;
    const exports = program.moduleExports(specifier);
    const same = (exported: ts.Symbol | undefined) => exported !== undefined && resolveAlias(checker, exported) === symbol;
    if (same(exports?.find((exported) => exported.name === 'default'))) return [`import ${name} from '${specifier}';`, root];
    if (same(exports?.find((exported) => exported.name === name))) return [`import { ${name} } from '${specifier}';`, root];
  }
  return [root];
}
