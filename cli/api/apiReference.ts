/**
 * The API reference the config's `api` key asks for, as the built-in plugin that makes it: for each package, its
 * components and hooks read from its declarations (or a source entry), one page each under the package's product, and
 * an "API" group in that product's nav. Plugins' `apiConventions` name what the declarations do not (class names,
 * theme keys).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiConfig, ApiPackageConfig, SiteConfig } from '../../runtime/config.ts';
import { ContentError } from '../errors.ts';
import { exportedKeyLocator } from '../load/configPositions.ts';
import type { DocsgenPlugin, GeneratedContent } from '../plugins/plugin.ts';
import { loadApiData, loadEntryApiData } from './apiCache.ts';
import { combinedConventions, withConventionalClassNames, type ApiConventions } from './apiConventions.ts';
import { apiNavTree, apiPagesOf, type DocumentedPackage } from './apiPages.ts';

export const API_REFERENCE_PLUGIN = 'docsgen-api-reference';
const DEFAULT_NAV_TITLE = 'API';

interface ApiPackageOptions {
  name: string;
  entry?: string;
  product?: string;
  hooks: boolean;
  sourceUrl?: string;
}

function packageOptions(entry: ApiPackageConfig): ApiPackageOptions {
  return typeof entry === 'string' ? { name: entry, hooks: true } : { ...entry, hooks: entry.hooks ?? true };
}

/** The built-in plugin for `api`, with the conventions the site's other plugins give. */
export function apiReferencePlugin(api: ApiConfig, plugins: readonly DocsgenPlugin[], configFile: string | null): DocsgenPlugin {
  const conventions = combinedConventions(plugins.flatMap((plugin) => (plugin.apiConventions ? [plugin.apiConventions] : [])));
  return {
    name: API_REFERENCE_PLUGIN,
    async generate({ config, root }) {
      const packages = api.packages.map(packageOptions);
      const problem = configProblem(configFile, root);
      const documented: DocumentedPackage[] = [];
      for (const [index, options] of packages.entries()) {
        const productId = productOf(config, options, (message) => problem(['api', 'packages', index], message));
        const extracted = options.entry
          ? await loadEntryApiData(options.name, entryFile(root, options.entry, (message) => problem(['api', 'packages', index, 'entry'], message)), root)
          : await loadApiData(options.name, root);
        const product = config.products.find((candidate) => candidate.id === productId);
        const sourceUrl = options.sourceUrl ?? product?.apiSourceUrl;
        documented.push({ api: withConventionalClassNames(extracted, conventions), productId, hooks: options.hooks, ...(sourceUrl ? { sourceUrl } : {}) });
      }
      return apiContent(documented, conventions, api.navTitle ?? DEFAULT_NAV_TITLE);
    },
  };
}

/** The pages, and one nav group per product in the order its packages come. */
function apiContent(documented: readonly DocumentedPackage[], conventions: ApiConventions, navTitle: string): GeneratedContent {
  const apiPages = apiPagesOf(documented, conventions);
  const nav: Record<string, ReturnType<typeof apiNavTree>[]> = {};
  for (const productId of new Set(documented.map((entry) => entry.productId))) {
    if (productId === null) continue;
    nav[productId] = [apiNavTree(productId, navTitle, apiPages.filter((page) => page.productId === productId))];
  }
  return { apiPages, nav };
}

/** The product a package's pages go under: the one it names, else the site's first, else none. */
function productOf(config: SiteConfig, options: ApiPackageOptions, fail: (message: string) => never): string | null {
  if (options.product === undefined) return config.products[0]?.id ?? null;
  if (config.products.some((product) => product.id === options.product)) return options.product;
  const known = config.products.map((product) => `"${product.id}"`).join(', ') || 'none';
  return fail(`api package "${options.name}" names product "${options.product}", which the config does not have (products: ${known})`);
}

function entryFile(root: string, entry: string, fail: (message: string) => never): string {
  const file = path.resolve(root, entry);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) fail(`api entry ${entry} is not a file (read from ${root})`);
  if (!/\.[cm]?tsx?$/.test(file)) fail(`api entry ${entry} must be a TypeScript file (.ts or .tsx): its types are what the pages document`);
  return file;
}

/** Throws a ContentError at the config key `keyPath`, placed at its line when the config file is found. */
function configProblem(configFile: string | null, root: string) {
  const rel = configFile ? path.relative(root, configFile) : 'site.config.ts';
  const locate = configFile && fs.existsSync(configFile) ? exportedKeyLocator(fs.readFileSync(configFile, 'utf8')) : undefined;
  return (keyPath: (string | number)[], message: string): never => {
    throw new ContentError(rel, message, locate?.(keyPath));
  };
}
