/** Loading the pages folder: each page handed to the caller's keeper once read, the list holding what the keeper kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBodySpill } from '../../../../cli/build/spilledPages.ts';
import { loadPages } from '../../../../cli/load/loadPages.ts';
import type { SourcePage } from '../../../../cli/model.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function pagesFolder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-load-pages-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

describe('loadPages', () => {
  it('hands each page to the keeper as its file is read, and lists what the keeper kept', () => {
    const root = pagesFolder({ 'a.md': '---\ntitle: Alpha\n---\n\nBody a\n', 'b.md': '# Beta\n\nBody b\n', 'c.md': '---\ntitle: Empty\n---\n' });
    const handed: SourcePage[] = [];
    const setAside = createBodySpill();
    const warnings: string[] = [];
    const pages = loadPages(root, root, warnings, undefined, (page) => {
      handed.push(page);
      return setAside(page);
    });
    expect(handed.map((page) => page.route)).toEqual(pages.map((page) => page.route));
    expect(pages.every((page) => !Object.hasOwn(page, 'body'))).toBe(true);
    expect(pages.map((page) => page.body)).toEqual(handed.map((page) => page.body));
    expect(pages.map((page) => page.body.trim())).toEqual(['Body a', '# Beta\n\nBody b', '']);
    // The empty page is found before its body is set aside.
    expect(warnings).toEqual([expect.stringMatching(/^c\.md: the page has front matter but no content/)]);
  });
});
