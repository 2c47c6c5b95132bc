import { describe, expect, it } from 'vitest';
import type { SourcePage } from '../../../../cli/model.ts';
import { packedPageParts, sitePagesOf, unpackedPages, type SitePages } from '../../../../cli/render/sitePages.ts';

function page(route: string, absFile: string, frontMatter: SourcePage['frontMatter'] = { title: route }): SourcePage {
  return { route, file: absFile.slice('/site/'.length), absFile, frontMatter, body: `# ${route}\n`, bodyLine: 4 };
}

const pages = [
  page('/blog/', '/site/blog/index.md'),
  page('/blog/first/', '/site/blog/first.md', { title: 'First', date: '2026-01-02', tags: ['a', 'b'] }),
  page('/guide/', '/site/guide.md'),
  page('/blog/second/', '/site/blog/second.md', { title: 'Second', description: 'Ünïcode and "quotes"' }),
  page('/blog/second-copy/', '/site/blog/second.md'),
];

const kinds: [string, () => SitePages][] = [
  ['held in this thread', () => sitePagesOf(pages)],
  ['packed for a render worker', () => unpackedPages([...packedPageParts(pages)])],
];

describe.each(kinds)('the site pages %s', (_, make) => {
  const site = make();

  it('give the route of a source file, the later page of two that share it, and nothing for another file', () => {
    expect(site.routeOfFile('/site/blog/first.md')).toBe('/blog/first/');
    expect(site.routeOfFile('/site/blog/second.md')).toBe('/blog/second-copy/');
    expect(site.routeOfFile('/site/blog/third.md')).toBeUndefined();
  });

  it('list the pages under a route in the site order, its own page left out, without their bodies read', () => {
    expect(site.under('/blog/').map((p) => [p.route, p.frontMatter])).toEqual([
      ['/blog/first/', { title: 'First', date: '2026-01-02', tags: ['a', 'b'] }],
      ['/blog/second/', { title: 'Second', description: 'Ünïcode and "quotes"' }],
      ['/blog/second-copy/', { title: '/blog/second-copy/' }],
    ]);
    expect(site.under('/nowhere/')).toEqual([]);
  });

  it('find a page by route with its file and the line its body starts on', () => {
    expect(site.byRoute('/guide/')).toMatchObject({ file: 'guide.md', absFile: '/site/guide.md', bodyLine: 4 });
    expect(site.byRoute('/gone/')).toBeUndefined();
  });
});

describe('packed pages', () => {
  it('survive a copy to another thread as plain data', () => {
    const copy = structuredClone([...packedPageParts(pages)]);
    expect(unpackedPages(copy).routeOfFile('/site/guide.md')).toBe('/guide/');
  });

  it('are sent in parts of a few hundred pages, read back as one list', () => {
    const many = Array.from({ length: 600 }, (_, n) => page(`/docs/page-${n}/`, `/site/docs/page-${n}.md`, { title: `Page ${n}`, order: n }));
    const parts = [...packedPageParts(many)];
    expect(parts.map((part) => part.fileHashes.length)).toEqual([256, 256, 88]);
    const site = unpackedPages(structuredClone(parts));
    for (const n of [0, 255, 256, 511, 512, 599]) expect(site.routeOfFile(`/site/docs/page-${n}.md`)).toBe(`/docs/page-${n}/`);
    expect(site.byRoute('/docs/page-300/')).toEqual({ route: '/docs/page-300/', file: 'docs/page-300.md', absFile: '/site/docs/page-300.md', frontMatter: { title: 'Page 300', order: 300 }, bodyLine: 4 });
    expect(site.under('/docs/').map((p) => p.frontMatter.order)).toEqual(many.map((_, n) => n));
  });
});
