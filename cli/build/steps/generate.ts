/**
 * Build step `generate`: what the plugins add to the site (Markdown pages, API pages, full-page templates, navigation
 * entries), then the checks that need every page known: navigation trees against pages, and the config's redirects.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProductModel, SiteModel, SourcePage } from '../../model.ts';
import { ContentError, ContentErrors, contentErrorsIn } from '../../errors.ts';
import { checkNavAgainstPages } from '../../nav/checkNavAgainstPages.ts';
import { placeGeneratedNav } from '../../nav/placeGeneratedNav.ts';
import { navPositions, withNavPosition } from '../../nav/navPositions.ts';
import type { ApiPage } from '../../api/apiPages.ts';
import type { DocsgenPlugin, GeneratedContent, GeneratedMarkdownPage } from '../../plugins/plugin.ts';
import type { TemplatePage } from '../../fullPageTemplates/templatePage.ts';
import { redirectPages } from '../siteFiles/redirects.ts';
import { basePrefixer } from '../../../templates/shell/basePath.ts';
import { siteRoutes, type SiteRoutes } from '../../siteRoutes.ts';
import type { LoadedSite } from './load.ts';

export interface GeneratedSite {
  /** The loaded model with the plugins' pages and navigation entries added. */
  model: SiteModel;
  plugins: DocsgenPlugin[];
  siteTheme: LoadedSite['siteTheme'];
  apiPages: (ApiPage & { productId: string })[];
  templates: TemplatePage[];
  /** Every route of the site, its Markdown pages' and the generated pages'. */
  routes: SiteRoutes;
  /** Redirect pages by route, the base path applied. */
  redirects: Map<string, string>;
}

/** Calls one plugin's `generate`; an error that is not a content error is reported as the plugin's. */
async function runGenerate(plugin: DocsgenPlugin, model: SiteModel): Promise<GeneratedContent> {
  if (!plugin.generate) return {};
  const pages = model.pages.map((p) => ({ route: p.route, title: p.frontMatter.title, file: p.file }));
  try {
    return await plugin.generate({ config: model.config, root: model.root, contentDir: model.contentDir, pages });
  } catch (error) {
    if (contentErrorsIn(error)) throw error;
    throw new ContentError(`plugin "${plugin.name}"`, `generate failed: ${(error as Error)?.message ?? String(error)}`);
  }
}

/** A plugin's Markdown page as a source page; its file is named after the plugin, for errors. */
function sourcePage(plugin: DocsgenPlugin, page: GeneratedMarkdownPage, root: string): SourcePage {
  const file = `(plugin ${plugin.name})${page.route}`;
  return {
    route: page.route,
    file,
    absFile: path.join(root, file),
    frontMatter: { title: page.title, description: page.description, layout: page.layout },
    body: page.markdown,
    bodyLine: 1,
  };
}

/** A nav check's error with the line and column of the entry it names, found in the hand-written tree's source. */
function withEntryPosition(error: ContentError, model: SiteModel): ContentError {
  const product = model.products.find((p) => p.navFile === error.file);
  if (!product) return error;
  const file = path.join(model.root, product.navFile);
  return withNavPosition(error, navPositions(fs.readFileSync(file, 'utf8'), product.nav));
}

/** Routes that side links and the config list, so pages behind them don't count as orphans. */
function extraListedRoutes(model: SiteModel): string[] {
  return ['/', ...(model.config.sideLinks ?? []).map((l) => l.href), ...model.config.products.flatMap((p) => p.versions.map((v) => v.href))].filter(
    (href) => href.startsWith('/'),
  );
}

export interface GenerateInput {
  loaded: LoadedSite;
  /** URL path the site is served under, for the redirect pages. */
  base: string;
}

export async function generate({ loaded, base }: GenerateInput): Promise<GeneratedSite> {
  const { model, plugins, siteTheme } = loaded;
  const pages = [...model.pages];
  const apiPages: GeneratedSite['apiPages'] = [];
  const templates: TemplatePage[] = [];
  const navByProduct = new Map<string, ProductModel['nav']>();
  const pageRoutes = new Set(pages.map((p) => p.route));
  for (const plugin of plugins) {
    const content = await runGenerate(plugin, model);
    for (const page of content.pages ?? []) {
      if (pageRoutes.has(page.route)) throw new ContentError(`plugin "${plugin.name}"`, `generates ${page.route}, which is already a page of the site`);
      pageRoutes.add(page.route);
      pages.push(sourcePage(plugin, page, model.root));
    }
    apiPages.push(...(content.apiPages ?? []));
    templates.push(...(content.templates ?? []));
    for (const [productId, entries] of Object.entries(content.nav ?? {})) navByProduct.set(productId, [...(navByProduct.get(productId) ?? []), ...entries]);
  }
  const products = model.products.map((product) => ({ ...product, nav: placeGeneratedNav(product.nav, navByProduct.get(product.id) ?? []) }));
  const site: SiteModel = { ...model, pages, products, warnings: [...model.warnings] };

  const routes = siteRoutes(pages, [...apiPages, ...templates]);
  // A site without a config has its navigation made from its pages: nothing to check it against.
  if (model.configFile) {
    const check = checkNavAgainstPages(products, routes, { extraListed: extraListedRoutes(site) });
    if (check.errors.length) throw new ContentErrors(check.errors.map((error) => withEntryPosition(error, model)));
    site.warnings.push(...check.warnings);
  }
  // Checked before rendering, so a bad redirect fails fast (in `check` too).
  const redirects = redirectPages(model.config.redirects ?? {}, routes, basePrefixer(base));
  return { model: site, plugins, siteTheme, apiPages, templates, routes, redirects };
}
