/**
 * Where a key is written in a TypeScript module's default export (site.config.ts, a navigation tree), so an error about
 * it names its line and column. The source is parsed with TypeScript (loaded only when there is an error to place), and
 * the key is found by following the path from the default export through object and list literals and the constants
 * they name.
 */
import type ts from 'typescript';
import type { SourcePosition } from '../errors.ts';
import type { ConfigPath } from './configProblems.ts';

type TypeScript = typeof ts;

/** Strips what wraps a value without changing it: parentheses, `as`, `satisfies`, `defineConfig(…)`, and names of constants in the file. */
function unwrap(typescript: TypeScript, node: ts.Node, file: ts.SourceFile, seen = new Set<ts.Node>()): ts.Node {
  if (seen.has(node)) return node;
  seen.add(node);
  if (typescript.isParenthesizedExpression(node) || typescript.isAsExpression(node) || typescript.isSatisfiesExpression(node) || typescript.isTypeAssertionExpression(node)) {
    return unwrap(typescript, node.expression, file, seen);
  }
  if (typescript.isCallExpression(node) && node.arguments.length === 1) return unwrap(typescript, node.arguments[0], file, seen);
  if (typescript.isIdentifier(node)) {
    const initializer = constantInitializer(typescript, file, node.text);
    return initializer ? unwrap(typescript, initializer, file, seen) : node;
  }
  return node;
}

/** The value a top-level `const name = …` of the file starts with. */
function constantInitializer(typescript: TypeScript, file: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of file.statements) {
    if (!typescript.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((d) => typescript.isIdentifier(d.name) && d.name.text === name);
    if (declaration?.initializer) return declaration.initializer;
  }
  return undefined;
}

/** The text a property's name stands for (`a`, `'a'`, `['a']`), or undefined for a name computed at run time. */
function propertyName(typescript: TypeScript, name: ts.PropertyName): string | undefined {
  if (typescript.isIdentifier(name) || typescript.isStringLiteralLike(name) || typescript.isNumericLiteral(name)) return name.text;
  if (typescript.isComputedPropertyName(name) && typescript.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

/** The property (or list item) of `container` that `segment` names, and the node an error about it points at. */
function child(typescript: TypeScript, container: ts.Node, segment: PropertyKey): { pointAt: ts.Node; value: ts.Node } | undefined {
  if (typescript.isArrayLiteralExpression(container) && typeof segment === 'number') {
    const item = container.elements.some(typescript.isSpreadElement) ? undefined : container.elements[segment];
    return item && { pointAt: item, value: item };
  }
  if (!typescript.isObjectLiteralExpression(container)) return undefined;
  // The last of several same-named properties is the one that counts, as at run time.
  for (const property of [...container.properties].reverse()) {
    if (typescript.isPropertyAssignment(property) && propertyName(typescript, property.name) === String(segment)) {
      return { pointAt: property.name, value: property.initializer };
    }
    if (typescript.isShorthandPropertyAssignment(property) && property.name.text === String(segment)) {
      return { pointAt: property.name, value: property.name };
    }
  }
  return undefined;
}

async function loadTypeScript(): Promise<TypeScript | null> {
  try {
    return (await import('typescript')).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Finds keys in a module's source: the position of the key at a path; when the key is not written there (a missing key,
 * a value built by code), of the nearest enclosing key that is. Undefined when the file has no default export.
 */
export async function exportedKeyLocator(source: string, fileName: string): Promise<(path: ConfigPath) => SourcePosition | undefined> {
  const typescript = await loadTypeScript();
  // Without the compiler (an install that left it out) errors still name the file, only without a position.
  if (!typescript) return () => undefined;
  const file = typescript.createSourceFile(fileName, source, typescript.ScriptTarget.Latest, true);
  const exported = file.statements.find((s): s is ts.ExportAssignment => typescript.isExportAssignment(s) && !s.isExportEquals);
  return (path) => {
    if (!exported) return undefined;
    let pointAt: ts.Node = exported.expression;
    let value = unwrap(typescript, exported.expression, file);
    for (const segment of path) {
      const found = child(typescript, value, segment);
      if (!found) break;
      pointAt = found.pointAt;
      value = unwrap(typescript, found.value, file);
    }
    const { line, character } = file.getLineAndCharacterOfPosition(pointAt.getStart(file));
    return { line: line + 1, column: character + 1 };
  };
}
