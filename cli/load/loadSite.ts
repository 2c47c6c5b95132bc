/** Loads a site folder into the site model: config, pages and one navigation tree per product, all checked. */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../../runtime/navTypes.ts';
import type { ProductModel, SiteModel, SourcePage } from '../model.ts';
import { ContentError, ContentErrors, contentErrorsIn } from '../errors.ts';
import { validateNavTree } from '../../runtime/nav.ts';
import { checkNavAgainstPages } from '../nav/checkNavAgainstPages.ts';
import { generateNav } from '../nav/generateNav.ts';
import { generatedHomePage } from '../nav/generatedHome.ts';
import { importSiteModule } from '../site/siteModules.ts';
import { loadConfig } from './loadConfig.ts';
import { loadPages } from './loadPages.ts';

async function loadNavTree(file: string, root: string): Promise<NavPage[]> {
  const rel = path.relative(root, file);
  let tree: unknown;
  try {
    tree = (await importSiteModule(file, root)).default;
  } catch (error) {
    if (contentErrorsIn(error)) throw error;
    throw new ContentError(rel, `the navigation tree could not be loaded: ${(error as Error).message}`);
  }
  if (!Array.isArray(tree)) throw new ContentError(rel, 'a navigation tree must export a list of pages as its default export');
  validateNavTree(tree as NavPage[], rel);
  return tree as NavPage[];
}

/** Routes that side links and the config list, so pages behind them don't count as orphans. */
function extraListedRoutes(model: { config: SiteModel['config'] }): string[] {
  return [
    '/',
    ...(model.config.sideLinks ?? []).map((l) => l.href),
    ...model.config.products.flatMap((p) => p.versions.map((v) => v.href)),
  ].filter((href) => href.startsWith('/'));
}

/** What the build generates besides Markdown pages (API pages, templates), known once the config is loaded. */
export interface GeneratedContent {
  /** Extra nav entries per product id, appended to its tree. */
  nav: Record<string, NavPage[]>;
  /** Routes of generated pages, so nav entries pointing at them are not missing pages. */
  routes: string[];
}

export interface LoadOptions {
  generate?: (config: SiteModel['config'], root: string, contentDir: string) => Promise<GeneratedContent>;
}

/** Loads and checks the whole site; throws ContentErrors listing every problem found. */
export async function loadSite(root: string, options: LoadOptions = {}): Promise<SiteModel> {
  const { config, configFile, contentDir } = await loadConfig(root);
  const generated: GeneratedContent = options.generate ? await options.generate(config, root, contentDir) : { nav: {}, routes: [] };
  const pagesDir = configFile ? path.join(contentDir, 'pages') : root;
  const pages: SourcePage[] = loadPages(pagesDir, root);
  const warnings: string[] = [];

  let products: ProductModel[];
  if (configFile) {
    const errors: ContentError[] = [];
    products = [];
    for (const product of config.products) {
      const navFile = path.join(contentDir, 'nav', `${product.nav ?? product.id}.ts`);
      if (!fs.existsSync(navFile)) {
        errors.push(new ContentError(path.relative(root, configFile), `product "${product.id}" has no navigation tree: create ${path.relative(root, navFile)}`));
        continue;
      }
      try {
        const nav = [...(await loadNavTree(navFile, root)), ...(generated.nav[product.id] ?? [])];
        products.push({ id: product.id, name: product.name, logo: product.logo, versions: product.versions, nav, navFile: path.relative(root, navFile) });
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
      }
    }
    if (errors.length) throw new ContentErrors(errors);
    const routes = new Set([...pages.map((p) => p.route), ...generated.routes]);
    const check = checkNavAgainstPages(products, routes, { extraListed: extraListedRoutes({ config }) });
    if (check.errors.length) throw new ContentErrors(check.errors);
    warnings.push(...check.warnings);
  } else {
    const nav = generateNav(pages.map((p) => ({ route: p.route, title: p.frontMatter.title })));
    products = [{ id: 'docs', name: config.title, versions: [], nav, home: '/', navFile: '(generated)' }];
    if (!pages.some((page) => page.route === '/')) pages.unshift(generatedHomePage(root, config.title, nav));
  }
  return { root, contentDir, config, configFile, products, pages, warnings, generated };
}
