/** The site configuration: what `content/site.config.ts` exports, checked key by key at load. */

export interface VersionLink {
  text: string;
  href: string;
  current?: boolean;
}

/** A product of the family: the identity the app bar shows and the nav tree it uses. */
export interface ProductConfig {
  /** First path segment, e.g. `material-ui`. */
  id: string;
  name: string;
  /** Path of the logo under `public/`, e.g. `/static/logo.svg`. */
  logo?: string;
  versions: VersionLink[];
  /** Nav tree module name under `nav/`, defaults to the id. */
  nav?: string;
  /** Installed package whose type declarations generate this product's API pages. */
  apiPackage?: string;
  /** Where an API page's "Source" link goes: `{path}` is replaced by the component's import subpath, e.g. `Button`. */
  apiSourceUrl?: string;
  description?: string;
}

export interface AnalyticsConfig {
  /** Name of the global analytics function, default `gtag`. */
  functionName?: string;
  /** Measurement id; when absent no analytics script is loaded. */
  measurementId?: string;
  scriptUrl?: string;
  /** Probability that an ad display event is sent (SPEC §3 Configuration). */
  GADisplayRatio?: number;
}

export interface AdsConfig {
  /** When false, no ad slot is rendered. */
  enabled: boolean;
  /** URL of the ad network script; injected only when set. */
  networkScriptUrl?: string;
  /** URL of the remote JSON ad feed; fetched only when set. */
  feedUrl?: string;
  /** The network's sponsor-backers link, which it serves when it has no paid ad: the slot then shows an in-house ad. */
  sponsorBackersUrl?: string;
}

export interface FeedbackConfig {
  enabled: boolean;
  /** Path of the feedback endpoint on the docs server. */
  endpoint: string;
}

/** Full-page templates: a catalog module (exporting `TEMPLATES: {name, title, description}[]`) and where they are served. */
export interface TemplatesConfig {
  /** Module path relative to the content folder, e.g. `templates/templates.ts`; each template is `<its folder>/<name>/index.tsx`. */
  catalog: string;
  /** Route prefix, e.g. `/material-ui/getting-started/templates/`. */
  routePrefix: string;
  /** Base URL of the template sources for "Source code" links. */
  sourceUrl?: string;
}

export interface SiteConfig {
  title: string;
  description?: string;
  /** Absolute URL of the published site, used for canonical links and the sitemap. */
  siteUrl: string;
  /** Host on which the service worker registers, e.g. `docs.example.com`. */
  productionHost?: string;
  /** Base of "Edit this page" links; the page's source path is appended. */
  editUrl?: string;
  languages: string[];
  products: ProductConfig[];
  /** Links shown in every side nav after the product tree. */
  sideLinks?: { title: string; href: string }[];
  /** Links of every page's footer; without it, the blog and the versions page. */
  footerLinks?: { title: string; href: string }[];
  analytics?: AnalyticsConfig;
  ads?: AdsConfig;
  feedback?: FeedbackConfig;
  redirects?: Record<string, string>;
  templates?: TemplatesConfig;
}

/** Where a product's pages start: the current version's link when it is internal, else `/<id>/`. */
export function productHome(product: Pick<ProductConfig, 'id' | 'versions'>): string {
  const current = product.versions.find((v) => v.current);
  return current?.href.startsWith('/') ? current.href : `/${product.id}/`;
}
