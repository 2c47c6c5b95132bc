/** What the build asks of a page's body without its text: the same answers for a page set aside as for one in memory. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBodySpill } from '../../../../cli/build/spilledPages.ts';
import { digest } from '../../../../cli/cache/digest.ts';
import { bodyFactsOf } from '../../../../cli/load/bodyFacts.ts';
import { demoReferences, loadDemoReferenceParser } from '../../../../cli/markdown/demoReferences.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import { SpillFile } from '../../../../cli/spillFile.ts';

const page = (route: string, body: string): SourcePage => ({ route, file: `pages${route}index.md`, absFile: `/site/pages${route}index.md`, frontMatter: { title: route }, body, bodyLine: 3 });

const bodies = ['Plain text, no demo.\n', 'Größe — 日本語 ✓\n\n{{"demo": "Colors.tsx"}}\n', '', 'Mentions "demo" in prose only.\n'];

afterEach(() => vi.restoreAllMocks());
beforeAll(loadDemoReferenceParser);

describe('bodyFactsOf', () => {
  it("gives a body's digest, whether it may reference a demo and whether it may embed a props table", () => {
    expect(bodies.map((body) => bodyFactsOf(page('/a/', body)))).toEqual(
      bodies.map((body) => ({ digest: digest(body), mayReferenceDemos: body.includes('"demo"'), mayEmbedApi: false })),
    );
    expect(bodyFactsOf(page('/a/', '<PropsTable of="Button" />')).mayEmbedApi).toBe(true);
    expect(bodyFactsOf(page('/a/', '{{"propsTable": "Button"}}')).mayEmbedApi).toBe(true);
  });

  it('answers alike for a page whose body is set aside, without reading the body back', () => {
    const setAside = createBodySpill();
    const pages = bodies.map((body, i) => setAside(page(`/p${i}/`, body)));
    const read = vi.spyOn(SpillFile.prototype, 'readText');
    expect(pages.map(bodyFactsOf)).toEqual(bodies.map((body) => bodyFactsOf({ body })));
    expect(read).not.toHaveBeenCalled();
    expect(pages.map((p) => p.body)).toEqual(bodies);
  });

  it('gives a copy by spreading, which has no body, none of the facts of the body it lost', () => {
    const [setAside] = [page('/a/', bodies[1])].map(createBodySpill());
    const copy = { ...setAside, body: 'Another body.\n' };
    expect(bodyFactsOf(copy)).toEqual({ digest: digest('Another body.\n'), mayReferenceDemos: false, mayEmbedApi: false });
  });
});

describe('demoReferences of a page whose body is set aside', () => {
  it('reads the body back only to parse a body that may reference demos, once', () => {
    const setAside = createBodySpill();
    const [plain, withDemo] = [page('/plain/', bodies[0]), page('/demo/', `Intro.\n\n{{"demo": "Only${Date.now()}.tsx"}}\n`)].map(setAside);
    const read = vi.spyOn(SpillFile.prototype, 'readText');
    expect(demoReferences(plain)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    const [reference] = demoReferences(withDemo);
    expect(reference.name).toMatch(/^Only\d+\.tsx$/);
    expect(demoReferences(withDemo)).toEqual([reference]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
