import { describe, expect, it } from 'vitest';
import { createBodySpill, createFactsSpill, createRouteSpill, holdsHtml } from '../../../../cli/build/spilledPages.ts';
import { contentIdsOf, pageFacts } from '../../../../cli/build/pageFacts.ts';
import path from 'node:path';
import { plainPage, type SourcePage } from '../../../../cli/model.ts';
import { renderedRoute } from '../../../../cli/render/renderedRoute.ts';

function page(route: string, mainHtml: string, links = [{ href: `${route}#top`, line: 3, column: 7 }]) {
  return renderedRoute({ route, file: `${route}index.md`, title: route, titleSuffix: null, mainHtml, shell: null, styles: new Map(), productId: null, links });
}

describe('createRouteSpill', () => {
  it('gives records that let go of each page’s HTML and links and give them back, in any order and as often as asked', () => {
    const spill = createRouteSpill();
    const texts = ['<p>first</p>', '<p>Größe — 日本語 ✓</p>'.repeat(500), '', '<main>third</main>'];
    const rendered = texts.map((html, i) => page(`/p${i}/`, html));
    const pages = rendered.map((p) => {
      expect(holdsHtml(p)).toBe(true);
      return spill(p);
    });
    for (const p of pages) expect(holdsHtml(p)).toBe(false);
    for (const i of [3, 1, 1, 0, 2, 1]) expect(pages[i].mainHtml).toBe(texts[i]);
    for (const i of [2, 0, 3, 1]) expect(pages[i].links).toEqual(rendered[i].links);
    // The rest of the record is as it was, read back field by field.
    const { mainHtml: _html, links: _links, ...record } = rendered[1];
    expect(Object.fromEntries(Object.keys(record).map((field) => [field, pages[1][field as keyof typeof record]]))).toEqual(record);
  });

  it('holds nothing of a page but its route: the rest of its record, styles and warnings included, is read back when asked for', () => {
    const spill = createRouteSpill();
    const styles = new Map([['css-1a2b', '.css-1a2b{color:red;}'], ['css-3c4d', '.css-3c4d{margin:0;}']]);
    const rendered = renderedRoute({
      route: '/guide/',
      file: 'guide.md',
      title: 'Guide',
      titleSuffix: 'Docs',
      description: 'How to — ünïcödé',
      mainHtml: '<p>guide</p>',
      shell: { productId: 'docs' },
      styles,
      productId: 'docs',
      warnings: ['guide.md: a warning'],
      sourceFiles: ['/site/snippet.ts'],
    });
    const page = spill(rendered);
    // A copy by spreading has the route alone: the page object holds no other field.
    expect({ ...page }).toEqual({ route: '/guide/' });
    expect(page.styles).toEqual(styles);
    expect([page.title, page.documentTitle, page.description, page.language]).toEqual(['Guide', 'Guide - Docs', 'How to — ünïcödé', rendered.language]);
    expect([page.shell, page.productId, page.warnings, page.sourceFiles, page.brokenLinks]).toEqual([{ productId: 'docs' }, 'docs', ['guide.md: a warning'], ['/site/snippet.ts'], undefined]);
    expect(page.mainHtml).toBe('<p>guide</p>');
  });

  it('keeps a page without links and one with many apart', () => {
    const spill = createRouteSpill();
    const many = Array.from({ length: 400 }, (_, i) => ({ href: `/guide/page-${i}/#section-${i}`, line: i + 1, column: 3 }));
    const [none, lots] = [spill(page('/a/', '<p>a</p>', [])), spill(page('/b/', '<p>b</p>', many))];
    expect(none.links).toEqual([]);
    expect(lots.links).toEqual(many);
    expect(none.mainHtml).toBe('<p>a</p>');
  });
});

describe('createFactsSpill', () => {
  it('gives facts that give back each page’s element ids, internal links and the facts the style plan and its document read, holding none', () => {
    const spill = createFactsSpill();
    const htmls = ['<h2 id="intro">Intro</h2><a href="/other/#usage">Usage</a><a href="#intro">Up</a>', '<p id="only">No links — ünïcödé</p>', ''];
    const taken = htmls.map((html) => pageFacts({ mainHtml: html, styles: new Map() }));
    const spilled = taken.map(spill);
    for (const i of [2, 0, 1, 0]) {
      expect(spilled[i].contentIds).toBe(taken[i].contentIds);
      expect(spilled[i].hrefs).toEqual(taken[i].hrefs);
    }
    expect(contentIdsOf(spilled[0])).toEqual(['intro']);
    expect(spilled[0].hrefs).toEqual(['/other/#usage', '#intro']);
    for (const i of [1, 2, 0]) {
      const { stylesDigest, ligatureIcons, htmlUsage, islandsOnLoad } = spilled[i];
      const { contentIds: _ids, hrefs: _hrefs, ...rest } = taken[i];
      expect({ stylesDigest, ligatureIcons, htmlUsage, islandsOnLoad }).toEqual(rest);
    }
    // Nothing is held but where the facts are.
    expect({ ...spilled[1] }).toEqual({});
  });
});

describe('createBodySpill', () => {
  it('gives records that give back each page’s Markdown body, the rest of the page as it was', () => {
    const spill = createBodySpill();
    const bodies = ['# One\n', 'Zweite Seite — ünïcödé ✓\n'.repeat(300)];
    const pages: SourcePage[] = bodies.map((body, i) => ({ route: `/p${i}/`, file: `p${i}.md`, absFile: path.join(path.sep, 'site', `p${i}.md`), frontMatter: { title: `P${i}` }, body, bodyLine: 4 }));
    const spilled = pages.map(spill);
    expect(spilled.map((p) => p.body)).toEqual(bodies);
    expect(spilled.map((p) => plainPage(p, p.body))).toEqual(pages);
  });

  it('gives back the absolute path of each page\'s file, whether or not it is its folder and its file', () => {
    const spill = createBodySpill();
    const paths = [
      { file: path.join('guide', 'intro.md'), absFile: path.join(path.sep, 'site', 'guide', 'intro.md') },
      { file: path.join('guide', 'usage.md'), absFile: path.join(path.sep, 'site', 'guide', 'usage.md') },
      { file: '(generated)', absFile: path.join(path.sep, 'site', 'index.md') },
      { file: 'intro.md', absFile: path.join(path.sep, 'elsewhere', 'guide-intro.md') },
      { file: path.join(path.sep, 'outside', 'page.md'), absFile: path.join(path.sep, 'outside', 'page.md') },
    ];
    const spilled = paths.map(({ file, absFile }, i) => spill({ route: `/p${i}/`, file, absFile, frontMatter: { title: `P${i}` }, body: '', bodyLine: 1 }));
    expect(spilled.map((p) => p.absFile)).toEqual(paths.map((p) => p.absFile));
  });

  it('tells an empty body from the next one, which starts where it does', () => {
    const spill = createBodySpill();
    // A page of front matter alone (a home page's hero) has an empty body; the page after it was read as empty too.
    const bodies = ['# Before\n', '', '## Command line\n\nText.\n', ''];
    const spilled = bodies.map((body, i) => spill({ route: `/p${i}/`, file: `p${i}.md`, absFile: `/site/p${i}.md`, frontMatter: { title: `P${i}` }, body, bodyLine: 4 }));
    for (const i of [1, 2, 1, 2, 3, 0, 3]) expect(spilled[i].body).toBe(bodies[i]);
  });

  it('keeps a page set aside already as it is, by whichever spill set it aside', () => {
    const first = createBodySpill();
    const second = createBodySpill();
    const page = first({ route: '/p/', file: 'p.md', absFile: '/site/p.md', frontMatter: { title: 'P' }, body: '# P\n', bodyLine: 4 });
    expect(first(page)).toBe(page);
    expect(second(page)).toBe(page);
    expect(second(page).body).toBe('# P\n');
  });
});
