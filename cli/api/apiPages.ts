/**
 * Routes, titles, links and the nav group of API pages (pure).
 *
 * A package's pages go under its product, `/<product>/api/<kebab-name>/` (`/material-ui/api/text-field/`, as on the
 * reference site), or under `/api/<kebab-name>/` on a site without products. Components and hooks get the same
 * standalone shape (`/base-ui/api/use-button/`).
 */
import type { NavPage } from '../../runtime/navTypes.ts';
import type { InheritsNote } from '../../templates/api/ApiPage.tsx';
import type { ApiConventions } from './apiConventions.ts';
import type { ApiRecord, PackageApi } from './types.ts';

export interface ApiPage {
  /** With a trailing slash, e.g. `/material-ui/api/text-field/`. */
  route: string;
  /** Page title, e.g. `TextField API`. */
  title: string;
  component: ApiRecord;
  /** The product whose nav lists the page; null on a site without products. */
  productId: string | null;
  /** Where the record's source is read, when the config says how to link it. */
  sourceHref?: string;
  /** The theme's key for the component's default props, when the library's conventions have one. */
  themeDefaultPropsName?: string;
  /** The component whose props this one also accepts, linked when the site has its page. */
  inherits?: InheritsNote;
}

/** One documented package as the config and its extraction give it. */
export interface DocumentedPackage {
  api: PackageApi;
  productId: string | null;
  /** Whether its hooks get pages. */
  hooks: boolean;
  /** Source link pattern with `{file}` and `{path}`. */
  sourceUrl?: string;
}

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

/** The path the API pages of `productId` go under, without a trailing slash: `/material-ui/api`, or `/api`. */
export function apiBasePath(productId: string | null): string {
  return productId ? `/${productId}/api` : '/api';
}

/** The route of the API page of `name`, e.g. `/material-ui/api/button/`. */
export function apiRoute(productId: string | null, name: string): string {
  return `${apiBasePath(productId)}/${kebabCase(name)}/`;
}

/** The import subpath of the record's first import: `import Button from '@mui/material/Button'` → `Button`. */
export function importSubpath(api: ApiRecord): string | undefined {
  const specifier = api.imports[0]?.match(/from '([^']*)';?$/)?.[1];
  return specifier?.startsWith(`${api.packageName}/`) ? specifier.slice(api.packageName.length + 1) : undefined;
}

/** The link to the record's source from a `sourceUrl` pattern; undefined when the pattern needs what the record lacks. */
export function sourceHref(pattern: string, api: ApiRecord): string | undefined {
  const subpath = importSubpath(api);
  if ((pattern.includes('{path}') && !subpath) || (pattern.includes('{file}') && !api.sourceFile)) return undefined;
  return pattern.replace('{path}', subpath ?? '').replace('{file}', api.sourceFile ?? '');
}

/**
 * The pages of every documented package, in the given order, components then hooks of each: route, title, source
 * link, theme key and the inherited component linked to its page where the site has one.
 */
export function apiPagesOf(packages: readonly DocumentedPackage[], conventions: ApiConventions): ApiPage[] {
  const entries = packages.flatMap((documented) =>
    [...documented.api.components, ...(documented.hooks ? documented.api.hooks : [])].map((record) => ({ record, documented })),
  );
  const routeByName = new Map(entries.map(({ record, documented }) => [`${record.packageName}:${record.name}`, apiRoute(documented.productId, record.name)]));
  return entries.map(({ record, documented }) => {
    const page: ApiPage = { route: apiRoute(documented.productId, record.name), title: `${record.name} API`, component: record, productId: documented.productId };
    const href = documented.sourceUrl && sourceHref(documented.sourceUrl, record);
    if (href) page.sourceHref = href;
    if (record.kind === 'component') {
      const themeKey = conventions.themeDefaultPropsName?.(record);
      if (themeKey) page.themeDefaultPropsName = themeKey;
      const inherits = inheritsNote(record, routeByName);
      if (inherits) page.inherits = inherits;
    }
    return page;
  });
}

/** The nav group of one product's pages: one entry per page, titled by name and sorted alphabetically. */
export function apiNavTree(productId: string | null, title: string, pages: readonly ApiPage[]): NavPage {
  const children = pages
    .map((page) => ({ pathname: page.route.replace(/\/$/, ''), title: page.component.name }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return { pathname: apiBasePath(productId), title, icon: 'CodeIcon', children };
}

/** The "Props of the X component are also available." note, with the route of X's page when the site has one. */
function inheritsNote(api: ApiRecord, routeByName: ReadonlyMap<string, string>): InheritsNote | undefined {
  if (api.kind !== 'component' || !api.inherits) return undefined;
  // The inherited props may be named by their interface (`GridProps`); the component, and its page, is `Grid`.
  const component = api.inherits.name.replace(/Props$/, '') || api.inherits.name;
  const href = routeByName.get(`${api.inherits.packageName}:${component}`);
  return { component, ...(href ? { href } : {}) };
}
