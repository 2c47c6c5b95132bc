import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../../cli/errors.ts';
import {
  ancestorsOf,
  findActivePage,
  flattenForPrevNext,
  isExternal,
  navEntriesWithPages,
  navIndex,
  pageToTitle,
  prevNext,
} from '../../../../templates/shell/navTree.ts';
import { validateNavTree } from '../../../../cli/nav/validateNavTree.ts';
import type { NavPage } from '../../../../runtime/navTypes.ts';

const button: NavPage = { pathname: '/material-ui/react-button' };
const checkbox: NavPage = { pathname: '/material-ui/react-checkbox' };
const inputs: NavPage = {
  pathname: '/material-ui/components/inputs',
  subheader: 'inputs',
  children: [button, checkbox],
};
const components: NavPage = { pathname: '/material-ui/react-', title: 'Components', children: [inputs] };
const overview: NavPage = { pathname: '/material-ui/getting-started', title: 'Overview' };
const gettingStarted: NavPage = {
  pathname: '/material-ui/getting-started-group',
  title: 'Getting started',
  children: [overview],
};
const materialTree: NavPage[] = [gettingStarted, components];

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('pageToTitle', () => {
  it('returns null for title: false', () => {
    expect(pageToTitle({ pathname: '/a', title: false })).toBeNull();
    expect(pageToTitle({ pathname: '/a', title: false }, () => 'Translated')).toBeNull();
  });

  it('prefers an explicit title', () => {
    expect(pageToTitle({ pathname: '/material-ui/react-radio-button', title: 'Radio Group' })).toBe('Radio Group');
  });

  it('derives a sentence-case title from the last segment, dropping react- and the extension', () => {
    expect(pageToTitle({ pathname: '/material-ui/react-button-group' })).toBe('Button group');
    expect(pageToTitle({ pathname: '/material-ui/getting-started/example-projects' })).toBe('Example projects');
    expect(pageToTitle({ pathname: '/guides/intro.md' })).toBe('Intro');
    expect(pageToTitle({ pathname: '/material-ui/react-button/' })).toBe('Button');
  });

  it('uses the subheader instead of the pathname when there is one', () => {
    expect(pageToTitle(inputs)).toBe('Inputs');
    expect(pageToTitle({ pathname: '/x', subheader: 'data-display' })).toBe('Data display');
  });

  it('turns /api-docs/ names into PascalCase', () => {
    expect(pageToTitle({ pathname: '/api-docs/button-base' })).toBe('ButtonBase');
    expect(pageToTitle({ pathname: '/api-docs/use-media-query' })).toBe('UseMediaQuery');
  });

  it('turns /api/ names into camelCase for hooks and PascalCase otherwise', () => {
    expect(pageToTitle({ pathname: '/material-ui/api/use-media-query' })).toBe('useMediaQuery');
    expect(pageToTitle({ pathname: '/base-ui/api/use-autocomplete/' })).toBe('useAutocomplete');
    expect(pageToTitle({ pathname: '/material-ui/api/button-base' })).toBe('ButtonBase');
    expect(pageToTitle({ pathname: '/material-ui/api/user-card' })).toBe('UserCard');
  });

  it('treats the API group itself (no /api/ folder around its name) as an ordinary page', () => {
    expect(pageToTitle({ pathname: '/material-ui/api' })).toBe('Api');
  });

  it('ignores a hash or query when deriving a title', () => {
    expect(pageToTitle({ pathname: '/material-ui/react-menu#basic' })).toBe('Menu');
  });

  it('tries the translation of pages.<pathname> first', () => {
    const seen: string[] = [];
    const t = (key: string) => {
      seen.push(key);
      return key === 'pages./material-ui/react-button' ? '按钮' : null;
    };
    expect(pageToTitle({ pathname: '/material-ui/react-button', title: 'Button' }, t)).toBe('按钮');
    expect(pageToTitle({ pathname: '/material-ui/react-checkbox', title: 'Checkbox' }, t)).toBe('Checkbox');
    expect(pageToTitle({ pathname: '/material-ui/react-slider' }, t)).toBe('Slider');
    expect(seen).toEqual([
      'pages./material-ui/react-button',
      'pages./material-ui/react-checkbox',
      'pages./material-ui/react-slider',
    ]);
  });

  it('keys a subheader translation by the subheader', () => {
    const t = (key: string) => (key === 'pages.inputs' ? '输入' : null);
    expect(pageToTitle(inputs, t)).toBe('输入');
  });

  it('falls back when the translation is empty', () => {
    expect(pageToTitle({ pathname: '/a/b', title: 'B' }, () => '')).toBe('B');
  });
});

describe('findActivePage', () => {
  it('finds the entry and its parents, nearest first', () => {
    expect(findActivePage(materialTree, '/material-ui/react-checkbox')).toEqual({
      activePage: checkbox,
      activePageParents: [inputs, components],
    });
  });

  it('matches a route with a trailing slash against a nav pathname without one, and vice versa', () => {
    expect(findActivePage(materialTree, '/material-ui/react-button/').activePage).toBe(button);
    const slashed: NavPage = { pathname: '/guide/intro/' };
    expect(findActivePage([slashed], '/guide/intro').activePage).toBe(slashed);
  });

  it('returns null and no parents for an unknown route', () => {
    expect(findActivePage(materialTree, '/material-ui/react-nothing/')).toEqual({
      activePage: null,
      activePageParents: [],
    });
  });

  it('gives a top-level entry no parents (the virtual root is not listed)', () => {
    expect(findActivePage(materialTree, '/material-ui/getting-started-group/')).toEqual({
      activePage: gettingStarted,
      activePageParents: [],
    });
  });

  it('finds a root entry / without calling it a duplicate of the virtual root', () => {
    const home: NavPage = { pathname: '/' };
    expect(findActivePage([home], '/').activePage).toBe(home);
  });

  it('ignores a hash or query on the looked-up route', () => {
    expect(findActivePage(materialTree, '/material-ui/react-button/#sizes').activePage).toBe(button);
  });

  it('treats /[docsTab] as part of its page', () => {
    expect(findActivePage(materialTree, '/material-ui/react-button/[docsTab]').activePage).toBe(button);
    const tabbed: NavPage = { pathname: '/base-ui/react-tabs/[docsTab]' };
    expect(findActivePage([tabbed], '/base-ui/react-tabs/').activePage).toBe(tabbed);
  });

  it('resolves an API tab route to the component page that owns the tab', () => {
    const badge: NavPage = { pathname: '/base-ui/react-badge' };
    const badgeApi: NavPage = { pathname: '/base-ui/react-badge/components-api/#badge', title: 'Badge' };
    const tree: NavPage[] = [{ pathname: '/base-ui/components', children: [badge] }, badgeApi];
    expect(findActivePage(tree, '/base-ui/react-badge/components-api/').activePage).toBe(badge);
    expect(findActivePage(tree, '/base-ui/react-badge/hooks-api/').activePage).toBe(badge);
  });

  it('throws on a duplicated pathname, with the exact message', () => {
    const tree: NavPage[] = [
      { pathname: '/a', children: [{ pathname: '/a/b' }] },
      { pathname: '/c', children: [{ pathname: '/a/b' }] },
    ];
    expect(() => findActivePage(tree, '/')).toThrow(new Error('Duplicated pathname /a/b in pages'));
  });

  it('detects a duplicate that differs only by a trailing slash', () => {
    expect(() => findActivePage([{ pathname: '/a/b' }, { pathname: '/a/b/' }], '/')).toThrow(
      'Duplicated pathname /a/b/ in pages',
    );
  });

  it('detects a duplicate that differs only by /[docsTab]', () => {
    expect(() => findActivePage([{ pathname: '/a/b' }, { pathname: '/a/b/[docsTab]' }], '/')).toThrow(
      'Duplicated pathname /a/b/[docsTab] in pages',
    );
  });

  it('detects a group pathname repeated by one of its own children', () => {
    expect(() => findActivePage([{ pathname: '/g', children: [{ pathname: '/g' }] }], '/')).toThrow(
      'Duplicated pathname /g in pages',
    );
  });

  it('exempts API pages (components-api, hooks-api) from the duplicate check', () => {
    const tree: NavPage[] = [
      { pathname: '/base-ui/react-badge/components-api/#badge' },
      { pathname: '/base-ui/react-badge/components-api/#badge' },
      { pathname: '/base-ui/react-switch/hooks-api/#use-switch' },
      { pathname: '/base-ui/react-switch/hooks-api/#use-switch' },
    ];
    expect(() => findActivePage(tree, '/')).not.toThrow();
  });

  it('neither checks nor records API pages: an API pathname repeated with a slash is no duplicate', () => {
    const tree: NavPage[] = [{ pathname: '/x/components-api' }, { pathname: '/x/components-api/' }, { pathname: '/x' }];
    expect(findActivePage(tree, '/x/').activePage).toBe(tree[2]);
  });
});

describe('ancestorsOf', () => {
  it('lists the enclosing pathnames outermost first', () => {
    expect(ancestorsOf(materialTree, '/material-ui/react-checkbox/')).toEqual([
      '/material-ui/react-',
      '/material-ui/components/inputs',
    ]);
  });

  it('is empty for a top-level or unknown route', () => {
    expect(ancestorsOf(materialTree, '/material-ui/getting-started-group')).toEqual([]);
    expect(ancestorsOf(materialTree, '/nowhere/')).toEqual([]);
  });
});

describe('isExternal', () => {
  it.each([
    ['https://mui.com/store/', true],
    ['http://example.com', true],
    ['//cdn.example.com/x', true],
    ['mailto:team@example.com', true],
    ['/material-ui/react-button', false],
    ['/http-guide/', false],
    ['/mui-x', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isExternal(pathname)).toBe(expected);
  });
});

describe('validateNavTree', () => {
  const file = 'content/nav/material-ui.ts';

  it('accepts a well-formed tree', () => {
    expect(() => validateNavTree(materialTree, file)).not.toThrow();
  });

  it('rejects a tree that is not an array', () => {
    const error = thrown(() => validateNavTree({ pathname: '/a' }, file));
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).file).toBe(file);
    expect((error as ContentError).message).toMatch(/must be an array/);
  });

  it('throws a ContentError naming the file for a duplicate, with the exact message', () => {
    const error = thrown(() => validateNavTree([{ pathname: '/a' }, { pathname: '/b', children: [{ pathname: '/a' }] }], file));
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ file, message: 'Duplicated pathname /a in pages' });
  });

  it('exempts API pages from the duplicate check', () => {
    const tree = [
      { pathname: '/base-ui/react-badge/components-api/#badge' },
      { pathname: '/base-ui/react-badge/components-api/#badge' },
    ];
    expect(() => validateNavTree(tree, file)).not.toThrow();
  });

  it('names the index path of an entry without a pathname', () => {
    const tree = [
      { pathname: '/a' },
      { pathname: '/b' },
      { pathname: '/c', children: [{ pathname: '/c/1' }, { pathname: '/c/2' }, {}, { pathname: '/c/4' }] },
    ];
    const error = thrown(() => validateNavTree(tree, file)) as ContentError;
    expect(error).toBeInstanceOf(ContentError);
    expect(error.file).toBe(file);
    expect(error.message).toContain('entry [2].children[2] has no pathname');
  });

  it('rejects an empty or non-string pathname', () => {
    expect(() => validateNavTree([{ pathname: '' }], file)).toThrow('entry [0] has no pathname');
    expect(() => validateNavTree([{ pathname: 3 }], file)).toThrow('entry [0] has no pathname');
  });

  it('names the index path of an entry with a non-string title', () => {
    const tree = [{ pathname: '/a', children: [{ pathname: '/a/b', title: 42 }] }];
    const error = thrown(() => validateNavTree(tree, file)) as ContentError;
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toContain('entry [0].children[0] (/a/b) has a title of type number');
  });

  it('accepts title: false and string titles', () => {
    expect(() => validateNavTree([{ pathname: '/a', title: false }, { pathname: '/b', title: 'B' }], file)).not.toThrow();
  });

  it('rejects entries that are not objects and children that are not arrays', () => {
    expect(() => validateNavTree(['/a'], file)).toThrow('entry [0] is not an object');
    expect(() => validateNavTree([null], file)).toThrow('entry [0] is not an object');
    expect(() => validateNavTree([{ pathname: '/a', children: { pathname: '/b' } }], file)).toThrow(
      'entry [0] (/a) has children that are not an array of entries',
    );
  });

  it('accepts autogenerated entries where a page or a group may stand, and leaves them out of the duplicate check', () => {
    const tree = [{ autogenerate: 'guides' }, { pathname: '/a', children: [{ autogenerate: 'a' }, { pathname: '/a/b' }] }, { autogenerate: 'guides' }];
    expect(() => validateNavTree(tree, file)).not.toThrow();
  });

  it('rejects an autogenerated entry whose folder is not a string, or that has other keys', () => {
    expect(() => validateNavTree([{ autogenerate: true }], file)).toThrow('entry [0] has an autogenerate of type boolean');
    expect(() => validateNavTree([{ pathname: '/a', children: [{ autogenerate: 'a', title: 'A' }] }], file)).toThrow(
      'entry [0].children[0] (autogenerate "a") also has title: an autogenerate entry stands for pages only; to title them, put it in a group',
    );
  });

  it('checks shapes before duplicates, so a malformed entry is reported first', () => {
    expect(() => validateNavTree([{ pathname: '/a' }, { pathname: '/a' }, { title: 'x' }], file)).toThrow(
      'entry [2] has no pathname',
    );
  });
});

describe('flattenForPrevNext', () => {
  it('walks depth-first and keeps only leaves', () => {
    expect(flattenForPrevNext(materialTree)).toEqual([overview, button, checkbox]);
  });

  it('replaces a single-child entry by its child, even when that child is itself a group', () => {
    const leaf: NavPage = { pathname: '/deep/leaf' };
    const sibling: NavPage = { pathname: '/deep/sibling' };
    const tree: NavPage[] = [{ pathname: '/outer', children: [{ pathname: '/inner', children: [leaf, sibling] }] }];
    expect(flattenForPrevNext(tree)).toEqual([leaf, sibling]);
  });

  it('drops entries with inSideNav: false, with their children', () => {
    const kept: NavPage = { pathname: '/kept' };
    const tree: NavPage[] = [
      { pathname: '/hidden', inSideNav: false },
      kept,
      { pathname: '/hidden-group', inSideNav: false, children: [{ pathname: '/h1' }, { pathname: '/h2' }] },
    ];
    expect(flattenForPrevNext(tree)).toEqual([kept]);
  });

  it('drops external pages', () => {
    const kept: NavPage = { pathname: '/kept' };
    expect(flattenForPrevNext([{ pathname: 'https://mui.com/store/', title: 'Templates' }, kept])).toEqual([kept]);
  });

  it('drops untitled (title: false) leaves', () => {
    const kept: NavPage = { pathname: '/kept' };
    expect(flattenForPrevNext([{ pathname: '/untitled', title: false }, kept])).toEqual([kept]);
  });

  it('treats an empty children list as a leaf', () => {
    const empty: NavPage = { pathname: '/empty', children: [] };
    expect(flattenForPrevNext([empty])).toEqual([empty]);
  });
});

describe('navIndex', () => {
  const tabbed: NavPage = { pathname: '/base-ui/react-badge/[docsTab]', title: 'Badge' };
  const tree: NavPage[] = [...materialTree, { pathname: '/base-ui', title: 'Base', children: [tabbed, { pathname: '/base-ui/react-button/' }] }];
  const routes = [
    '/material-ui/react-button/',
    '/material-ui/react-checkbox',
    '/material-ui/getting-started/',
    '/material-ui/getting-started-group/',
    '/base-ui/react-badge/',
    '/base-ui/react-badge/components-api/',
    '/base-ui/react-button',
    '/nowhere/',
  ];

  it('answers as ancestorsOf and prevNext over the flattened tree do, for every route', () => {
    const index = navIndex(tree);
    for (const route of routes) {
      expect(index.ancestors(route)).toEqual(ancestorsOf(tree, route));
      expect(index.prevNext(route)).toEqual(prevNext(flattenForPrevNext(tree), route));
    }
  });

  it('answers the same whichever of its two questions is asked first', () => {
    const prevNextFirst = navIndex(tree);
    const ancestorsFirst = navIndex(tree);
    expect(prevNextFirst.prevNext('/base-ui/react-button')).toEqual(ancestorsFirst.prevNext('/base-ui/react-button'));
    expect(ancestorsFirst.ancestors('/base-ui/react-badge/')).toEqual(['/base-ui']);
    expect(prevNextFirst.ancestors('/base-ui/react-badge/')).toEqual(['/base-ui']);
    expect(ancestorsFirst.prevNext('/base-ui/react-badge/')).toEqual({
      prev: { pathname: '/material-ui/react-checkbox', title: 'Checkbox' },
      next: { pathname: '/base-ui/react-button/', title: 'Button' },
    });
  });
});

describe('prevNext', () => {
  const flat = flattenForPrevNext(materialTree);

  it('gives the neighbours of a page in the middle, with titles', () => {
    expect(prevNext(flat, '/material-ui/react-button/')).toEqual({
      prev: { pathname: '/material-ui/getting-started', title: 'Overview' },
      next: { pathname: '/material-ui/react-checkbox', title: 'Checkbox' },
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(prevNext(flat, '/material-ui/getting-started/')).toStrictEqual({
      next: { pathname: '/material-ui/react-button', title: 'Button' },
    });
    expect(prevNext(flat, '/material-ui/react-checkbox')).toStrictEqual({
      prev: { pathname: '/material-ui/react-button', title: 'Button' },
    });
  });

  it('is empty for a route that is not in the sequence', () => {
    expect(prevNext(flat, '/material-ui/getting-started-group/')).toEqual({});
    expect(prevNext(flat, '/nowhere/')).toStrictEqual({});
    expect(prevNext([], '/')).toEqual({});
  });

  it('translates titles when given a translation function', () => {
    const t = (key: string) => (key === 'pages./material-ui/react-checkbox' ? '复选框' : null);
    expect(prevNext(flat, '/material-ui/react-button/', t).next).toEqual({
      pathname: '/material-ui/react-checkbox',
      title: '复选框',
    });
  });

  it('places an API tab route at its component page', () => {
    expect(prevNext(flat, '/material-ui/react-button/components-api/').next?.pathname).toBe('/material-ui/react-checkbox');
  });
});

describe('navEntriesWithPages', () => {
  it('lists every internal entry with its route, where it is, and whether it has children', () => {
    const tree: NavPage[] = [
      { pathname: '/a-group', children: [{ pathname: '/a' }, { pathname: 'https://example.com/a' }] },
      { pathname: '/base-ui/react-badge/components-api/#badge' },
      { pathname: 'https://store.example.com', title: 'Templates' },
      { pathname: '/empty', children: [] },
    ];
    expect(navEntriesWithPages(tree)).toEqual([
      { pathname: '/a-group', route: '/a-group/', where: 'entry [0]', hasChildren: true },
      { pathname: '/a', route: '/a/', where: 'entry [0].children[0]', hasChildren: false },
      {
        pathname: '/base-ui/react-badge/components-api/#badge',
        route: '/base-ui/react-badge/components-api/',
        where: 'entry [1]',
        hasChildren: false,
      },
      { pathname: '/empty', route: '/empty/', where: 'entry [3]', hasChildren: false },
    ]);
  });
});
