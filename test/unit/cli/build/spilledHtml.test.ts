import { describe, expect, it } from 'vitest';
import { createBodySpill, createHtmlSpill, holdsHtml } from '../../../../cli/build/spilledHtml.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import { renderedRoute } from '../../../../cli/render/renderedRoute.ts';

function page(route: string, mainHtml: string) {
  return renderedRoute({ route, file: `${route}index.md`, title: route, titleSuffix: null, mainHtml, shell: null, styles: new Map(), productId: null });
}

describe('createHtmlSpill', () => {
  it('lets go of each page’s HTML and gives back the same text, in any order and as often as asked', () => {
    const spill = createHtmlSpill();
    const texts = ['<p>first</p>', '<p>Größe — 日本語 ✓</p>'.repeat(500), '', '<main>third</main>'];
    const pages = texts.map((html, i) => page(`/p${i}/`, html));
    for (const p of pages) {
      expect(holdsHtml(p)).toBe(true);
      spill(p);
      expect(holdsHtml(p)).toBe(false);
    }
    for (const i of [3, 1, 1, 0, 2, 1]) expect(pages[i].mainHtml).toBe(texts[i]);
    // The rest of the record is as it was, and the HTML still shows as one of its properties.
    expect(pages[1].route).toBe('/p1/');
    expect(Object.keys(pages[1])).toContain('mainHtml');
  });
});

describe('createBodySpill', () => {
  it('gives back each page’s Markdown body, also in a copy sent to another thread', () => {
    const spill = createBodySpill();
    const bodies = ['# One\n', 'Zweite Seite — ünïcödé ✓\n'.repeat(300)];
    const pages: SourcePage[] = bodies.map((body, i) => ({ route: `/p${i}/`, file: `p${i}.md`, absFile: `/site/p${i}.md`, frontMatter: { title: `P${i}` }, body, bodyLine: 4 }));
    for (const p of pages) spill(p);
    expect(pages.map((p) => p.body)).toEqual(bodies);
    expect(structuredClone(pages[1])).toEqual({ ...pages[1], body: bodies[1] });
  });
});
