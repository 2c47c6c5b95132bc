/**
 * The shape of site.config.ts as one Zod schema: the loader checks a config against it, and the config's TypeScript
 * types (runtime/config.ts) are derived from it, so the check and the type cannot drift apart.
 */
import { z } from 'zod';
import { HEADING_ID_RULES } from '../markdown/headingIds.ts';
import type { DocsgenPlugin } from '../plugins/plugin.ts';
import { THEME_NAMES } from '../../templates/themes/names.ts';
import type { Layout } from '../../templates/layouts/types.ts';
import type { ModelConfig } from '../model.ts';

const nonEmptyString = z.string({ error: 'must be a non-empty string' }).min(1, { error: 'must be a non-empty string' });
const httpUrl = z.string({ error: 'must be an absolute http(s) URL' }).regex(/^https?:\/\/[^/]+/, { error: 'must be an absolute http(s) URL' });
const sitePath = z.string({ error: 'must be a path starting with /' }).startsWith('/', { error: 'must be a path starting with /' });
const flag = z.boolean({ error: 'must be true or false' });
const listOf = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });

export const versionLinkSchema = z.strictObject({
  text: nonEmptyString,
  href: nonEmptyString,
  current: flag.optional(),
});

/** A product of the family: the identity the app bar shows and the nav tree it uses. */
export const productSchema = z.strictObject({
  /** First path segment, e.g. `material-ui`. */
  id: nonEmptyString,
  name: nonEmptyString,
  /** Path of the logo under `public/`, e.g. `/static/logo.svg`. */
  logo: sitePath.optional(),
  versions: listOf(versionLinkSchema),
  /** Nav tree module name under `nav/`, defaults to the id. */
  nav: nonEmptyString.optional(),
  /** Base URL of the library's sources, for the "Source" link of its API pages. */
  apiSourceUrl: httpUrl.optional(),
  description: nonEmptyString.optional(),
});

export const analyticsSchema = z.strictObject({
  /** Name of the global analytics function, default `gtag`. */
  functionName: nonEmptyString.optional(),
  /** Measurement id; when absent no analytics script is loaded. */
  measurementId: nonEmptyString.optional(),
  scriptUrl: httpUrl.optional(),
  /** Probability that an ad display event is sent (SPEC §3 Configuration). */
  GADisplayRatio: z.number({ error: 'must be a number from 0 to 1' }).min(0, { error: 'must be a number from 0 to 1' }).max(1, { error: 'must be a number from 0 to 1' }).optional(),
});

export const adsSchema = z.strictObject({
  /** When false, no ad slot is rendered. */
  enabled: flag,
  /** URL of the ad network script; injected only when set. */
  networkScriptUrl: httpUrl.optional(),
  /** URL of the remote JSON ad feed; fetched only when set. */
  feedUrl: nonEmptyString.optional(),
  /** The sponsor-backers link; a network or feed ad pointing at it is shown as an in-house ad. */
  sponsorBackersUrl: httpUrl.optional(),
});

export const feedbackSchema = z.strictObject({
  enabled: flag,
  /** Path of the feedback endpoint on the docs server. */
  endpoint: sitePath,
});

/** How Markdown pages are read. */
const markdownSchema = z.strictObject({
  /**
   * Whether a `<script>` in a Markdown page is expected: it is kept either way (content is never altered silently), but
   * without this each one is a warning at its line, since it runs in every reader's browser.
   */
  allowScripts: flag.optional(),
});

/** One of docsgen's themes, by name (templates/themes/). */
const themeNameSchema = z.enum(THEME_NAMES, { error: `must name a theme: ${THEME_NAMES.join(' or ')}` });

/** A page layout a site brings: a React component and whether it renders inside the docs column. */
const layoutSchema = z.custom<Layout>(
  (value) => {
    const layout = value as Partial<Layout> | null;
    return typeof layout === 'object' && layout !== null && ['function', 'object'].includes(typeof layout.Component) && typeof layout.docsShell === 'boolean';
  },
  { error: 'must be a layout: { Component: a React component, docsShell: true or false }' },
);

/**
 * A theme the site defines: one of docsgen's themes (`extends`, default `default`) with layouts added or replaced by name
 * and stylesheets of its own, which come after the theme's in the cascade.
 */
export const siteThemeSchema = z.strictObject({
  extends: themeNameSchema.optional(),
  layouts: z.record(z.string(), layoutSchema, { error: 'must be an object mapping layout names to layouts' }).optional(),
  /** CSS files, relative to the folder of the config file. */
  css: listOf(nonEmptyString).optional(),
});

/** The site's docs theme: one of docsgen's by name, or one the site defines on top of it. */
export const themeSchema = z.union([themeNameSchema, siteThemeSchema], {
  error: `must name a theme (${THEME_NAMES.join(' or ')}) or define one: { extends, layouts, css }`,
});

/** A plugin: an object with a string `name`; its hooks are typed by the plugin interface and kept as given. */
export const pluginSchema = z.custom<DocsgenPlugin>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && (value as { name: string }).name !== '',
  { error: 'must be a plugin: an object with a non-empty string `name`' },
);

/** A package whose components and hooks get API pages: its npm name, or an object saying more about it. */
export const apiPackageSchema = z.union(
  [
    nonEmptyString,
    z.strictObject({
      /** The npm name, as the pages' import snippets write it and as demos import it. */
      name: nonEmptyString,
      /**
       * A source file (`.ts`/`.tsx`, relative to the site folder) to read instead of the installed package's
       * declarations: for a library in the same repository, and for defaults written as default parameters.
       */
      entry: nonEmptyString.optional(),
      /** The product whose nav and path the pages go under; the first product by default. */
      product: nonEmptyString.optional(),
      /** Whether its hooks get pages too; default true. */
      hooks: flag.optional(),
      /** Link to a page's source: `{file}` is replaced by the declaring file, `{path}` by the import subpath. */
      sourceUrl: httpUrl.optional(),
    }),
  ],
  { error: "must be a package name, or { name, entry?, product?, hooks?, sourceUrl? }" },
);

/** API reference pages generated from component libraries' type declarations. */
export const apiSchema = z.strictObject(
  {
    packages: z
      .array(apiPackageSchema, { error: "must be a list of package names, e.g. api: { packages: ['my-ui'] }" })
      .min(1, { error: "must name at least one package, e.g. api: { packages: ['my-ui'] }" }),
    /** Title of the nav group listing the pages; default `API`. */
    navTitle: nonEmptyString.optional(),
  },
  { error: "must be an object: api: { packages: ['my-ui'] }" },
);

export const siteConfigSchema = z.strictObject({
  title: nonEmptyString,
  description: nonEmptyString.optional(),
  /** Absolute URL of the published site, used for canonical links and the sitemap; it includes the `--base` path, if any. */
  siteUrl: httpUrl,
  /** Host on which the service worker registers, e.g. `docs.example.com`. */
  productionHost: nonEmptyString.optional(),
  /** Base of "Edit this page" links; the page's source path is appended. */
  editUrl: httpUrl.optional(),
  languages: z.array(z.string({ error: 'must be a string' }), { error: 'must be a list of strings' }),
  products: listOf(productSchema),
  /**
   * A product nav with more links than this is sent in parts: each page holds its own branch, and the other groups
   * load when the reader opens them; `false` always sends it whole. Default 500.
   */
  navCollapseAbove: z.union([z.number().int().nonnegative(), z.literal(false)], { error: 'must be a whole number of links or false' }).optional(),
  /** Links shown in every side nav after the product tree. */
  sideLinks: listOf(z.strictObject({ title: nonEmptyString, href: nonEmptyString })).optional(),
  /** Links shown in the footer of every page. */
  footerLinks: listOf(z.strictObject({ title: nonEmptyString, href: nonEmptyString })).optional(),
  analytics: analyticsSchema.optional(),
  /** The ad slot; without this key there is none. */
  ads: adsSchema.default({ enabled: false }),
  feedback: feedbackSchema.optional(),
  /** Old route → new route; each old route gets a page that redirects. */
  redirects: z.record(z.string(), z.string({ error: 'must be a path' }), { error: 'must be an object mapping paths to paths' }).optional(),
  /**
   * Folders outside the site's project folder that pages may read files from (includes, snippets, images, MDX
   * imports), relative to the site folder: a monorepo's `../packages`, say. The project folder is always readable.
   */
  contentRoots: z.array(nonEmptyString, { error: 'must be a list of folder paths' }).optional(),
  /**
   * How heading text becomes an id: `github` (also Docusaurus's and Starlight's rule), `vitepress` or `mui`. By
   * default VitePress's for a folder with a `.vitepress` folder, else GitHub's.
   */
  headingIds: z.enum(HEADING_ID_RULES, { error: `must be one of ${HEADING_ID_RULES.join(', ')}` }).optional(),
  /** What a broken internal link does to the build: fail it (`error`) or be listed as a warning (`warn`). */
  links: z.enum(['error', 'warn'], { error: 'must be "error" or "warn"' }).default('error'),
  markdown: markdownSchema.optional(),
  theme: themeSchema.optional(),
  /** API reference pages for the components and hooks of these packages. */
  api: apiSchema.optional(),
  plugins: z.array(pluginSchema, { error: 'must be a list of plugins' }).optional(),
});

/** The config as the model holds it: the theme by the name of docsgen's theme it names or extends. */
export function toModelConfig(config: z.output<typeof siteConfigSchema>): ModelConfig {
  const { theme } = config;
  return { ...config, theme: typeof theme === 'object' ? (theme.extends ?? 'default') : theme };
}

/** The config a plain folder of Markdown gets: titled after the folder, no products, no ads, no feedback. */
export function defaultSiteConfig(folderName: string): ModelConfig {
  return toModelConfig(siteConfigSchema.parse({
    title: folderName,
    siteUrl: 'http://localhost',
    languages: ['en'],
    products: [],
    feedback: { enabled: false, endpoint: '/api/feedback' },
  }));
}
