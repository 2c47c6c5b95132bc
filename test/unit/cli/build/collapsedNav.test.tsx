import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyEdits, collapsedNav, NAV_FRAGMENT_PREFIX } from '../../../../cli/build/collapsedNav.ts';
import { documentText } from '../../../../cli/build/documentBytes.ts';
import { navMarker } from '../../../../cli/build/encodedNav.ts';
import type { NavPage } from '../../../../runtime/navTypes.ts';
import { basePrefixer } from '../../../../templates/shell/basePath.ts';
import { cacheControlFor } from '../../../../cli/server/cachePolicy.ts';
import { NavDrawer } from '../../../../templates/shell/NavDrawer.tsx';
import { SiteUrlProvider } from '../../../../templates/shell/SiteUrlContext.tsx';

// Three top-level groups of three pages; the second one holds a nested group of two pages.
const tree: NavPage[] = [
  { pathname: '/start', children: [{ pathname: '/start/install' }, { pathname: '/start/usage' }, { pathname: '/start/faq' }] },
  {
    pathname: '/guides',
    children: [
      { pathname: '/guides/theming' },
      { pathname: '/guides/advanced', children: [{ pathname: '/guides/advanced/ssr' }, { pathname: '/guides/advanced/rtl' }] },
      { pathname: '/guides/testing' },
    ],
  },
  { pathname: '/api', children: [{ pathname: '/api/button' }, { pathname: '/api/card' }, { pathname: '/api/chip' }] },
  { pathname: '/recipes', subheader: 'recipes', children: [{ pathname: '/recipes/forms' }, { pathname: '/recipes/tables' }] },
];

function drawer(base = '/', inParts = true): string {
  return renderToStaticMarkup(
    <SiteUrlProvider value={basePrefixer(base)}>
      <NavDrawer productName="Kit" productHref="/" pages={tree} sideLinks={[]} inParts={inParts} />
    </SiteUrlProvider>,
  );
}

/** The groups of some HTML that are collapsed, by their group and fragment URL. */
function collapsedGroups(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<details data-nav-group="([^"]*)" data-nav-fragment="([^"]*)">/g)].map((m) => [m[1], m[2]]));
}

describe('collapsedNav', () => {
  const html = drawer();

  it('leaves a drawer not rendered in parts whole', () => {
    expect(collapsedNav(drawer('/', false), basePrefixer('/'))).toBeNull();
    expect(drawer('/', false)).toContain('<div class="nav-subheader" role="presentation">recipes</div>');
  });

  it("keeps the page's branch open and collapses every other group to its heading and first link", () => {
    const nav = collapsedNav(html, basePrefixer('/'))!;
    const page = applyEdits(html, nav.pageEdits('/guides/theming/', ['/guides']));
    expect(page).toContain('<details data-nav-group="/guides" open="">');
    expect(page).toContain('class="nav-link app-drawer-active" aria-current="page" href="/guides/theming/"');
    expect(Object.keys(collapsedGroups(page))).toEqual(['/start', '/guides/advanced', '/api', '/recipes']);
    expect(page).toContain('href="/start/install/"');
    expect(page).not.toContain('href="/start/usage/"');
    expect(page).toContain('href="/guides/advanced/ssr/"');
    expect(page).not.toContain('href="/guides/advanced/rtl/"');
    expect(page).toContain('href="/guides/testing/"');
  });

  it("opens every group of a nested page's branch", () => {
    const nav = collapsedNav(html, basePrefixer('/'))!;
    const page = applyEdits(html, nav.pageEdits('/guides/advanced/rtl/', ['/guides', '/guides/advanced']));
    expect(page).toContain('<details data-nav-group="/guides/advanced" open="">');
    expect(page).toContain('aria-current="page" href="/guides/advanced/rtl/"');
    expect(Object.keys(collapsedGroups(page))).toEqual(['/start', '/api', '/recipes']);
  });

  it("writes one content-named fragment per group, holding its entries with nested groups collapsed", () => {
    const nav = collapsedNav(html, basePrefixer('/'))!;
    const page = applyEdits(html, nav.pageEdits('/start/install/', ['/start']));
    const guides = nav.fragments.get(collapsedGroups(page)['/guides'])!;
    expect(nav.fragments.size).toBe(5);
    for (const url of nav.fragments.keys()) {
      expect(url).toMatch(new RegExp(`^${NAV_FRAGMENT_PREFIX}[0-9a-f]{8}\\.html$`));
      // Named by their content, browsers keep them for good.
      expect(cacheControlFor(url.slice(1).split('/'))).toContain('immutable');
    }
    expect(guides.startsWith('<li class="nav-item">')).toBe(true);
    expect(guides).toContain('href="/guides/testing/"');
    expect(guides).not.toContain('href="/guides/advanced/rtl/"');
    const advanced = collapsedGroups(guides)['/guides/advanced'];
    expect(nav.fragments.get(advanced)).toContain('href="/guides/advanced/rtl/"');
    // Built again from the same nav: the same names and contents, so a browser keeps its cached copies.
    expect(collapsedNav(html, basePrefixer('/'))!.fragments).toEqual(nav.fragments);
  });

  it('names fragments with the base path in the page and without it in the file map', () => {
    const based = drawer('/docs/');
    const nav = collapsedNav(based, basePrefixer('/docs/'))!;
    const page = applyEdits(based, nav.pageEdits('/docs/start/install/', ['/start']));
    const url = collapsedGroups(page)['/api'];
    expect(url.startsWith(`/docs${NAV_FRAGMENT_PREFIX}`)).toBe(true);
    expect(nav.fragments.get(url.slice('/docs'.length))).toContain('href="/docs/api/card/"');
  });
});

describe('a section of a drawer in parts', () => {
  it('is a disclosure, open on its own pages and collapsed elsewhere', () => {
    const html = drawer();
    const nav = collapsedNav(html, basePrefixer('/'))!;
    const own = applyEdits(html, nav.pageEdits('/recipes/tables/', ['/recipes']));
    expect(own).toContain('<li class="nav-subheader-group"><details data-nav-group="/recipes" open=""><summary class="nav-group-title nav-subheader">recipes</summary>');
    expect(own).toContain('aria-current="page" href="/recipes/tables/"');
    const other = applyEdits(html, nav.pageEdits('/api/card/', ['/api']));
    expect(collapsedGroups(other)['/recipes']).toMatch(/^\/assets\/nav-/);
    expect(other).toContain('href="/recipes/forms/"');
    expect(other).not.toContain('href="/recipes/tables/"');
  });
});

describe('navMarker with a large nav', () => {
  it('sends each page its own branch, the same bytes for the same place, non-ASCII titles included', () => {
    const html = drawer().replace('>Kit<', '>Kit 指南 🚀<');
    const mark = navMarker(basePrefixer('/'));
    const install = documentText([mark(html, '/start/install/', ['/start'])]);
    const card = documentText([mark(html, '/api/card/', ['/api'])]);
    const nav = collapsedNav(html, basePrefixer('/'))!;
    expect(install).toBe(applyEdits(html, nav.pageEdits('/start/install/', ['/start'])));
    expect(card).toBe(applyEdits(html, nav.pageEdits('/api/card/', ['/api'])));
    expect(install.length).toBeLessThan(html.length);
  });
});
