import { describe, expect, it } from 'vitest';
import { generateNav, navOrder, pageSummary } from '../../../../cli/nav/generateNav.ts';
import { findActivePage, flattenForPrevNext } from '../../../../templates/shell/navTree.ts';
import { validateNavTree } from '../../../../cli/nav/validateNavTree.ts';

describe('generateNav', () => {
  it('returns an empty tree for no pages', () => {
    expect(generateNav([])).toEqual([]);
  });

  it('lists top-level pages alphabetically by title, the root index first', () => {
    expect(
      generateNav([
        { route: '/zeta/', title: 'Zeta' },
        { route: '/alpha/', title: 'alpha' },
        { route: '/', title: 'Home' },
        { route: '/mid/', title: 'Middle' },
      ]),
    ).toEqual([
      { pathname: '/', title: 'Home' },
      { pathname: '/alpha/', title: 'alpha' },
      { pathname: '/mid/', title: 'Middle' },
      { pathname: '/zeta/', title: 'Zeta' },
    ]);
  });

  it("turns folders into subheader groups titled by their index page, the index page first", () => {
    expect(
      generateNav([
        { route: '/getting-started/usage/', title: 'Usage' },
        { route: '/getting-started/', title: 'Overview' },
        { route: '/getting-started/installation/', title: 'Installation' },
      ]),
    ).toEqual([
      {
        pathname: '/getting-started-group',
        subheader: 'getting-started',
        title: 'Overview',
        children: [
          { pathname: '/getting-started/', title: 'Overview' },
          { pathname: '/getting-started/installation/', title: 'Installation' },
          { pathname: '/getting-started/usage/', title: 'Usage' },
        ],
      },
    ]);
  });

  it('makes a group for a folder without an index page', () => {
    expect(generateNav([{ route: '/api_reference/client/', title: 'Client' }])).toEqual([
      {
        pathname: '/api_reference-group',
        subheader: 'api_reference',
        title: 'Api Reference',
        children: [{ pathname: '/api_reference/client/', title: 'Client' }],
      },
    ]);
  });

  it('puts pages and groups with an order first, lowest first, the rest after them by title', () => {
    const nav = generateNav([
      { route: '/guide/zebra/', title: 'Zebra', order: 1 },
      { route: '/guide/apple/', title: 'Apple' },
      { route: '/guide/mango/', title: 'Mango', order: -2 },
      { route: '/guide/advanced/', title: 'Advanced topics', order: 0 },
      { route: '/guide/advanced/theming/', title: 'Theming' },
      { route: '/guide/', title: 'Guide', order: 99 },
    ]);
    expect(nav[0].children?.map((entry) => entry.title)).toEqual(['Guide', 'Mango', 'Advanced topics', 'Zebra', 'Apple']);
  });

  it('gives only the pages at or below a route, that folder its top level', () => {
    const pages = [
      { route: '/docs/', title: 'Docs' },
      { route: '/docs/guides/', title: 'Guides' },
      { route: '/docs/guides/setup/', title: 'Setup' },
      { route: '/docs/guides/more/deploy/', title: 'Deploy' },
      { route: '/docs/guides-old/', title: 'Old guides' },
    ];
    expect(generateNav(pages, '/docs/guides')).toEqual([
      { pathname: '/docs/guides/', title: 'Guides' },
      { pathname: '/docs/guides/more-group', subheader: 'more', title: 'More', children: [{ pathname: '/docs/guides/more/deploy/', title: 'Deploy' }] },
      { pathname: '/docs/guides/setup/', title: 'Setup' },
    ]);
  });

  it('nests folders and sorts groups among pages by title', () => {
    const nav = generateNav([
      { route: '/guide/advanced/theming/', title: 'Theming' },
      { route: '/guide/basics/', title: 'Basics' },
      { route: '/guide/zzz/', title: 'Afterword' },
      { route: '/guide/', title: 'Guide' },
    ]);
    expect(nav).toEqual([
      {
        pathname: '/guide-group',
        subheader: 'guide',
        title: 'Guide',
        children: [
          { pathname: '/guide/', title: 'Guide' },
          {
            pathname: '/guide/advanced-group',
            subheader: 'advanced',
            title: 'Advanced',
            children: [{ pathname: '/guide/advanced/theming/', title: 'Theming' }],
          },
          { pathname: '/guide/zzz/', title: 'Afterword' },
          { pathname: '/guide/basics/', title: 'Basics' },
        ],
      },
    ]);
  });

  it('orders titles case-insensitively and numerically, then by pathname', () => {
    const nav = generateNav([
      { route: '/b/', title: 'Step 10' },
      { route: '/a/', title: 'step 2' },
      { route: '/d/', title: 'Same' },
      { route: '/c/', title: 'Same' },
    ]);
    expect(nav.map((entry) => entry.pathname)).toEqual(['/c/', '/d/', '/a/', '/b/']);
  });

  it('normalises routes (slashes added, hash and query dropped)', () => {
    expect(generateNav([{ route: 'docs/intro#top', title: 'Intro' }])).toEqual([
      {
        pathname: '/docs-group',
        subheader: 'docs',
        title: 'Docs',
        children: [{ pathname: '/docs/intro/', title: 'Intro' }],
      },
    ]);
  });

  it('produces a tree that validates and that the nav logic can walk', () => {
    const nav = generateNav([
      { route: '/', title: 'Home' },
      { route: '/guide/', title: 'Guide' },
      { route: '/guide/setup/', title: 'Setup' },
      { route: '/guide/deploy/', title: 'Deploy' },
    ]);
    expect(() => validateNavTree(nav, 'generated')).not.toThrow();
    expect(findActivePage(nav, '/guide/setup/').activePageParents.map((p) => p.pathname)).toEqual(['/guide-group']);
    expect(flattenForPrevNext(nav).map((p) => p.pathname)).toEqual(['/', '/guide/', '/guide/deploy/', '/guide/setup/']);
  });
});

describe('pageSummary', () => {
  it("reads a page's place from order, sidebar_position or nav_order, the first that is a number", () => {
    expect(navOrder({ title: 'A', order: 3 })).toBe(3);
    expect(navOrder({ title: 'A', sidebar_position: 2.5 })).toBe(2.5);
    expect(navOrder({ title: 'A', nav_order: 7 })).toBe(7);
    expect(navOrder({ title: 'A', order: 'first', nav_order: 4 })).toBe(4);
    expect(navOrder({ title: 'A' })).toBeUndefined();
  });

  it('gives the route, the title and the place, leaving out a place the page has none of', () => {
    expect(pageSummary({ route: '/a/', frontMatter: { title: 'A', sidebar_position: 1 } })).toEqual({ route: '/a/', title: 'A', order: 1 });
    expect(pageSummary({ route: '/b/', frontMatter: { title: 'B' } })).toEqual({ route: '/b/', title: 'B' });
  });
});
