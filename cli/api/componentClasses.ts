/** A component's CSS classes, from its exported `<name>Classes` object or `<Name>Classes` interface. */
import type ts from 'typescript';
import { unprefixedName } from './exportKinds.ts';
import { globalClassName } from './globalClassNames.ts';
import { symbolDocs } from './jsdoc.ts';
import type { CssClassApi } from './types.ts';

/** Lists each classes key with its global class name and JSDoc, sorted by key; empty when the component has none. */
export function componentClasses(
  checker: ts.TypeChecker,
  exportsByName: ReadonlyMap<string, ts.Symbol>,
  packageName: string,
  componentName: string,
): CssClassApi[] {
  const plain = unprefixedName(componentName);
  const value = exportsByName.get(`${plain[0].toLowerCase()}${plain.slice(1)}Classes`);
  const declared = exportsByName.get(`${plain}Classes`);
  const type = value ? checker.getTypeOfSymbol(value) : declared ? checker.getDeclaredTypeOfSymbol(declared) : undefined;
  if (!type) return [];
  return checker
    .getPropertiesOfType(type)
    .map((key) => ({ key: key.name, ...globalClassName(packageName, plain, key.name), description: symbolDocs(checker, key).description }))
    .sort((a, b) => a.key.localeCompare(b.key, 'en'));
}
