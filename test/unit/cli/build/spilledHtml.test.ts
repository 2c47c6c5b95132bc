import { describe, expect, it } from 'vitest';
import { createBodySpill, createHtmlSpill, holdsHtml } from '../../../../cli/build/spilledHtml.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import { renderedRoute } from '../../../../cli/render/renderedRoute.ts';

function page(route: string, mainHtml: string) {
  return renderedRoute({ route, file: `${route}index.md`, title: route, titleSuffix: null, mainHtml, shell: null, styles: new Map(), productId: null });
}

describe('createHtmlSpill', () => {
  it('gives records that let go of each page’s HTML and give back the same text, in any order and as often as asked', () => {
    const spill = createHtmlSpill();
    const texts = ['<p>first</p>', '<p>Größe — 日本語 ✓</p>'.repeat(500), '', '<main>third</main>'];
    const rendered = texts.map((html, i) => page(`/p${i}/`, html));
    const pages = rendered.map((p) => {
      expect(holdsHtml(p)).toBe(true);
      return spill(p);
    });
    for (const p of pages) expect(holdsHtml(p)).toBe(false);
    for (const i of [3, 1, 1, 0, 2, 1]) expect(pages[i].mainHtml).toBe(texts[i]);
    // The rest of the record is as it was.
    const { mainHtml: _html, ...record } = rendered[1];
    expect({ ...pages[1] }).toEqual(record);
  });
});

describe('createBodySpill', () => {
  it('gives records that give back each page’s Markdown body, the rest of the page as it was', () => {
    const spill = createBodySpill();
    const bodies = ['# One\n', 'Zweite Seite — ünïcödé ✓\n'.repeat(300)];
    const pages: SourcePage[] = bodies.map((body, i) => ({ route: `/p${i}/`, file: `p${i}.md`, absFile: `/site/p${i}.md`, frontMatter: { title: `P${i}` }, body, bodyLine: 4 }));
    const spilled = pages.map(spill);
    expect(spilled.map((p) => p.body)).toEqual(bodies);
    expect(spilled.map((p) => ({ ...p, body: p.body }))).toEqual(pages);
  });

  it('tells an empty body from the next one, which starts where it does', () => {
    const spill = createBodySpill();
    // A page of front matter alone (a home page's hero) has an empty body; the page after it was read as empty too.
    const bodies = ['# Before\n', '', '## Command line\n\nText.\n', ''];
    const spilled = bodies.map((body, i) => spill({ route: `/p${i}/`, file: `p${i}.md`, absFile: `/site/p${i}.md`, frontMatter: { title: `P${i}` }, body, bodyLine: 4 }));
    for (const i of [1, 2, 1, 2, 3, 0, 3]) expect(spilled[i].body).toBe(bodies[i]);
  });
});
