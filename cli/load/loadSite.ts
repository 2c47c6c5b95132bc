/** Loads a site folder into the site model: config, pages and one navigation tree per product, all checked. */
import type { PageDialect, ProductModel, SiteModel, SourcePage } from '../model.ts';
import { generateNav, pageSummary } from '../nav/generateNav.ts';
import { generatedHomePage } from '../nav/generatedHome.ts';
import { loadConfig } from './loadConfig.ts';
import type { SiteCode } from './siteCode.ts';
import { pagesDirOf } from './contentFiles.ts';
import { GENERATED_NAV_FILE, productNavs } from './productNavs.ts';
import { loadPages, type KeepPage } from './loadPages.ts';
import { isStarlightProject, isToolProject } from './pagesFolder.ts';
import { starlightPages } from './starlightFrontMatter.ts';
import { detectHeadingIdRule } from './headingIdRule.ts';
import { docusaurusDialect, docusaurusNav, docusaurusProjectAt } from './tools/docusaurusSite.ts';
import { pageRulesOf } from './tools/pageDialect.ts';
import type { DocusaurusProject } from './tools/docusaurusProject.ts';
import { vitePressNav } from './tools/vitePressNav.ts';
import { starlightNav } from './tools/starlightNav.ts';
import type { NavPage } from '../../runtime/navTypes.ts';
import { openFrontMatterMemo } from '../cache/frontMatterCache.ts';
import { openBuildCache } from '../cache/buildCache.ts';

/**
 * Loads the config, the pages and each product's navigation tree, every one checked on its own; throws ContentErrors
 * listing every problem found. Whether the trees and the pages agree is checked once generated pages are known. Each
 * page file read is given to `keep` as it is read (see loadPages); pages made after (a generated home page, Starlight's
 * heroes and fallback pages) are not.
 */
export async function loadSite(root: string, keep?: KeepPage): Promise<SiteModel & { code: SiteCode }> {
  const loaded = await loadConfig(root);
  const { code, configFile, contentDir } = loaded;
  const docusaurus = await docusaurusProjectAt(root);
  const pagesDir = docusaurus?.docsDir ?? pagesDirOf(root, configFile);
  const headingIds = loaded.config.headingIds ?? detectHeadingIdRule(root, pagesDir);
  // Resolved here, so the render cache's key (the config) holds the rule a folder's tool implies.
  const config = { ...loaded.config, headingIds, ...(!configFile && docusaurus?.title && { title: docusaurus.title }) };
  const pageDialect = docusaurus ? docusaurusDialect(docusaurus) : plainFolderDialect(root, configFile, headingIds);
  const warnings: string[] = [...code.warnings, ...(docusaurus?.notes ?? [])];
  const store = openBuildCache(root);
  const frontMatter = store && openFrontMatterMemo(store);
  let pages: SourcePage[] = loadPages(pagesDir, root, warnings, frontMatter?.valuesOf, keep, pageRulesOf(pageDialect));
  // A docsgen config with no products beside another tool's project (`init --from`) leaves the pages and nav the tool's.
  const toolNav = !configFile || (!config.products.length && isToolProject(root));
  if (toolNav && isStarlightProject(root)) pages = starlightPages(pages, root, warnings);
  frontMatter?.save();

  let products: ProductModel[];
  if (configFile && !toolNav) {
    products = await productNavs(config.products, { root, contentDir, pagesDir, configFile, pages });
  } else {
    const nav = (await toolSidebar(root, pages, warnings, docusaurus)) ?? generateNav(pages.map(pageSummary));
    products = [{ id: 'docs', name: config.title, versions: [], nav, home: '/', navFile: GENERATED_NAV_FILE, wholeSite: true }];
    if (!pages.some((page) => page.route === '/')) pages.unshift(generatedHomePage(root, config.title, nav));
  }
  return { root, contentDir, pagesDir, config, configFile, products, pages, warnings, code, ...(pageDialect && { pageDialect }) };
}

/** The nav the folder's tool would show (Docusaurus's sidebars, VitePress's or Starlight's sidebar); null for the folder's own. */
async function toolSidebar(root: string, pages: readonly SourcePage[], warnings: string[], docusaurus: DocusaurusProject | null): Promise<NavPage[] | null> {
  if (docusaurus) return docusaurusNav(docusaurus, pages, warnings);
  if (isStarlightProject(root)) return starlightNav(root, pages, warnings);
  return vitePressNav(root, pages, warnings);
}

/**
 * A folder of pages with no config of any tool: a `.md` page that imports modules or uses components is compiled as
 * MDX, as the tool it was most likely written for would. A docsgen site, a VitePress folder (whose components are Vue)
 * and a Starlight project (whose `.md` pages are plain Markdown) keep `.md` pages Markdown.
 */
function plainFolderDialect(root: string, configFile: string | null, headingIds: string): PageDialect | undefined {
  if (configFile || headingIds === 'vitepress' || isStarlightProject(root)) return undefined;
  return { tool: 'markdown', mdPages: 'auto' };
}
