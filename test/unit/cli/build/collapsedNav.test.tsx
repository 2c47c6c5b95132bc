import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyEdits, collapsedNav, collapseThreshold, navLinkCount, NAV_FRAGMENT_PREFIX } from '../../../../cli/build/collapsedNav.ts';
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
];

function drawer(base = '/'): string {
  return renderToStaticMarkup(
    <SiteUrlProvider value={basePrefixer(base)}>
      <NavDrawer productName="Kit" productHref="/" pages={tree} sideLinks={[]} />
    </SiteUrlProvider>,
  );
}

/** The groups of some HTML that are collapsed, by their group and fragment URL. */
function collapsedGroups(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<details data-nav-group="([^"]*)" data-nav-fragment="([^"]*)">/g)].map((m) => [m[1], m[2]]));
}

describe('collapsedNav', () => {
  const html = drawer();

  it('counts the links of a drawer and leaves a nav at or under the threshold whole', () => {
    expect(navLinkCount(html)).toBe(10);
    expect(collapsedNav(html, basePrefixer('/'), 10)).toBeNull();
    expect(collapsedNav(html, basePrefixer('/'), 9)).not.toBeNull();
  });

  it('takes the threshold from the site config: a number, false for never, the default otherwise', () => {
    expect(collapseThreshold({ navCollapseAbove: 3 })).toBe(3);
    expect(collapseThreshold({ navCollapseAbove: false })).toBe(Infinity);
    expect(collapseThreshold({})).toBe(500);
  });

  it("keeps the page's branch open and collapses every other group to its heading and first link", () => {
    const nav = collapsedNav(html, basePrefixer('/'), 0)!;
    const page = applyEdits(html, nav.pageEdits('/guides/theming/', ['/guides']));
    expect(page).toContain('<details data-nav-group="/guides" open="">');
    expect(page).toContain('class="nav-link app-drawer-active" aria-current="page" href="/guides/theming/"');
    expect(Object.keys(collapsedGroups(page))).toEqual(['/start', '/guides/advanced', '/api']);
    expect(page).toContain('href="/start/install/"');
    expect(page).not.toContain('href="/start/usage/"');
    expect(page).toContain('href="/guides/advanced/ssr/"');
    expect(page).not.toContain('href="/guides/advanced/rtl/"');
    expect(page).toContain('href="/guides/testing/"');
  });

  it("opens every group of a nested page's branch", () => {
    const nav = collapsedNav(html, basePrefixer('/'), 0)!;
    const page = applyEdits(html, nav.pageEdits('/guides/advanced/rtl/', ['/guides', '/guides/advanced']));
    expect(page).toContain('<details data-nav-group="/guides/advanced" open="">');
    expect(page).toContain('aria-current="page" href="/guides/advanced/rtl/"');
    expect(Object.keys(collapsedGroups(page))).toEqual(['/start', '/api']);
  });

  it("writes one content-named fragment per group, holding its entries with nested groups collapsed", () => {
    const nav = collapsedNav(html, basePrefixer('/'), 0)!;
    const page = applyEdits(html, nav.pageEdits('/start/install/', ['/start']));
    const guides = nav.fragments.get(collapsedGroups(page)['/guides'])!;
    expect(nav.fragments.size).toBe(4);
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
    expect(collapsedNav(html, basePrefixer('/'), 0)!.fragments).toEqual(nav.fragments);
  });

  it('names fragments with the base path in the page and without it in the file map', () => {
    const based = drawer('/docs/');
    const nav = collapsedNav(based, basePrefixer('/docs/'), 0)!;
    const page = applyEdits(based, nav.pageEdits('/docs/start/install/', ['/start']));
    const url = collapsedGroups(page)['/api'];
    expect(url.startsWith(`/docs${NAV_FRAGMENT_PREFIX}`)).toBe(true);
    expect(nav.fragments.get(url.slice('/docs'.length))).toContain('href="/docs/api/card/"');
  });
});

describe('navMarker with a large nav', () => {
  it('sends each page its own branch, the same bytes for the same place, non-ASCII titles included', () => {
    const html = drawer().replace('>Kit<', '>Kit 指南 🚀<');
    const mark = navMarker(basePrefixer('/'), 5);
    const install = documentText([mark(html, '/start/install/', ['/start'])]);
    const card = documentText([mark(html, '/api/card/', ['/api'])]);
    const nav = collapsedNav(html, basePrefixer('/'), 5)!;
    expect(install).toBe(applyEdits(html, nav.pageEdits('/start/install/', ['/start'])));
    expect(card).toBe(applyEdits(html, nav.pageEdits('/api/card/', ['/api'])));
    expect(install.length).toBeLessThan(html.length);
  });
});
