/**
 * Routes, titles and the nav group of API pages (pure).
 *
 * Material UI, Joy UI and MUI System get `/<product>/api/<kebab-name>/`, as on the reference site. The reference
 * puts Base UI's API on anchors of per-component-group pages (`/base-ui/react-badge/components-api/#badge`), which
 * needs a component-to-group table the declarations do not contain; Base UI therefore gets the same standalone
 * shape, `/base-ui/api/<kebab-name>/`, for components and hooks alike (`/base-ui/api/use-button/`).
 */
import type { NavPage } from '../../runtime/navTypes.ts';
import type { InheritsNote } from '../../templates/api/ApiPage.tsx';
import type { ApiRecord, PackageApi } from './types.ts';

export type ApiProduct = 'material-ui' | 'joy-ui' | 'base-ui' | 'system';

export interface ApiPage {
  /** With a trailing slash, e.g. `/material-ui/api/text-field/`. */
  route: string;
  /** Page title, e.g. `TextField API`. */
  title: string;
  component: ApiRecord;
}

const PRODUCT_BY_PACKAGE: Record<string, ApiProduct> = {
  '@mui/material': 'material-ui',
  '@mui/joy': 'joy-ui',
  '@mui/base': 'base-ui',
  '@mui/system': 'system',
};

/** `TextField` → `text-field`, `CSSBaseline` → `css-baseline`, `Grid2` → `grid-2`, `unstable_useModal` → `unstable-use-modal`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase();
}

/** The route of the API page of `name` in `product`, e.g. `/material-ui/api/button/`. */
export function apiRoute(product: ApiProduct, name: string): string {
  return `/${product}/api/${kebabCase(name)}/`;
}

/** The route of `name`'s API page when `packageName` is one the site documents (to link an inherited component), else undefined. */
export function apiRouteInPackage(packageName: string, name: string): string | undefined {
  const product = PRODUCT_BY_PACKAGE[packageName];
  return product ? apiRoute(product, name) : undefined;
}

/** One page per component, plus one per hook for Base UI (the only product whose reference documents its hooks). */
export function apiPagesFor(product: ApiProduct, api: PackageApi): ApiPage[] {
  const records: ApiRecord[] = product === 'base-ui' ? [...api.components, ...api.hooks] : api.components;
  return records.map((record) => ({ route: apiRoute(product, record.name), title: `${record.name} API`, component: record }));
}

/** The "Component API" nav group of `product`: one entry per page, titled by name and sorted alphabetically. */
export function apiNavTree(product: ApiProduct, pages: readonly ApiPage[]): NavPage {
  const children = pages
    .map((page) => ({ pathname: page.route.replace(/\/$/, ''), title: page.component.name }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return { pathname: `/${product}/api`, title: 'Component API', icon: 'CodeIcon', children };
}

/** The "Props of the X component are also available." note, with the route of X's page when the site has one. */
export function inheritsNote(api: ApiRecord): InheritsNote | undefined {
  if (api.kind !== 'component' || !api.inherits) return undefined;
  // The inherited props may be named by their interface (`GridProps`); the component, and its page, is `Grid`.
  const component = api.inherits.name.replace(/Props$/, '') || api.inherits.name;
  const href = apiRouteInPackage(api.inherits.packageName, component);
  return { component, ...(href ? { href } : {}) };
}
