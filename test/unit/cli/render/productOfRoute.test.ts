import { describe, expect, it } from 'vitest';
import type { ProductModel } from '../../../../cli/model.ts';
import { productForRoute } from '../../../../cli/render/productOfRoute.ts';

const product = (id: string, wholeSite?: boolean): ProductModel => ({ id, name: id, versions: [], nav: [], navFile: 'nav.ts', ...(wholeSite && { wholeSite }) });

describe('the product of a route', () => {
  it("is the product named by the route's first segment on a configured site", () => {
    const model = { configFile: 'site.config.ts', products: [product('kit'), product('lamp')] };
    expect(productForRoute(model, '/lamp/intro/')?.id).toBe('lamp');
    expect(productForRoute(model, '/guides/warming/')).toBeNull();
  });

  it("is the one whole-site product on every route of another tool's project, config or not", () => {
    const tool = product('docs', true);
    expect(productForRoute({ configFile: 'site.config.ts', products: [tool] }, '/guides/warming/')).toBe(tool);
    expect(productForRoute({ configFile: null, products: [tool] }, '/')).toBe(tool);
  });
});
