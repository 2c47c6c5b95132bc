import { describe, expect, it } from 'vitest';
import { apiNavTree, apiPagesOf, apiRoute, importSubpath, kebabCase, sourceHref, type DocumentedPackage } from '../../../../cli/api/apiPages.ts';
import type { PackageApi } from '../../../../cli/api/types.ts';
import { buttonApi, packageApi, useButtonApi } from '../../api/fixtures.ts';

const named = (name: string) => ({ ...buttonApi, name });

describe('kebabCase', () => {
  it.each([
    ['Button', 'button'],
    ['TextField', 'text-field'],
    ['IconButton', 'icon-button'],
    ['CssBaseline', 'css-baseline'],
    ['CSSBaseline', 'css-baseline'],
    ['Grid2', 'grid-2'],
    ['useButton', 'use-button'],
    ['unstable_useModal', 'unstable-use-modal'],
    ['Unstable_NumberInput', 'unstable-number-input'],
  ])('%s → %s', (name, kebab) => {
    expect(kebabCase(name)).toBe(kebab);
  });
});

const documented = (api: PackageApi, productId: string | null, extra: Partial<DocumentedPackage> = {}): DocumentedPackage => ({ api, productId, hooks: true, ...extra });

describe('apiPagesOf', () => {
  it('gives a product\'s components /<product>/api/<kebab>/ routes and "<Name> API" titles', () => {
    const pages = apiPagesOf([documented(packageApi([named('TextField'), named('IconButton')]), 'material-ui')], {});
    expect(pages.map(({ route, title, productId }) => ({ route, title, productId }))).toEqual([
      { route: '/material-ui/api/text-field/', title: 'TextField API', productId: 'material-ui' },
      { route: '/material-ui/api/icon-button/', title: 'IconButton API', productId: 'material-ui' },
    ]);
    expect(pages[0].component.name).toBe('TextField');
  });

  it('puts the pages of a site without products under /api/', () => {
    expect(apiPagesOf([documented(packageApi([named('Sheet')]), null)], {})[0].route).toBe('/api/sheet/');
  });

  it('gives hooks standalone pages after the components, unless the package leaves hooks out', () => {
    const api = packageApi([named('Button')], [useButtonApi]);
    expect(apiPagesOf([documented(api, 'base-ui')], {}).map((page) => page.route)).toEqual(['/base-ui/api/button/', '/base-ui/api/use-button/']);
    expect(apiPagesOf([documented(api, 'material-ui', { hooks: false })], {})).toHaveLength(1);
  });

  it('links the inherited component to its page when the site has one, and names it otherwise', () => {
    const base = { ...buttonApi, name: 'ButtonBase', inherits: undefined };
    const transition = { ...buttonApi, name: 'Fade', inherits: { name: 'TransitionProps', packageName: 'react-transition-group' } };
    const pages = apiPagesOf([documented(packageApi([buttonApi, base, transition]), 'material-ui')], {});
    expect(pages.map((page) => page.inherits)).toEqual([{ component: 'ButtonBase', href: '/material-ui/api/button-base/' }, undefined, { component: 'Transition' }]);
    expect(apiPagesOf([documented(packageApi([], [useButtonApi]), 'base-ui')], {})[0].inherits).toBeUndefined();
  });

  it('asks the conventions for the theme key and fills the source link pattern', () => {
    const pages = apiPagesOf([documented(packageApi([buttonApi]), 'material-ui', { sourceUrl: 'https://example.com/src/{path}' })], {
      themeDefaultPropsName: (component) => `Mui${component.name}`,
    });
    expect(pages[0]).toMatchObject({ themeDefaultPropsName: 'MuiButton', sourceHref: 'https://example.com/src/Button' });
  });
});

describe('sourceHref and importSubpath', () => {
  const fancy = { ...buttonApi, packageName: 'my-ui', imports: ["import { Fancy } from 'my-ui';"], sourceFile: 'src/Fancy.tsx' };

  it('fills {file} with the declaring file and {path} with the import subpath', () => {
    expect(sourceHref('https://example.com/blob/main/{file}', fancy)).toBe('https://example.com/blob/main/src/Fancy.tsx');
    expect(importSubpath(buttonApi)).toBe('Button');
  });

  it('gives no link when the pattern needs what the record lacks', () => {
    expect(importSubpath(fancy)).toBeUndefined();
    expect(sourceHref('https://example.com/{path}', fancy)).toBeUndefined();
  });
});

describe('apiRoute', () => {
  it('builds the route of a name', () => {
    expect(apiRoute('joy-ui', 'ButtonGroup')).toBe('/joy-ui/api/button-group/');
    expect(apiRoute(null, 'useToggle')).toBe('/api/use-toggle/');
  });
});

describe('apiNavTree', () => {
  it('groups the pages under /<product>/api, sorted by name, without trailing slashes', () => {
    const pages = apiPagesOf([documented(packageApi([named('Tabs'), named('Badge')], [useButtonApi]), 'base-ui')], {});
    expect(apiNavTree('base-ui', 'Component API', pages)).toEqual({
      pathname: '/base-ui/api',
      title: 'Component API',
      icon: 'CodeIcon',
      children: [
        { pathname: '/base-ui/api/badge', title: 'Badge' },
        { pathname: '/base-ui/api/tabs', title: 'Tabs' },
        { pathname: '/base-ui/api/use-button', title: 'useButton' },
      ],
    });
  });
});
