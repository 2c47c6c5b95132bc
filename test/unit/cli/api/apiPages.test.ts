import { describe, expect, it } from 'vitest';
import { apiNavTree, apiPagesFor, apiRoute, apiRouteInPackage, inheritsNote, kebabCase } from '../../../../cli/api/apiPages.ts';
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

describe('apiPagesFor', () => {
  it('gives Material UI components /material-ui/api/<kebab>/ routes and "<Name> API" titles', () => {
    const pages = apiPagesFor('material-ui', packageApi([named('TextField'), named('IconButton')]));
    expect(pages.map(({ route, title }) => ({ route, title }))).toEqual([
      { route: '/material-ui/api/text-field/', title: 'TextField API' },
      { route: '/material-ui/api/icon-button/', title: 'IconButton API' },
    ]);
    expect(pages[0].component.name).toBe('TextField');
  });

  it('uses the product segment for Joy UI and MUI System', () => {
    expect(apiPagesFor('joy-ui', packageApi([named('Sheet')]))[0].route).toBe('/joy-ui/api/sheet/');
    expect(apiPagesFor('system', packageApi([named('Box')]))[0].route).toBe('/system/api/box/');
  });

  it('gives Base UI standalone pages for components and hooks', () => {
    const pages = apiPagesFor('base-ui', packageApi([named('Button')], [useButtonApi]));
    expect(pages.map((page) => page.route)).toEqual(['/base-ui/api/button/', '/base-ui/api/use-button/']);
  });

  it('leaves hooks out of the other products', () => {
    expect(apiPagesFor('material-ui', packageApi([named('Button')], [useButtonApi]))).toHaveLength(1);
  });
});

describe('apiRoute and apiRouteInPackage', () => {
  it('builds the route of a name', () => {
    expect(apiRoute('joy-ui', 'ButtonGroup')).toBe('/joy-ui/api/button-group/');
  });

  it('maps documented packages to their product and others to nothing', () => {
    expect(apiRouteInPackage('@mui/material', 'ButtonBase')).toBe('/material-ui/api/button-base/');
    expect(apiRouteInPackage('react-transition-group', 'Transition')).toBeUndefined();
  });
});

describe('apiNavTree', () => {
  it('groups the pages under /<product>/api, sorted by name, without trailing slashes', () => {
    const pages = apiPagesFor('base-ui', packageApi([named('Tabs'), named('Badge')], [useButtonApi]));
    expect(apiNavTree('base-ui', pages)).toEqual({
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

describe('inheritsNote', () => {
  it('names the inherited component by its page, linked when the site documents its package', () => {
    expect(inheritsNote(buttonApi)).toEqual({ component: 'ButtonBase', href: '/material-ui/api/button-base/' });
    expect(inheritsNote({ ...buttonApi, inherits: { name: 'TransitionProps', packageName: 'react-transition-group' } })).toEqual({ component: 'Transition' });
  });

  it('gives nothing for a component that inherits no props, or a hook', () => {
    expect(inheritsNote({ ...buttonApi, inherits: undefined })).toBeUndefined();
    expect(inheritsNote(useButtonApi)).toBeUndefined();
  });
});
