/** Loads a site folder into the site model: config, pages and one navigation tree per product, all checked. */
import type { DocsTheme } from '../../templates/themes/types.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../../runtime/navTypes.ts';
import type { ProductModel, SiteModel, SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { validateNavTree } from '../nav/validateNavTree.ts';
import { generateNav } from '../nav/generateNav.ts';
import { generatedHomePage } from '../nav/generatedHome.ts';
import { importSiteDefault } from './siteModuleDefault.ts';
import { loadConfig } from './loadConfig.ts';
import { pagesDirOf } from './contentFiles.ts';
import { navPositions, withNavPosition } from '../nav/navPositions.ts';
import { loadPages, type KeepPage } from './loadPages.ts';
import { isStarlightProject } from './pagesFolder.ts';
import { starlightPages } from './starlightFrontMatter.ts';
import { detectHeadingIdRule } from '../markdown/headingIds.ts';
import { openFrontMatterMemo } from '../cache/frontMatterCache.ts';
import { openBuildCache } from '../cache/buildCache.ts';

async function loadNavTree(file: string, root: string): Promise<NavPage[]> {
  const rel = path.relative(root, file);
  const tree = await importSiteDefault(file, root, 'the navigation tree');
  if (!Array.isArray(tree)) throw new ContentError(rel, 'a navigation tree must export a list of pages as its default export');
  // Errors about an entry point at the line that writes it.
  try {
    validateNavTree(tree as NavPage[], rel);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw withNavPosition(error, navPositions(fs.readFileSync(file, 'utf8'), tree));
  }
  return tree as NavPage[];
}

/**
 * Loads the config, the pages and each product's navigation tree, every one checked on its own; throws ContentErrors
 * listing every problem found. Whether the trees and the pages agree is checked once generated pages are known. Each
 * page file read is given to `keep` as it is read (see loadPages); pages made after (a generated home page, Starlight's
 * heroes and fallback pages) are not.
 */
export async function loadSite(root: string, keep?: KeepPage): Promise<SiteModel & { siteTheme: DocsTheme | null }> {
  const loaded = await loadConfig(root);
  const { siteTheme, configFile, contentDir } = loaded;
  const pagesDir = pagesDirOf(root, configFile);
  // Resolved here, so the render cache's key (the config) holds the rule a folder's tool implies.
  const config = { ...loaded.config, headingIds: loaded.config.headingIds ?? detectHeadingIdRule(root, pagesDir) };
  const warnings: string[] = [];
  const store = openBuildCache(root);
  const frontMatter = store && openFrontMatterMemo(store);
  let pages: SourcePage[] = loadPages(pagesDir, root, warnings, frontMatter?.valuesOf, keep);
  if (!configFile && isStarlightProject(root)) pages = starlightPages(pages, root, warnings);
  frontMatter?.save();

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
        const nav = await loadNavTree(navFile, root);
        products.push({ id: product.id, name: product.name, logo: product.logo, versions: product.versions, nav, navFile: path.relative(root, navFile) });
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
      }
    }
    if (errors.length) throw new ContentErrors(errors);
  } else {
    const nav = generateNav(pages.map((p) => ({ route: p.route, title: p.frontMatter.title })));
    products = [{ id: 'docs', name: config.title, versions: [], nav, home: '/', navFile: '(generated)' }];
    if (!pages.some((page) => page.route === '/')) pages.unshift(generatedHomePage(root, config.title, nav));
  }
  return { root, contentDir, pagesDir, config, configFile, products, pages, warnings, siteTheme };
}
