/** The `mui:productId` and `mui:productCategoryId` metas every page of the bundled site carries, from its route. */
import type { DocsgenPlugin } from '../../cli/plugins/plugin.ts';
import { getProductInfoFromUrl } from '../../runtime/routes.ts';

const muiHeadMetas: DocsgenPlugin = {
  name: 'mui-head-metas',
  headMetas({ route }) {
    const info = getProductInfoFromUrl(route);
    return { 'mui:productId': info.productId, 'mui:productCategoryId': info.productCategoryId };
  },
};

export default muiHeadMetas;
