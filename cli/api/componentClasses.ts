/** A component's CSS classes, from its exported `<name>Classes` object or `<Name>Classes` interface. */
import ts from 'typescript';
import { unprefixedName } from './unprefixedName.ts';
import { symbolDocs } from './jsdoc.ts';
import type { CssClassApi } from './types.ts';

/**
 * Lists each classes key with its JSDoc, sorted by key; empty when the component has none. The class name is the
 * string the declarations give the key (`root: 'FancyButton-root'`), else `<Component>-<key>`: a library whose classes
 * are built at run time (`Record<ButtonClassKey, string>`) names them through a plugin's API conventions.
 */
export function componentClasses(checker: ts.TypeChecker, exportsByName: ReadonlyMap<string, ts.Symbol>, componentName: string): CssClassApi[] {
  const plain = unprefixedName(componentName);
  const value = exportsByName.get(`${plain[0].toLowerCase()}${plain.slice(1)}Classes`);
  const declared = exportsByName.get(`${plain}Classes`);
  const type = value ? checker.getTypeOfSymbol(value) : declared ? checker.getDeclaredTypeOfSymbol(declared) : undefined;
  if (!type) return [];
  return checker
    .getPropertiesOfType(type)
    .map((key) => {
      const declaredName = checker.getTypeOfSymbol(key);
      const className = declaredName.isStringLiteral() ? declaredName.value : `${plain}-${key.name}`;
      return { key: key.name, className, state: false, description: symbolDocs(checker, key).description };
    })
    .sort((a, b) => a.key.localeCompare(b.key, 'en'));
}
