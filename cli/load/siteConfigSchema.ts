/**
 * The shape of site.config.ts as one Zod schema: the loader checks a config against it, and the config's TypeScript
 * types (runtime/config.ts) are derived from it, so the check and the type cannot drift apart.
 */
import { z } from 'zod';
import { HEADING_ID_RULES } from '../markdown/headingIds.ts';
import type { DocsgenPlugin } from '../plugins/plugin.ts';
import { THEME_NAMES, type ThemeName } from '../../templates/themes/names.ts';
import { DEMO_THEME_NAMES } from '../../runtime/islands/demo/demoThemes.ts';
import type { Layout } from '../../templates/layouts/types.ts';
import type { ModelConfig } from '../model.ts';

const nonEmptyString = z.string({ error: 'must be a non-empty string' }).min(1, { error: 'must be a non-empty string' });
const httpUrl = z.string({ error: 'must be an absolute http(s) URL' }).regex(/^https?:\/\/[^/]+/, { error: 'must be an absolute http(s) URL' });
const sitePath = z.string({ error: 'must be a path starting with /' }).startsWith('/', { error: 'must be a path starting with /' });
const flag = z.boolean({ error: 'must be true or false' });
const listOf = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });

export const versionLinkSchema = z.strictObject({
  /** The link's text in the versions menu. @example text: 'v5' */
  text: nonEmptyString,
  /** Where it leads: a route of this site or any URL. @example href: 'https://v5.example.com/' */
  href: nonEmptyString,
  /** Marks the version these pages document; the app bar shows its text. @example current: true */
  current: flag.optional(),
});

/** A link of the side navigation or the footer. */
const linkSchema = z.strictObject({
  /** The link's text. @example title: 'Changelog' */
  title: nonEmptyString,
  /** Where it leads: a route of this site or any URL. @example href: '/docs/changelog/' */
  href: nonEmptyString,
});

const DEMO_THEME_ERROR = `must be ${DEMO_THEME_NAMES.map((name) => `"${name}"`).join(', ')} or the path of a module relative to the config's folder (e.g. "./demoTheme.tsx") whose default export wraps each demo`;

/**
 * The theme a product's demos render in: its library's defaults as a reader's app gets them (`material`: Material UI's
 * `createTheme()`, `joy`: Joy UI's `extendTheme()`, `none`: an unstyled library's demos with their own styles only),
 * or a module of the site whose default export wraps each demo.
 */
export const demoThemeSchema = z.union(
  [z.enum(DEMO_THEME_NAMES, { error: DEMO_THEME_ERROR }), z.string({ error: DEMO_THEME_ERROR }).regex(/^\.{1,2}\/.*\.(?:[cm]?[jt]sx?)$/, { error: DEMO_THEME_ERROR })],
  { error: DEMO_THEME_ERROR },
);

/** A product of the family: the identity the app bar shows and the nav tree it uses. */
export const productSchema = z.strictObject({
  /** First path segment of the product's pages, e.g. `material-ui` for `/material-ui/…`. @example id: 'docs' */
  id: nonEmptyString,
  /** The product's name in the app bar and the product menu. @example name: 'Acme UI' */
  name: nonEmptyString,
  /** Path of the logo under `public/`, e.g. `/static/logo.svg`. @example logo: '/logo.svg' */
  logo: sitePath.optional(),
  /** The versions menu; an empty list shows none. @example versions: [{ text: '2.1.0', href: '/docs/', current: true }] */
  versions: listOf(versionLinkSchema),
  /** Nav tree module name under `nav/`. @default the product's `id` @example nav: 'guide' */
  nav: nonEmptyString.optional(),
  /**
   * Base URL of the library's sources, for the "Source" link of its API pages; `{path}` stands for the file's path in
   * the package. @example apiSourceUrl: 'https://github.com/acme/ui/tree/main/src/{path}'
   */
  apiSourceUrl: httpUrl.optional(),
  /** One sentence on the product, shown in the product menu. @example description: 'Components for dashboards.' */
  description: nonEmptyString.optional(),
  /**
   * The theme its demos render in: `material`, `joy`, `none` or a module path. @default Joy UI's for a demo importing
   * Joy UI, else Material UI's @example demoTheme: 'joy'
   */
  demoTheme: demoThemeSchema.optional(),
});

export const analyticsSchema = z.strictObject({
  /**
   * Name of the global function analytics events are sent to; until a script of the page defines it, events queue in
   * `dataLayer`. @default 'gtag' @example functionName: 'gtag'
   */
  functionName: nonEmptyString.optional(),
  /** The analytics property's measurement id, accepted for the site's own scripts; docsgen loads no analytics script itself. @example measurementId: 'G-XXXXXXX' */
  measurementId: nonEmptyString.optional(),
  /** The analytics script's URL, accepted for the site's own scripts; docsgen loads no analytics script itself. @example scriptUrl: 'https://www.googletagmanager.com/gtag/js' */
  scriptUrl: httpUrl.optional(),
  /** Share of ad displays reported as analytics events, from 0 to 1. @default 0.1 @example GADisplayRatio: 0.25 */
  GADisplayRatio: z.number({ error: 'must be a number from 0 to 1' }).min(0, { error: 'must be a number from 0 to 1' }).max(1, { error: 'must be a number from 0 to 1' }).optional(),
});

export const adsSchema = z.strictObject({
  /** When false, no ad slot is rendered. @example enabled: true */
  enabled: flag,
  /** URL of the ad network script; injected only when set. @example networkScriptUrl: 'https://ads.example.com/network.js' */
  networkScriptUrl: httpUrl.optional(),
  /** URL of the remote JSON ad feed; fetched only when set. @example feedUrl: 'https://ads.example.com/feed.json' */
  feedUrl: nonEmptyString.optional(),
  /** The sponsor-backers link; a network or feed ad pointing at it is shown as an in-house ad. @example sponsorBackersUrl: 'https://example.com/sponsors' */
  sponsorBackersUrl: httpUrl.optional(),
});

export const feedbackSchema = z.strictObject({
  /** Whether pages show the "Was this page helpful?" widget. @example enabled: true */
  enabled: flag,
  /** Path of the feedback endpoint on the docs server (`docsgen serve` answers it). @example endpoint: '/api/feedback' */
  endpoint: sitePath,
});

/** How Markdown pages are read. */
const markdownSchema = z.strictObject({
  /**
   * Whether a `<script>` in a Markdown page is expected: it is kept either way (content is never altered silently), but
   * without this each one is a warning at its line, since it runs in every reader's browser. @example allowScripts: true
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
  /** The docsgen theme this one builds on. @default 'default' @example extends: 'mui' */
  extends: themeNameSchema.optional(),
  /**
   * Page layouts by name, added to the extended theme's or replacing one of the same name; a page picks one with
   * `layout:` in its front matter. @example layouts: { releases: { Component: ReleaseNotes, docsShell: false } }
   */
  layouts: z.record(z.string(), layoutSchema, { error: 'must be an object mapping layout names to layouts' }).optional(),
  /** CSS files, relative to the folder of the config file, added after the theme's own styles. @example css: ['theme/brand.css'] */
  css: listOf(nonEmptyString).optional(),
});

/**
 * A module of the site's code named by path, relative to the folder of the config file (`./theme/index.tsx`), or by
 * package name: the build thread and every render worker import it, and its files are part of the render cache's key.
 */
const codeModuleSchema = z.string({ error: 'must be a module path or package name' }).min(1, { error: 'must be a module path or package name' });

/**
 * The site's docs theme: one of docsgen's by name, a module whose default export defines one (any other string), or
 * one defined in the config itself (which keeps its pages on the build thread, uncached).
 */
export const themeSchema = z.union([themeNameSchema, codeModuleSchema, siteThemeSchema], {
  error: `must name a theme (${THEME_NAMES.join(' or ')}), a theme module by path, or define one: { extends, layouts, css }`,
});

/** A plugin: an object with a string `name`; its hooks are typed by the plugin interface and kept as given. */
export const pluginSchema = z.custom<DocsgenPlugin>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && (value as { name: string }).name !== '',
  { error: 'must be a plugin: an object with a non-empty string `name`' },
);

/** What `docsgen audit` checks, each by its name in the config's `audit.warn`. */
export const AUDIT_KINDS = ['console', 'exception', 'request', 'hydration', 'accessibility', 'pageJs', 'demoJs', 'types'] as const;

const kilobytes = z.number({ error: 'must be a number of kilobytes' }).positive({ error: 'must be a positive number of kilobytes' });

const budgetsSchema = z.strictObject({
  /** JavaScript a page may load before any interaction, in KB gzipped; `docsgen audit` reports a page above it. @example pageJs: 60 */
  pageJs: kilobytes.optional(),
  /** JavaScript a live demo may load on its first use, in KB gzipped; `docsgen audit` reports a demo above it. @example demoJs: 150 */
  demoJs: kilobytes.optional(),
});

const auditSchema = z.strictObject({
  /**
   * Kinds of finding that `docsgen audit` lists as warnings instead of failing on: `console`, `exception`, `request`,
   * `hydration`, `accessibility`, `pageJs`, `demoJs`, `types`. @example warn: ['pageJs', 'request']
   */
  warn: z.array(z.enum(AUDIT_KINDS, { error: `must be one of ${AUDIT_KINDS.join(', ')}` }), { error: 'must be a list of kinds' }).optional(),
  /** Check whole pages with axe-core, not only their live demos (`--whole-page` does too). @default false @example wholePage: true */
  wholePage: flag.optional(),
});
/**
 * A plugin named by module path or package name, alone or with options: plain data (JSON), handed to the module's
 * default export when it is a function, and part of the render cache's key.
 */
export const pluginModuleSchema = z.union([codeModuleSchema, z.tuple([codeModuleSchema, z.json({ error: 'must be plain data (JSON)' })])]);

/** A plugin as a config lists it: by module path (what renders on every core and is cached), or an object given inline. */
export const pluginEntrySchema = z.union([pluginModuleSchema, pluginSchema], {
  error: "must be a plugin: a module path ('./plugins/shout.ts'), [module path, options], or an object with a non-empty string `name`",
});

/** A package whose components and hooks get API pages: its npm name, or an object saying more about it. */
export const apiPackageSchema = z.union(
  [
    nonEmptyString,
    z.strictObject({
      /** The npm name, as the pages' import snippets write it and as demos import it. @example name: 'my-ui' */
      name: nonEmptyString,
      /**
       * A source file (`.ts`/`.tsx`, relative to the site folder) to read instead of the installed package's
       * declarations: for a library in the same repository, and for defaults written as default parameters.
       * @example entry: '../packages/my-ui/src/index.ts'
       */
      entry: nonEmptyString.optional(),
      /** The product whose nav and path the pages go under. @default the first product @example product: 'docs' */
      product: nonEmptyString.optional(),
      /** Whether its hooks get pages too. @default true @example hooks: false */
      hooks: flag.optional(),
      /**
       * Link to a page's source: `{file}` is replaced by the declaring file, `{path}` by the import subpath.
       * @example sourceUrl: 'https://github.com/acme/ui/blob/main/{file}'
       */
      sourceUrl: httpUrl.optional(),
    }),
  ],
  { error: "must be a package name, or { name, entry?, product?, hooks?, sourceUrl? }" },
);

/** API reference pages generated from component libraries' type declarations. */
export const apiSchema = z.strictObject(
  {
    /** The packages, by npm name or with more said about each. @example packages: ['my-ui', { name: 'my-ui-lab', hooks: false }] */
    packages: z
      .array(apiPackageSchema, { error: "must be a list of package names, e.g. api: { packages: ['my-ui'] }" })
      .min(1, { error: "must name at least one package, e.g. api: { packages: ['my-ui'] }" }),
    /** Title of the nav group listing the pages. @default 'API' @example navTitle: 'Components' */
    navTitle: nonEmptyString.optional(),
  },
  { error: "must be an object: api: { packages: ['my-ui'] }" },
);

export const siteConfigSchema = z.strictObject({
  /** The site's name: the browser tab's title after each page's, and the home page's. @example title: 'Acme UI' */
  title: nonEmptyString,
  /** One sentence on the site, for search results and link previews. @example description: 'Documentation for Acme UI.' */
  description: nonEmptyString.optional(),
  /**
   * Absolute URL of the published site, used for canonical links and the sitemap; it includes the `--base` path, if
   * any. @example siteUrl: 'https://acme.github.io/ui/'
   */
  siteUrl: httpUrl,
  /** Host on which the service worker registers, e.g. `docs.example.com`; without it none registers. @example productionHost: 'ui.acme.dev' */
  productionHost: nonEmptyString.optional(),
  /**
   * Base of "Edit this page" links and of a demo's source link; the file's path from the site folder is
   * appended. @example editUrl: 'https://github.com/acme/ui/edit/main'
   */
  editUrl: httpUrl.optional(),
  /** The languages pages are written in, by code; the first is the default. @example languages: ['en'] */
  languages: z.array(z.string({ error: 'must be a string' }), { error: 'must be a list of strings' }),
  /**
   * The products the site documents: each one a first path segment with its own navigation tree and versions menu.
   * @example products: [{ id: 'docs', name: 'Acme UI', versions: [] }]
   */
  products: listOf(productSchema),
  /**
   * A product nav with more links than this is sent in parts: each page holds its own branch, and the other groups
   * load when the reader opens them; `false` always sends it whole. @default 500 @example navCollapseAbove: false
   */
  navCollapseAbove: z.union([z.number().int().nonnegative(), z.literal(false)], { error: 'must be a whole number of links or false' }).optional(),
  /** Links shown in every side nav after the product tree. @example sideLinks: [{ title: 'Changelog', href: 'https://github.com/acme/ui/releases' }] */
  sideLinks: listOf(linkSchema).optional(),
  /** Links shown in the footer of every page. @example footerLinks: [{ title: 'GitHub', href: 'https://github.com/acme/ui' }] */
  footerLinks: listOf(linkSchema).optional(),
  /** Where the pages' analytics events go; without it they still queue in `dataLayer` for a script of the site's own. @example analytics: { functionName: 'gtag' } */
  analytics: analyticsSchema.optional(),
  /** The ad slot on docs pages. @example ads: { enabled: true, feedUrl: 'https://ads.example.com/feed.json' } */
  ads: adsSchema.default({ enabled: false }),
  /** The reader feedback widget; without this key there is none. @example feedback: { enabled: true, endpoint: '/api/feedback' } */
  feedback: feedbackSchema.optional(),
  /** Old route → new route; each old route gets a page that redirects. @example redirects: { '/': '/docs/' } */
  redirects: z.record(z.string(), z.string({ error: 'must be a path' }), { error: 'must be an object mapping paths to paths' }).optional(),
  /**
   * Folders outside the site's project folder that pages may read files from (includes, snippets, images, MDX
   * imports), relative to the site folder: a monorepo's `../packages`, say. The project folder is always readable.
   * @example contentRoots: ['../packages']
   */
  contentRoots: z.array(nonEmptyString, { error: 'must be a list of folder paths' }).optional(),
  /**
   * How heading text becomes an id: `github` (also Docusaurus's and Starlight's rule), `vitepress` or `mui`. By
   * default VitePress's for a folder with a `.vitepress` folder, else GitHub's. @default 'github' ('vitepress' beside a
   * `.vitepress` folder) @example headingIds: 'mui'
   */
  headingIds: z.enum(HEADING_ID_RULES, { error: `must be one of ${HEADING_ID_RULES.join(', ')}` }).optional(),
  /**
   * What a broken internal link does to the build: fail it (`error`) or be listed as a warning (`warn`); `--links`
   * on the command line overrides it. @example links: 'warn'
   */
  links: z.enum(['error', 'warn'], { error: 'must be "error" or "warn"' }).default('error'),
  /** How Markdown pages are read. @example markdown: { allowScripts: true } */
  markdown: markdownSchema.optional(),
  /**
   * The docs theme: `default`, `mui`, a module path to a theme module (rendered on every core, cached), or a theme
   * defined inline on top of one. @default 'default' @example theme: './theme/index.ts'
   */
  theme: themeSchema.optional(),
  /** JavaScript budgets `docsgen audit` holds pages and live demos to. @example budgets: { pageJs: 60, demoJs: 150 } */
  budgets: budgetsSchema.optional(),
  /** How `docsgen audit` treats what it finds. @example audit: { warn: ['pageJs'] } */
  audit: auditSchema.optional(),
  /**
   * API reference pages for the components and hooks of these packages, read from their type declarations (or source
   * entry files). @example api: { packages: ['my-ui'] }
   */
  api: apiSchema.optional(),
  /**
   * Plugins, called in list order at the build steps their hooks name: a module path or package name (with options
   * as `[path, options]`), which renders on every core and is cached, or a plugin object given inline.
   * @example plugins: ['./plugins/shout.ts', ['docsgen-plugin-changelog', { file: 'CHANGELOG.md' }]]
   */
  plugins: z.array(pluginEntrySchema, { error: 'must be a list of plugins' }).optional(),
});

/**
 * The config as the model holds it, plain data: without its plugins (code, loaded apart), and the theme by the name of
 * docsgen's theme it names or extends (`themeName`).
 */
export function toModelConfig(config: z.output<typeof siteConfigSchema>, themeName?: ThemeName): ModelConfig {
  const { plugins: _code, ...data } = config;
  return { ...data, theme: themeName };
}

/** The config a plain folder of Markdown gets: titled after the folder, no products, no ads, no feedback. */
export function defaultSiteConfig(folderName: string): ModelConfig {
  return toModelConfig(
    siteConfigSchema.parse({
    title: folderName,
    siteUrl: 'http://localhost',
    languages: ['en'],
    products: [],
    feedback: { enabled: false, endpoint: '/api/feedback' },
    }),
  );
}
