/** Front matter values come from the memo for YAML parsed by an earlier build, and are parsed again for anything else. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { openFrontMatterMemo } from '../../../../cli/cache/frontMatterCache.ts';
import { loadPages } from '../../../../cli/load/loadPages.ts';
import { ContentErrors } from '../../../../cli/errors.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function site(): { root: string; store: CacheStore; write: (file: string, text: string) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-front-matter-'));
  folders.push(root);
  const store = new CacheStore(path.join(root, '.cache'), { maxBytes: 1e9 });
  return { root, store, write: (file, text) => fs.writeFileSync(path.join(root, file), text) };
}

/** Loads the pages as a build does, counting the YAML blocks that had to be parsed. */
function loadCounting(root: string, store: CacheStore) {
  const memo = openFrontMatterMemo(store);
  let parsed = 0;
  const pages = loadPages(root, root, [], (yaml, parse) =>
    memo.valuesOf(yaml, () => {
      parsed += 1;
      return parse();
    }),
  );
  memo.save();
  return { pages, parsed };
}

describe('front matter memo', () => {
  it('gives the values a parse gives, parsing only YAML no earlier build parsed', () => {
    const { root, store, write } = site();
    write('a.md', '---\ntitle: Alpha\ntags: [one, two]\n---\n\nBody a\n');
    write('b.md', '---\ndescription: "Beta page"\n---\n\n# Beta\n');
    const cold = loadPages(root, root);
    const first = loadCounting(root, store);
    expect(first.parsed).toBe(2);
    expect(first.pages).toEqual(cold);
    const warm = loadCounting(root, store);
    expect(warm.parsed).toBe(0);
    expect(warm.pages).toEqual(cold);

    write('b.md', '---\ndescription: "Beta, changed"\n---\n\n# Beta\n');
    const changed = loadCounting(root, store);
    expect(changed.parsed).toBe(1);
    expect(changed.pages).toEqual(loadPages(root, root));
  });

  it('keeps only the YAML of the pages a build loaded: a page removed and added back is parsed again', () => {
    const { root, store, write } = site();
    write('a.md', '---\ntitle: Alpha\n---\n\nBody a\n');
    write('b.md', '---\ntitle: Beta\n---\n\nBody b\n');
    expect(loadCounting(root, store).parsed).toBe(2);
    fs.rmSync(path.join(root, 'b.md'));
    expect(loadCounting(root, store).parsed).toBe(0);
    write('b.md', '---\ntitle: Beta\n---\n\nBody b\n');
    expect(loadCounting(root, store).parsed).toBe(1);
    expect(loadCounting(root, store).parsed).toBe(0);
  });

  it('gives pages with the same front matter objects of their own', () => {
    const { root, store, write } = site();
    for (const name of ['a.md', 'b.md']) write(name, '---\ntitle: Same\ntags: [x]\n---\n\nBody\n');
    loadCounting(root, store);
    const [a, b] = loadCounting(root, store).pages;
    expect(a.frontMatter).toEqual(b.frontMatter);
    const tagsOf = (page: typeof a) => (page.frontMatter as unknown as { tags: string[] }).tags;
    expect(tagsOf(a)).not.toBe(tagsOf(b));
  });

  it('reports bad YAML with its position on every build, never remembering it', () => {
    const { root, store, write } = site();
    write('bad.md', '---\ntitle: [unclosed\n---\n\nBody\n');
    for (let build = 0; build < 2; build++) {
      const thrown = (() => {
        try {
          loadCounting(root, store);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(ContentErrors);
      expect((thrown as ContentErrors).errors[0].file).toBe('bad.md');
      expect((thrown as ContentErrors).errors[0].position?.line).toBeGreaterThanOrEqual(2);
    }
  });
});
