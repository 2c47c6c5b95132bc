import { describe, expect, it } from 'vitest';
import { documentText } from '../../../../cli/build/documentBytes.ts';
import { elementIds } from '../../../../cli/build/checkLinks.ts';
import { navMarker } from '../../../../cli/build/encodedNav.ts';
import { basePrefixer } from '../../../../templates/shell/basePath.ts';

const nav = (title: string) =>
  `<nav id="app-nav"><details data-nav-group="/a/">` +
  `<summary>${title}</summary><ul><li><a class="nav-link" href="/a/one/">One</a></li><li><a class="nav-link" href="/a/two/">Two — ${title}</a></li></ul>` +
  `</details><details data-nav-group="/b/"><a class="nav-link" href="/b/three/">Three</a></details></nav>`;

describe('navMarker', () => {
  it('marks the current link and opens its groups, the rest of the nav as it was', () => {
    const marked = navMarker(basePrefixer('/'))(nav('Guides'), '/a/two/', ['/a/']);
    expect(documentText([marked])).toBe(
      nav('Guides')
        .replace('<details data-nav-group="/a/">', '<details data-nav-group="/a/" open="">')
        .replace('class="nav-link" href="/a/two/"', 'class="nav-link app-drawer-active" aria-current="page" href="/a/two/"'),
    );
  });

  it('finds its places by character and cuts by byte when the nav is not ASCII', () => {
    const html = nav('Guías 指南 🚀');
    const marked = navMarker(basePrefixer('/'))(html, '/b/three/', ['/b/']);
    expect(documentText([marked])).toBe(
      html
        .replace('<details data-nav-group="/b/">', '<details data-nav-group="/b/" open="">')
        .replace('class="nav-link" href="/b/three/"', 'class="nav-link app-drawer-active" aria-current="page" href="/b/three/"'),
    );
  });

  it('marks the link of a nav rendered under a base path by its based address', () => {
    const based = nav('Guides').replaceAll('href="/', 'href="/docs/');
    const text = documentText([navMarker(basePrefixer('/docs/'))(based, '/a/one/', [])]);
    expect(text).toContain('class="nav-link app-drawer-active" aria-current="page" href="/docs/a/one/"');
    expect(text).toContain('href="/docs/a/two/"');
  });

  it("carries the nav's element ids for the link check", () => {
    expect([...elementIds(['<main id="main-content">', navMarker(basePrefixer('/'))(nav('Guides'), '/a/one/', [])])]).toEqual(['main-content', 'app-nav']);
  });
});
