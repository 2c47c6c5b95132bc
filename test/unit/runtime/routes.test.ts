import { describe, expect, it } from 'vitest';
import {
  NO_PRODUCT,
  PRODUCT_NAMES_BY_CATEGORY,
  PRODUCT_NAMES_BY_ID,
  getProductInfoFromUrl,
  normaliseRoute,
  pathnameToLanguage,
  productName,
  routeToOutputPath,
} from '../../../runtime/routes.ts';

describe('pathnameToLanguage', () => {
  it('treats an unprefixed path as en and keeps it as canonicalAs', () => {
    expect(pathnameToLanguage('/material-ui/react-button/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/material-ui/react-button/',
      canonicalAsServer: '/material-ui/react-button/',
      canonicalPathname: '/material-ui/react-button',
    });
  });

  it('recognises a /zh/ prefix and drops its three characters', () => {
    expect(pathnameToLanguage('/zh/material-ui/react-button/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/material-ui/react-button/',
      canonicalAsServer: '/material-ui/react-button/',
      canonicalPathname: '/material-ui/react-button',
    });
  });

  it('maps /zh/ itself to the root', () => {
    expect(pathnameToLanguage('/zh/')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/', canonicalPathname: '/' });
  });

  it('needs a slash after the language: /zh alone and /zhx/ are en', () => {
    expect(pathnameToLanguage('/zh')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zh' });
    expect(pathnameToLanguage('/zhx/a/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zhx/a/' });
  });

  it('ignores a two-letter prefix that is not a recognised language', () => {
    expect(pathnameToLanguage('/fr/material-ui/')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/fr/material-ui/',
      canonicalPathname: '/fr/material-ui',
    });
  });

  it('does not strip an explicit /en/ prefix (only non-en prefixes are removed)', () => {
    expect(pathnameToLanguage('/en/material-ui/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/en/material-ui/' });
  });

  it('keeps the hash in canonicalAs and drops it from canonicalAsServer and canonicalPathname', () => {
    expect(pathnameToLanguage('/zh/system/getting-started/#install')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/system/getting-started/#install',
      canonicalAsServer: '/system/getting-started/',
      canonicalPathname: '/system/getting-started',
    });
  });

  it('maps a leading /api segment to /api-docs', () => {
    expect(pathnameToLanguage('/api/button/').canonicalPathname).toBe('/api-docs/button');
    expect(pathnameToLanguage('/api').canonicalPathname).toBe('/api-docs');
    expect(pathnameToLanguage('/api/').canonicalPathname).toBe('/api-docs');
    expect(pathnameToLanguage('/zh/api/button/#props').canonicalPathname).toBe('/api-docs/button');
  });

  it('leaves paths whose first segment merely starts with api untouched', () => {
    expect(pathnameToLanguage('/apis-guide/').canonicalPathname).toBe('/apis-guide');
    expect(pathnameToLanguage('/api-docs/button/').canonicalPathname).toBe('/api-docs/button');
  });

  it('leaves a non-leading api segment untouched', () => {
    expect(pathnameToLanguage('/material-ui/api/button/').canonicalPathname).toBe('/material-ui/api/button');
  });

  it('removes exactly one trailing slash, never the root one', () => {
    expect(pathnameToLanguage('/').canonicalPathname).toBe('/');
    expect(pathnameToLanguage('/a//').canonicalPathname).toBe('/a/');
    expect(pathnameToLanguage('/a').canonicalPathname).toBe('/a');
  });
});

describe('getProductInfoFromUrl', () => {
  it.each(['material-ui', 'joy-ui', 'base-ui', 'system'])('puts /%s/ in category core with the folder as id', (folder) => {
    expect(getProductInfoFromUrl(`/${folder}/getting-started/`)).toEqual({
      productCategoryId: 'core',
      productId: folder,
    });
  });

  it('takes the package of an X page from the segment after /x/react-', () => {
    expect(getProductInfoFromUrl('/x/react-data-grid/editing/')).toEqual({
      productCategoryId: 'x',
      productId: 'x-data-grid',
    });
    expect(getProductInfoFromUrl('/x/react-date-pickers/')).toEqual({
      productCategoryId: 'x',
      productId: 'x-date-pickers',
    });
    expect(getProductInfoFromUrl('/x/react-charts')).toEqual({ productCategoryId: 'x', productId: 'x-charts' });
  });

  it("gives an X page without a react- segment the string 'null' as id", () => {
    expect(getProductInfoFromUrl('/x/')).toEqual({ productCategoryId: 'x', productId: 'null' });
    expect(getProductInfoFromUrl('/x/introduction/')).toEqual({ productCategoryId: 'x', productId: 'null' });
    expect(getProductInfoFromUrl('/x/api/data-grid/')).toEqual({ productCategoryId: 'x', productId: 'null' });
    expect(getProductInfoFromUrl('/x/react-/')).toEqual({ productCategoryId: 'x', productId: 'null' });
  });

  it('tells Toolpad Studio from Toolpad Core by the second folder', () => {
    expect(getProductInfoFromUrl('/toolpad/studio/getting-started/')).toEqual({
      productCategoryId: 'toolpad',
      productId: 'toolpad-studio',
    });
    expect(getProductInfoFromUrl('/toolpad/core/react-dashboard-layout/')).toEqual({
      productCategoryId: 'toolpad',
      productId: 'toolpad-core',
    });
    expect(getProductInfoFromUrl('/toolpad/')).toEqual({ productCategoryId: 'toolpad', productId: 'toolpad-core' });
  });

  it("maps docs, versions and production-error to docs, with category 'null'", () => {
    for (const path of ['/docs/', '/versions/', '/versions', '/production-error/?code=1']) {
      expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId: 'null', productId: 'docs' });
    }
  });

  it('maps paths under /experiments/docs/ to docs-infra', () => {
    expect(getProductInfoFromUrl('/experiments/docs/headers/')).toEqual({
      productCategoryId: 'null',
      productId: 'docs-infra',
    });
    expect(getProductInfoFromUrl('/experiments/other/')).toEqual({ productCategoryId: 'null', productId: 'null' });
    expect(getProductInfoFromUrl('/experiments/docsy/')).toEqual({ productCategoryId: 'null', productId: 'null' });
  });

  it("defaults both ids to the string 'null', not null", () => {
    const root = getProductInfoFromUrl('/');
    expect(root).toEqual({ productCategoryId: 'null', productId: 'null' });
    expect(root.productId).not.toBeNull();
    expect(NO_PRODUCT).toBe('null');
    expect(getProductInfoFromUrl('/blog/some-post/')).toEqual({ productCategoryId: 'null', productId: 'null' });
    expect(getProductInfoFromUrl('/material-uix/')).toEqual({ productCategoryId: 'null', productId: 'null' });
  });

  it('works on the canonical server path: /zh/ prefix, hash and query are ignored', () => {
    expect(getProductInfoFromUrl('/zh/x/react-tree-view/#usage')).toEqual({
      productCategoryId: 'x',
      productId: 'x-tree-view',
    });
    expect(getProductInfoFromUrl('/zh/joy-ui/main-features/')).toEqual({ productCategoryId: 'core', productId: 'joy-ui' });
    expect(getProductInfoFromUrl('/x/react-charts?tab=api')).toEqual({ productCategoryId: 'x', productId: 'x-charts' });
    expect(getProductInfoFromUrl('/zh/')).toEqual({ productCategoryId: 'null', productId: 'null' });
  });
});

describe('productName', () => {
  it.each([
    ['material-ui', 'core', 'Material UI'],
    ['joy-ui', 'core', 'Joy UI'],
    ['base-ui', 'core', 'Base UI'],
    ['system', 'core', 'MUI System'],
    ['x-data-grid', 'x', 'MUI X'],
    ['null', 'x', 'MUI X'],
    ['toolpad-studio', 'toolpad', 'Toolpad Studio'],
    ['toolpad-core', 'toolpad', 'Toolpad Core'],
    ['toolpad-other', 'toolpad', 'Toolpad'],
    ['docs-infra', 'null', 'Docs Infra'],
  ])('names %s (category %s) %s', (productId, category, name) => {
    expect(productName(productId, category)).toBe(name);
  });

  it('looks the product id up before the category', () => {
    expect(productName('toolpad-core', 'x')).toBe('Toolpad Core');
  });

  it('returns null when neither the id nor the category has a name', () => {
    expect(productName('docs', 'null')).toBeNull();
    expect(productName('null', 'null')).toBeNull();
  });

  it('exposes the names as tables', () => {
    expect(Object.values(PRODUCT_NAMES_BY_ID).concat(Object.values(PRODUCT_NAMES_BY_CATEGORY)).sort()).toEqual(
      [
        'Base UI',
        'Docs Infra',
        'Joy UI',
        'MUI System',
        'MUI X',
        'Material UI',
        'Toolpad',
        'Toolpad Core',
        'Toolpad Studio',
      ].sort(),
    );
  });
});

describe('normaliseRoute', () => {
  it.each([
    ['/a/b/', '/a/b/'],
    ['/a/b', '/a/b/'],
    ['a/b', '/a/b/'],
    ['', '/'],
    ['/', '/'],
    ['/a/b/#section', '/a/b/'],
    ['/a/b?x=1#s', '/a/b/'],
    ['/a/b#s?x', '/a/b/'],
    ['?x=1', '/'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseRoute(input)).toBe(expected);
  });
});

describe('routeToOutputPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/a/b/', 'a/b/index.html'],
    ['/material-ui/react-button/', 'material-ui/react-button/index.html'],
    ['/a/b', 'a/b/index.html'],
    ['/a/b/#x', 'a/b/index.html'],
  ])('%j → %j', (route, expected) => {
    expect(routeToOutputPath(route)).toBe(expected);
  });

  it('refuses routes that would climb out of their folder', () => {
    expect(() => routeToOutputPath('/../etc/')).toThrow('Route /../etc/ contains a "." or ".." segment');
    expect(() => routeToOutputPath('/a/./b/')).toThrow(/"\." or "\.\." segment/);
  });
});
