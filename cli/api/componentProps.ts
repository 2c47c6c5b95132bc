/**
 * A component's own props and the component it inherits props from.
 *
 * The props type has hundreds of members (every DOM attribute of the root element), so each prop is sorted by
 * where it is declared:
 * - **own**: in the component's folder (`Button/Button.d.ts`), a folder named after it in a dependency
 *   (`@mui/system/Box/` for Material UI's Box), or its headless hook's folder (`useButton/` for Base UI's Button);
 * - **inherited**: in another component's folder of the package (`ButtonBase/`) or in a component file of another
 *   package (`react-transition-group/Transition.d.ts`): shown as one "Props of X are also available" note;
 * - **native**: in `@types/*` (React's DOM attributes): left to the root element;
 * - **shared**: anywhere else (the package's `utils/`, `OverridableComponent/`, …): own, except the re-declared DOM
 *   attributes (`className`, `style`) of MUI's `CommonProps`, which stay native.
 */
import ts from 'typescript';
import path from 'node:path';
import { unprefixedName } from './unprefixedName.ts';
import { byName, propApi } from './propApi.ts';
import type { InheritedComponent, PropApi } from './types.ts';

export interface PropsContext {
  checker: ts.TypeChecker;
  packageName: string;
  /** Exported names of the package's components, to recognise inheritance from one of them. */
  componentNames: ReadonlySet<string>;
  nativeAttributeNames: ReadonlySet<string>;
}

export interface ComponentProps {
  props: PropApi[];
  inherits?: InheritedComponent;
}

/** React handles these itself; they are never documented as props. */
const REACT_RESERVED = new Set(['key', 'ref']);

type Owner = { kind: 'own' } | { kind: 'inherited'; component: InheritedComponent } | { kind: 'native' } | { kind: 'shared' };

/**
 * Reads the props of `component` and splits them into documented own props and the inherited component; `defaults`
 * (from default parameters) fill in what no `@default` tag gives.
 */
export function componentProps(
  context: PropsContext,
  component: { name: string; symbol: ts.Symbol },
  defaults: ReadonlyMap<string, string> = new Map(),
): ComponentProps {
  const { checker } = context;
  const propsType = propsTypeOf(checker, component.symbol);
  if (!propsType) return { props: [] };
  const ownFolders = ownFolderNames(component);
  const props: (PropApi | undefined)[] = [];
  const inheritedCounts = new Map<string, { component: InheritedComponent; count: number }>();

  for (const prop of checker.getPropertiesOfType(propsType)) {
    if (REACT_RESERVED.has(prop.name)) continue;
    const owners = (prop.declarations ?? []).map((declaration) => ({ declaration, owner: ownerOf(context, declaration, ownFolders) }));
    const own = owners.find(({ owner }) => owner.kind === 'own');
    const inherited = owners.find(({ owner }) => owner.kind === 'inherited')?.owner;
    if (own) {
      props.push(propApi(checker, prop, declaredSymbol(checker, own.declaration) ?? prop));
    } else if (inherited?.kind === 'inherited') {
      const key = `${inherited.component.packageName}:${inherited.component.name}`;
      const entry = inheritedCounts.get(key) ?? { component: inherited.component, count: 0 };
      entry.count += 1;
      inheritedCounts.set(key, entry);
    } else if (owners.length > 0 && owners.every(({ owner }) => owner.kind === 'shared') && !context.nativeAttributeNames.has(prop.name)) {
      props.push(propApi(checker, prop));
    }
  }

  props.push(overridableRootProp(checker, component.symbol, propsType));
  const inherits = [...inheritedCounts.values()].sort((a, b) => b.count - a.count)[0]?.component;
  const documented = props
    .filter((prop) => prop !== undefined)
    .map((prop) => (prop.default === undefined && defaults.has(prop.name) ? { ...prop, default: defaults.get(prop.name) } : prop))
    .sort(byName);
  return { props: documented, ...(inherits ? { inherits } : {}) };
}

/**
 * The first parameter of the last call (or construct) signature: for MUI's overridable components the overload
 * without `component`, i.e. the props with the default root element. Type parameters of generic components
 * (TextField's `Variant`) stay in it; printing shows their constraints.
 */
function propsTypeOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type | undefined {
  const type = checker.getTypeOfSymbol(symbol);
  const signatures = type.getCallSignatures().length > 0 ? type.getCallSignatures() : type.getConstructSignatures();
  const props = signatures[signatures.length - 1]?.getParameters()[0];
  return props && checker.getTypeOfSymbol(props);
}

function ownFolderNames(component: { name: string; symbol: ts.Symbol }): Set<string> {
  const plain = unprefixedName(component.name);
  const folders = new Set([component.name, plain, `use${plain}`, `unstable_use${plain}`]);
  for (const declaration of component.symbol.declarations ?? []) folders.add(path.basename(path.dirname(declaration.getSourceFile().fileName)));
  return folders;
}

function ownerOf(context: PropsContext, declaration: ts.Declaration, ownFolders: ReadonlySet<string>): Owner {
  const fileName = declaration.getSourceFile().fileName;
  const folder = path.basename(path.dirname(fileName));
  const packageName = npmPackageOf(fileName);
  if (packageName?.startsWith('@types/')) return { kind: 'native' };
  // Only the package's own files: a dependency's interface of the same name is another package's component.
  const declaredBy = (packageName ?? context.packageName) === context.packageName ? declaringComponent(context, declaration, ownFolders) : undefined;
  if (declaredBy) return { kind: 'inherited', component: { name: declaredBy, packageName: context.packageName } };
  if (ownFolders.has(folder)) return { kind: 'own' };
  if (packageName === context.packageName && context.componentNames.has(folder)) {
    return { kind: 'inherited', component: { name: folder, packageName } };
  }
  const fileBase = path.basename(fileName).replace(/\.d\.[cm]?ts$/, '');
  if (packageName && packageName !== context.packageName && /^[A-Z][A-Za-z0-9]*$/.test(fileBase)) {
    return { kind: 'inherited', component: { name: fileBase, packageName } };
  }
  return { kind: 'shared' };
}

/**
 * The other component of the package whose props interface declares `declaration` (`ButtonProps` for a prop of
 * `interface FancyButtonProps extends ButtonProps`): how a library that keeps several components in one file, or one
 * folder, says which props it inherits.
 */
function declaringComponent(context: PropsContext, declaration: ts.Declaration, ownFolders: ReadonlySet<string>): string | undefined {
  const container = declaration.parent;
  const named = ts.isInterfaceDeclaration(container) ? container : ts.isTypeLiteralNode(container) && ts.isTypeAliasDeclaration(container.parent) ? container.parent : undefined;
  const component = named?.name.text.match(/^(\w+?)(Own)?Props$/)?.[1];
  return component && component !== 'Base' && context.componentNames.has(component) && !ownFolders.has(component) ? component : undefined;
}

/** The npm package a file belongs to (`@mui/system`, `@types/react`), from its last `node_modules` segment. */
function npmPackageOf(fileName: string): string | undefined {
  // The compiler writes file names with `/` on every platform.
  const segments = fileName.split('/');
  const index = segments.lastIndexOf('node_modules');
  if (index === -1 || index + 1 >= segments.length) return undefined;
  const first = segments[index + 1];
  return first.startsWith('@') ? `${first}/${segments[index + 2]}` : first;
}

/** The symbol of one declaration, whose JSDoc belongs to that declaration alone (a merged symbol may carry several). */
function declaredSymbol(checker: ts.TypeChecker, declaration: ts.Declaration): ts.Symbol | undefined {
  const name = ts.getNameOfDeclaration(declaration);
  return name ? checker.getSymbolAtLocation(name) : undefined;
}

/**
 * The `component` prop of an overridable component: its generic call signature takes `component`, the default
 * signature (whose props `propsType` is) does not, so it would otherwise be missed.
 */
function overridableRootProp(checker: ts.TypeChecker, componentSymbol: ts.Symbol, propsType: ts.Type): PropApi | undefined {
  if (propsType.getProperty('component')) return undefined;
  for (const signature of checker.getTypeOfSymbol(componentSymbol).getCallSignatures()) {
    const props = signature.typeParameters?.length ? signature.getParameters()[0] : undefined;
    const rootProp = props && checker.getTypeOfSymbol(props).getProperty('component');
    const row = rootProp && propApi(checker, rootProp);
    if (row) return { ...row, required: false };
  }
  return undefined;
}
