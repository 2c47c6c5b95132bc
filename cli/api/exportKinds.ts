/**
 * What counts as a component or a hook among a package's exports.
 *
 * A **component** is an exported value that
 * 1. has a PascalCase name, ignoring an `Unstable_`/`Experimental_` prefix (`Button`, `Unstable_TrapFocus`);
 * 2. renders: its call signatures return something assignable to `ReactNode`, or it is a class whose instances
 *    have `render` (this drops classes such as `ModalManager` and helpers typed `any` such as Base UI's `Identity`);
 * 3. is not a context, provider or configurator (name ending in `Context`, `Provider`, `Consumer`, `Configurator`):
 *    those configure the tree below them instead of rendering UI and have no API page in the reference;
 * 4. is not a slot exported for customisation: an Emotion styled component (its type has `withComponent`), or a
 *    component declared in another component's file and named after it (`SliderRail` in `Slider.d.ts`);
 * 5. is not marked `@ignore` in its JSDoc, the library's own "do not document" flag (Joy's removed `TextField`).
 *
 * A **hook** is an exported function named `use…` (or `unstable_use…`), declared in the package itself
 * (re-exports from dependencies such as `@mui/utils`'s `useForkRef` are documented there) and not marked `@ignore`.
 */
import ts from 'typescript';
import path from 'node:path';
import { unprefixedName } from './unprefixedName.ts';

export type ExportKind = 'component' | 'hook';

const NON_UI_SUFFIX = /(Context|Provider|Consumer|Configurator)$/;
const HOOK_NAME = /^(unstable_)?use[A-Z]/;

export { unprefixedName };

export interface ExportCandidate {
  name: string;
  /** The symbol an export resolves to through re-exports. */
  symbol: ts.Symbol;
  ignored: boolean;
}

/** Applies the rule above; undefined for exports that are neither. */
export function exportKind(checker: ts.TypeChecker, candidate: ExportCandidate, packageDir: string, reactNode: ts.Type): ExportKind | undefined {
  const { name, symbol } = candidate;
  if (candidate.ignored || !(symbol.flags & ts.SymbolFlags.Value)) return undefined;
  // Names first: resolving the type of each of a package's many exports is slow.
  const hook = HOOK_NAME.test(name);
  if (!hook && (!/^[A-Z]/.test(unprefixedName(name)) || NON_UI_SUFFIX.test(name))) return undefined;
  const type = checker.getTypeOfSymbol(symbol);
  // `React.JSXElementConstructor<P>` (SwipeableDrawer's type) is a union of a function and a class: judge each member.
  const members = type.isUnion() ? type.types : [type];
  const calls = members.flatMap((member) => member.getCallSignatures());
  const constructs = members.flatMap((member) => member.getConstructSignatures());
  if (calls.length === 0 && constructs.length === 0) return undefined;
  if (hook) return declaredInside(symbol, packageDir) ? 'hook' : undefined;
  if (members.some((member) => member.getProperty('withComponent')) || isSlotOfAnotherComponent(symbol, name)) return undefined;
  // A class renders when its instances have `render` (a React class component).
  const renders =
    calls.every((signature) => rendersNode(checker, signature.getReturnType(), reactNode)) &&
    constructs.every((signature) => signature.getReturnType().getProperty('render') !== undefined);
  return renders ? 'component' : undefined;
}

/** True for `SliderRail` declared in `Slider.d.ts`: a part of the Slider, not a component of its own. */
function isSlotOfAnotherComponent(symbol: ts.Symbol, name: string): boolean {
  const own = unprefixedName(name);
  return (symbol.declarations ?? []).some((declaration) => {
    const base = path.basename(declaration.getSourceFile().fileName).replace(/\.d\.[cm]?ts$/, '');
    return base !== own && own.startsWith(base) && /^[A-Z]/.test(own.slice(base.length));
  });
}

function rendersNode(checker: ts.TypeChecker, declaredReturn: ts.Type, reactNode: ts.Type): boolean {
  // React 19 lets function components return a promise of a node (async server components).
  const returnType = checker.getAwaitedType(declaredReturn) ?? declaredReturn;
  if (returnType.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return false;
  return checker.isTypeAssignableTo(returnType, reactNode);
}

/** True when every declaration is in the package's own files, not in a dependency (nested node_modules included). */
function declaredInside(symbol: ts.Symbol, packageDir: string): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((declaration) => {
      const relative = path.relative(packageDir, declaration.getSourceFile().fileName);
      return !relative.startsWith('..') && !relative.split(path.sep).includes('node_modules');
    })
  );
}
