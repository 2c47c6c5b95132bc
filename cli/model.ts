/** The site model: everything loaded from the content folder, before any page is rendered. */
import type { SiteConfig } from '../runtime/config.ts';
import type { NavPage } from '../runtime/navTypes.ts';
import type { ThemeName } from '../templates/themes/names.ts';

/** The config as the model holds it: plain data, with the theme by name (a theme the site defines is kept beside the model). */
export type ModelConfig = Omit<SiteConfig, 'theme' | 'plugins'> & { theme?: ThemeName };

export interface FrontMatter {
  title: string;
  description?: string;
  /** Layout name; `docs` unless the page says otherwise. */
  layout?: string;
  [key: string]: unknown;
}

/** A Markdown page as read from disk: its route, where it came from, and its raw body. */
export interface SourcePage {
  /** Canonical route with a trailing slash, e.g. `/material-ui/react-button/`. */
  route: string;
  /** Path of the source file relative to the site root (for errors and "Edit this page"). */
  file: string;
  /** Absolute path of the source file. */
  absFile: string;
  frontMatter: FrontMatter;
  body: string;
  /** Line of the source file on which `body` starts, so Markdown positions map back to the file. */
  bodyLine: number;
}

/**
 * `page` as plain data with `body` (and `changes`): a loaded page may read its body and the absolute path of its file
 * from elsewhere (spilledPages.ts), which a copy by spreading, or for another thread, would leave out.
 */
export function plainPage(page: SourcePage, body: string, changes: Partial<Omit<SourcePage, 'body'>> = {}): SourcePage {
  const { route, file, absFile, frontMatter, bodyLine } = page;
  return { route, file, absFile, frontMatter, body, bodyLine, ...changes };
}

export interface ProductModel {
  id: string;
  name: string;
  logo?: string;
  versions: SiteConfig['products'][number]['versions'];
  nav: NavPage[];
  /** Where its name links to, when not its current version's page (a plain Markdown folder's one product: `/`). */
  home?: string;
  /** File the nav tree came from (for errors). */
  navFile: string;
  /** The site's one product on every route: a folder without a docsgen config, or another tool's project with its nav. */
  wholeSite?: boolean;
}

export interface SiteModel {
  root: string;
  contentDir: string;
  /** The folder the pages are read from (Markdown links starting with `/` resolve against it). */
  pagesDir?: string;
  config: ModelConfig;
  /** Where config came from; null when the folder had none and defaults were used. */
  configFile: string | null;
  products: ProductModel[];
  pages: SourcePage[];
  /** Warnings found while loading (orphan pages and the like), reported in the build summary. */
  warnings: string[];
  /** What the folder's tool decides for its pages, when it was written for another docs tool (load/tools/). */
  pageDialect?: PageDialect;
}

/**
 * How the pages of a folder written for another docs tool are read, as plain data: where they are served, how `.md`
 * pages are compiled (`auto`: as MDX when they import modules or use components) and which folder is public.
 */
export interface PageDialect {
  tool: 'docusaurus' | 'markdown';
  /** Docusaurus's route base (`/docs/`), under which its ids and slugs place pages. */
  routeBase?: string;
  mdPages: 'markdown' | 'mdx' | 'auto';
  /** The public folder, when not the site's `public/`. */
  publicDir?: string;
}
