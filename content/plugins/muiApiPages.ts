/**
 * The bundled site's API pages: one per component (and, for Base UI, per hook) of each library's package, read from its
 * type declarations, with a nav group listing them. The products and their URL rules are this family's own.
 */
import { loadApiData } from '../../cli/api/apiCache.ts';
import { apiNavTree, apiPagesFor, type ApiProduct } from '../../cli/api/apiPages.ts';
import type { DocsgenPlugin, GeneratedContent } from '../../cli/plugins/plugin.ts';

/** `packages` (the options the config gives it) maps a product id to the installed package whose declarations describe it. */
export default function muiApiPages(packages: Partial<Record<ApiProduct, string>>): DocsgenPlugin {
  return {
    name: 'mui-api-pages',
    async generate({ config, root }) {
      const generated: Required<Pick<GeneratedContent, 'apiPages' | 'nav'>> = { apiPages: [], nav: {} };
      // In the config's product order, so the pages and their nav come out in the same order every build.
      for (const { id } of config.products) {
        const packageName = packages[id as ApiProduct];
        if (!packageName) continue;
        const productPages = apiPagesFor(id as ApiProduct, await loadApiData(packageName, root));
        generated.apiPages.push(...productPages.map((page) => ({ ...page, productId: id })));
        generated.nav[id] = [apiNavTree(id as ApiProduct, productPages)];
      }
      return generated;
    },
  };
}
