/**
 * The plugin interface: what a site's config lists under `plugins` to add pages, navigation, head tags and build
 * hooks. A plugin is a plain object with a name and optional hooks, each called at one named step of the build.
 */
import type { PluggableList } from 'unified';
import type { SiteConfig } from '../../runtime/config.ts';
import type { NavPage } from '../../runtime/navTypes.ts';
import type { ApiConventions } from '../api/apiConventions.ts';
import type { ApiPage } from '../api/apiPages.ts';
import type { TemplatePage } from '../fullPageTemplates/templatePage.ts';

/** What a plugin's `generate` hook is told about the site. */
export interface GenerateContext {
  config: SiteConfig;
  /** The site folder, and the folder holding its config, `pages/` and `nav/`. */
  root: string;
  contentDir: string;
  /** The Markdown pages the site has, by route and title. */
  pages: readonly { route: string; title: string; file: string }[];
}

/** A Markdown page a plugin adds; it is rendered, checked and indexed like a page of the site. */
export interface GeneratedMarkdownPage {
  /** Route with a trailing slash, e.g. `/changelog/`. */
  route: string;
  title: string;
  description?: string;
  /** Layout name, as a page's front matter would give it. */
  layout?: string;
  /** The Markdown body. */
  markdown: string;
}

/** What `generate` returns; every part is optional. */
export interface GeneratedContent {
  pages?: GeneratedMarkdownPage[];
  /** Entries appended to a product's navigation tree, by product id. */
  nav?: Record<string, NavPage[]>;
  /** Component API pages, rendered with the theme's API page (the config's `api` key makes these). */
  apiPages?: ApiPage[];
  /** Full-page templates, each a component hydrated on its own page (the built-in templates plugin makes these). */
  templates?: TemplatePage[];
}

/** A page as the `headTags` hook sees it. */
export interface HeadTagPage {
  route: string;
  productId: string | null;
}

/** What `buildEnd` is told: the finished output folder and the routes written into it. */
export interface BuildEndContext {
  outDir: string;
  routes: readonly string[];
}

export interface DocsgenPlugin {
  /** Shown in errors raised by its hooks. */
  name: string;
  /**
   * remark plugins run on every Markdown and MDX page after docsgen's own (build step `render`). A site whose plugins
   * extend Markdown renders its pages on the build thread alone: functions cannot be sent to the render workers.
   */
  remarkPlugins?: PluggableList;
  /** rehype plugins run on every page after docsgen's own, once headings have their ids (build step `render`). */
  rehypePlugins?: PluggableList;
  /**
   * A component library's conventions for the API pages the config's `api` key makes: its global class names and
   * theme default props keys (build step `generate`).
   */
  apiConventions?: ApiConventions;
  /** Adds pages, API pages, templates and navigation entries (build step `generate`). */
  generate?(context: GenerateContext): GeneratedContent | Promise<GeneratedContent>;
  /** `<meta name content>` pairs for a page's head (build step `compose`). */
  headMetas?(page: HeadTagPage): Record<string, string>;
  /** Runs once the site is written and swapped in; not called by `docsgen check`. */
  buildEnd?(context: BuildEndContext): void | Promise<void>;
}

/** Types a plugin object and returns it unchanged, for plugins written in a site's config. */
export function definePlugin(plugin: DocsgenPlugin): DocsgenPlugin {
  return plugin;
}
