/**
 * Route logic shared by the build and the browser (no Node imports): language prefixes, canonical paths,
 * which product a path belongs to, and where a route's HTML file is written.
 */
import { DEFAULT_LANGUAGE, RECOGNISED_LANGUAGES } from './constants.ts';

export type RecognisedLanguage = (typeof RECOGNISED_LANGUAGES)[number];

export interface PathnameLanguage {
  userLanguage: RecognisedLanguage;
  /** The path without its language prefix (hash and query kept). */
  canonicalAs: string;
  /** `canonicalAs` without its `#…` part: what the server sees. */
  canonicalAsServer: string;
  /** `canonicalAsServer` with `/api` mapped to `/api-docs` and one trailing slash removed. */
  canonicalPathname: string;
}

/** Splits a path into its language and canonical forms; an unrecognised or missing prefix means `en`. */
export function pathnameToLanguage(pathname: string): PathnameLanguage {
  const candidate = pathname.substring(1, 3);
  const userLanguage =
    isRecognisedLanguage(candidate) && pathname.startsWith(`/${candidate}/`) ? candidate : DEFAULT_LANGUAGE;
  // An explicit `/en/` prefix is not stripped: en pages live at the unprefixed path, so `/en/…` is not one of them.
  const canonicalAs = userLanguage === DEFAULT_LANGUAGE ? pathname : pathname.substring(3);
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  const canonicalPathname = removeOneTrailingSlash(mapApiSegment(canonicalAsServer));
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

function isRecognisedLanguage(candidate: string): candidate is RecognisedLanguage {
  return (RECOGNISED_LANGUAGES as readonly string[]).includes(candidate);
}

// The reference maps a "leading /api"; it is matched as a whole first segment so that a page such as
// `/apis-guide` or `/api-docs/…` is not rewritten into `/api-docsis-guide` or `/api-docs-docs/…`.
function mapApiSegment(path: string): string {
  return path.replace(/^\/api(?=[/?]|$)/, '/api-docs');
}

function removeOneTrailingSlash(path: string): string {
  return path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** `'null'` (a string) marks "no product", so it survives serialisation into meta tags and search filters. */
export const NO_PRODUCT = 'null';

export type ProductCategoryId = 'core' | 'x' | 'toolpad' | typeof NO_PRODUCT;

export interface ProductInfo {
  productCategoryId: ProductCategoryId;
  productId: string;
}

const CORE_PRODUCTS: readonly string[] = ['material-ui', 'joy-ui', 'base-ui', 'system'];
const LEGACY_DOCS_FOLDERS: readonly string[] = ['versions', 'production-error'];
const X_PACKAGE_PREFIX = 'react-';

/** The product and product category a path belongs to, after removing its language prefix and hash. */
export function getProductInfoFromUrl(asPath: string): ProductInfo {
  // The query never names a product; dropping it keeps `?x=1` out of the segments.
  const path = pathnameToLanguage(asPath).canonicalAsServer.replace(/\?.*$/, '');
  // A path with or without its trailing slash (`/versions`, `/versions/`) names the same first folder.
  const [firstFolder = '', secondFolder = ''] = path.split('/').slice(1);
  let productCategoryId: ProductCategoryId = NO_PRODUCT;
  let productId = NO_PRODUCT;

  if (CORE_PRODUCTS.includes(firstFolder)) {
    productCategoryId = 'core';
    productId = firstFolder;
  }
  if (firstFolder === 'x') {
    productCategoryId = 'x';
    const packageName = secondFolder.startsWith(X_PACKAGE_PREFIX) ? secondFolder.slice(X_PACKAGE_PREFIX.length) : '';
    productId = packageName ? `x-${packageName}` : NO_PRODUCT;
  }
  if (firstFolder === 'toolpad') {
    productCategoryId = 'toolpad';
    productId = secondFolder === 'studio' ? 'toolpad-studio' : 'toolpad-core';
  }
  if (firstFolder === 'docs' || LEGACY_DOCS_FOLDERS.includes(firstFolder)) {
    productId = 'docs';
  }
  if (firstFolder === 'experiments' && secondFolder === 'docs') {
    productId = 'docs-infra';
  }
  return { productCategoryId, productId };
}

/** Display names by product id; looked up before the category names. */
export const PRODUCT_NAMES_BY_ID: Readonly<Record<string, string>> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  'toolpad-studio': 'Toolpad Studio',
  'toolpad-core': 'Toolpad Core',
  'docs-infra': 'Docs Infra',
};

/** Display names by product category, for ids that have no name of their own (e.g. every `x-*` package). */
export const PRODUCT_NAMES_BY_CATEGORY: Readonly<Record<string, string>> = {
  x: 'MUI X',
  toolpad: 'Toolpad',
};

/** The name shown for a product (e.g. on a search hit), or null when neither the id nor the category has one. */
export function productName(productId: string, productCategoryId: string): string | null {
  return PRODUCT_NAMES_BY_ID[productId] ?? PRODUCT_NAMES_BY_CATEGORY[productCategoryId] ?? null;
}

/** A route with a leading and a trailing slash and no query or hash: the form routes are compared in. */
export function normaliseRoute(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  const withLeading = bare.startsWith('/') ? bare : `/${bare}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** The file, relative to the output folder, that holds a route's HTML: `/a/b/` → `a/b/index.html`. */
export function routeToOutputPath(route: string): string {
  const normalised = normaliseRoute(route);
  // A `.` or `..` segment would write outside the route's own folder, possibly outside the output folder.
  if (normalised.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`Route ${route} contains a "." or ".." segment: routes must name folders below the site root`);
  }
  return `${normalised.slice(1)}index.html`;
}
