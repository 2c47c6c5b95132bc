import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../../cli/build/checkLinks.ts';
import { generatedLinkCollector, internalHrefs, type GeneratedLinkPage } from '../../../../cli/build/generatedLinks.ts';

/** The generated links of `pages`, collected a page at a time as the link check does: each page's own anchors, then the others. */
function generatedLinkSources(pages: readonly GeneratedLinkPage[]) {
  const collector = generatedLinkCollector();
  const ownAnchors = pages.map((page) => collector.add(page)).filter((source) => source !== null);
  return [...ownAnchors, ...collector.sources()];
}

/** A page as the link check sees it: its HTML read for the hrefs it holds. */
const withHrefs = <T extends { mainHtml: string }>(page: T) => ({ ...page, hrefs: internalHrefs(page.mainHtml) });

const apiPage = {
  route: '/joy-ui/api/grid/',
  file: '(API of Grid)',
  mainHtml: '<p>Props of the <a href="/system/api/grid-props/">Grid</a> component.</p><a href="#props">Props</a>',
  links: [],
};
const docsPage = {
  route: '/guide/',
  file: 'content/pages/guide.md',
  mainHtml:
    '<a href="/guide/#setup">authored</a>' +
    '<div class="demo" id="demo-Crumbs"><div class="demo-preview demo-preview-bg" data-island="demo"><nav><a href="#home">Home</a></nav></div><div class="demo-toolbar" role="group"></div></div>' +
    '<div class="demo" id="demo-Bare"><div class="demo-preview" data-island="demo"><a href="#catalogue">Catalogue</a></div></div>' +
    '<div class="site-footer"><a href="/blog/">Blog</a></div>',
  links: [{ href: '/guide/#setup', line: 3, column: 1 }],
};

describe('links the build writes itself', () => {
  it('are checked like authored ones, once per distinct link, leaving out authored links and demo samples', () => {
    const sources = generatedLinkSources([apiPage, docsPage, { ...docsPage, route: '/guide/other/', links: [] }].map(withHrefs));
    expect(sources.map((s) => [s.file, s.links[0].href])).toEqual([
      ['(API of Grid) (written by the page\'s layout)', '/joy-ui/api/grid/#props'],
      ['(API of Grid) (written by the page\'s layout)', '/system/api/grid-props/'],
      ['content/pages/guide.md (written by the page\'s layout, on 2 pages)', '/blog/'],
      ["content/pages/guide.md (written by the page's layout)", '/guide/#setup'],
    ]);
    const ids = new Map([
      ['/joy-ui/api/grid/', new Set(['props'])],
      ['/system/api/grid/', new Set<string>()],
      ['/guide/', new Set(['setup'])],
    ]);
    const errors = checkLinks(sources, ids, new Set());
    expect(errors.map((e) => e.format())).toEqual([
      "(API of Grid) (written by the page's layout): broken link /system/api/grid-props/: no page at /system/api/grid-props/; did you mean /system/api/grid/?",
      "content/pages/guide.md (written by the page's layout, on 2 pages): broken link /blog/: no page at /blog/; did you mean /guide/?",
    ]);
  });
});

describe('hrefs of a page', () => {
  it('leave out quoted hrefs shown in highlighted code, which are text and not links', () => {
    const html =
      '<p><a href="/guide/">Guide</a></p><pre class="language-markup" tabindex="0"><code>&lt;link rel="icon" href="/favicon.ico"></code></pre>' +
      '<pre><code>href="/other/"</code></pre><a href="#after">After</a>';
    expect(internalHrefs(html)).toEqual(['/guide/', '#after']);
  });
});

describe('anchor suggestions', () => {
  it('never propose the rejected anchor, nor an id of the shell', () => {
    const ids = new Map([['/a/', new Set(['main-content', 'app-nav', 'codeblöcke', 'installation'])]]);
    const content = new Map([['/a/', new Set(['codeblöcke', 'installation'])]]);
    const source = { route: '/b/', file: 'b.md', links: [{ href: '/a/#main-contnt', line: 1, column: 1 }, { href: '/a/#codeblocke', line: 2, column: 1 }] };
    const messages = checkLinks([source], ids, new Set(), content).map((e) => e.message);
    expect(messages[0]).toMatch(/no element with id "main-contnt"; did you mean #(codeblöcke|installation)\?$/);
    expect(messages[1]).toMatch(/did you mean #codeblöcke\?$/);
    expect(checkLinks([{ ...source, links: [{ href: '/a/#codebl%C3%B6cke', line: 1, column: 1 }, { href: '/a/#codeblöcke', line: 1, column: 1 }] }], ids, new Set(), content)).toEqual([]);
  });
});

describe("a page's links into itself", () => {
  it('are given back as the page is added, each once and made absolute, and are not kept for the end', () => {
    const collector = generatedLinkCollector('/docs/');
    const page = { route: '/guide/', file: 'guide.md', links: [{ href: '#authored' }], hrefs: ['#setup', '#setup', '#authored', '/docs/other/', '#usage'] };
    expect(collector.add(page)).toEqual({ route: '/guide/', file: "guide.md (written by the page's layout)", links: [{ href: '/guide/#setup' }, { href: '/guide/#usage' }] });
    expect(collector.add({ ...page, route: '/plain/', hrefs: ['/docs/other/'] })).toBeNull();
    expect(collector.sources()).toEqual([{ route: '/guide/', file: "guide.md (written by the page's layout, on 2 pages)", links: [{ href: '/other/' }] }]);
    const errors = checkLinks([collector.add({ ...page, route: '/third/', hrefs: ['#nope'] })!], new Map([['/third/', new Set(['nope-not'])]]), new Set());
    expect(errors.map((e) => e.format())).toEqual([`guide.md (written by the page's layout): broken anchor /third/#nope: /third/ has no element with id "nope"; did you mean #nope-not?`]);
  });
});
