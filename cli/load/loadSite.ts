/** Loads a site folder into the site model: config, pages and one navigation tree per product, all checked. */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../../runtime/navTypes.ts';
import type { ProductModel, SiteModel, SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { validateNavTree } from '../../runtime/nav.ts';
import { checkNavAgainstPages } from '../nav/checkNavAgainstPages.ts';
import { generateNav } from '../nav/generateNav.ts';
import { navPositions, withNavPosition, type NavPositions } from '../nav/navPositions.ts';
import { importFresh, loadConfig } from './loadConfig.ts';
import { loadPages } from './loadPages.ts';

async function loadNavTree(file: string, root: string, positions: Map<string, NavPositions>): Promise<NavPage[]> {
  const rel = path.relative(root, file);
  let tree: unknown;
  try {
    tree = (await importFresh(file)).default;
  } catch (error) {
    throw new ContentError(rel, `the navigation tree could not be loaded: ${(error as Error).message}`);
  }
  if (!Array.isArray(tree)) throw new ContentError(rel, 'a navigation tree must export a list of pages as its default export');
  // Errors about an entry point at the line that writes it.
  const filePositions = navPositions(fs.readFileSync(file, 'utf8'), tree);
  positions.set(rel, filePositions);
  try {
    validateNavTree(tree as NavPage[], rel);
  } catch (error) {
    throw error instanceof ContentError ? withNavPosition(error, filePositions) : error;
  }
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
  const warnings: string[] = [];
  const pages: SourcePage[] = loadPages(pagesDir, root, warnings);

  let products: ProductModel[];
  if (configFile) {
    const errors: ContentError[] = [];
    const navFilePositions = new Map<string, NavPositions>();
    products = [];
    for (const product of config.products) {
      const navFile = path.join(contentDir, 'nav', `${product.nav ?? product.id}.ts`);
      if (!fs.existsSync(navFile)) {
        errors.push(new ContentError(path.relative(root, configFile), `product "${product.id}" has no navigation tree: create ${path.relative(root, navFile)}`));
        continue;
      }
      try {
        const nav = [...(await loadNavTree(navFile, root, navFilePositions)), ...(generated.nav[product.id] ?? [])];
        products.push({ id: product.id, name: product.name, logo: product.logo, versions: product.versions, nav, navFile: path.relative(root, navFile) });
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
      }
    }
    if (errors.length) throw new ContentErrors(errors);
    const routes = new Set([...pages.map((p) => p.route), ...generated.routes]);
    const check = checkNavAgainstPages(products, routes, { extraListed: extraListedRoutes({ config }) });
    if (check.errors.length) {
      throw new ContentErrors(check.errors.map((e) => (navFilePositions.has(e.file) ? withNavPosition(e, navFilePositions.get(e.file)!) : e)));
    }
    warnings.push(...check.warnings);
  } else {
    const nav = generateNav(pages.map((p) => ({ route: p.route, title: p.frontMatter.title })));
    products = [{ id: 'docs', name: config.title, versions: [], nav, navFile: '(generated)' }];
  }
  return { root, contentDir, config, configFile, products, pages, warnings, generated };
}
