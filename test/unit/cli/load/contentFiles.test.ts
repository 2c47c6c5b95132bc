/** A site's content files: listed sorted, or walked one at a time, hidden files and ignored folders left out either way. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listContentFiles, listMarkdownFiles, markdownFilesUnder } from '../../../../cli/load/contentFiles.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-content-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const files = ['b.md', 'a/z.mdx', 'a/y.md', 'a/deep/x.md', 'a/picture.png', '.hidden.md', '.git/HEAD.md', 'node_modules/pkg/readme.md', 'dist/built.md', 'notes.txt'];
for (const rel of files) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), '# Page\n');
}
const relative = (list: Iterable<string>) => [...list].map((file) => path.relative(root, file).split(path.sep).join('/'));

describe('content files', () => {
  it('lists the content files sorted, hidden files and ignored folders left out', () => {
    expect(relative(listContentFiles(root))).toEqual(['a/deep/x.md', 'a/picture.png', 'a/y.md', 'a/z.mdx', 'b.md', 'notes.txt']);
    expect(relative(listMarkdownFiles(root))).toEqual(['a/deep/x.md', 'a/y.md', 'a/z.mdx', 'b.md']);
  });

  it('walks the same Markdown files one at a time, and can be left part way', () => {
    expect(relative(markdownFilesUnder(root)).sort()).toEqual(relative(listMarkdownFiles(root)));
    const walk = markdownFilesUnder(root);
    expect(walk.next().done).toBe(false);
    expect(walk.return(undefined).done).toBe(true);
  });

  it('finds nothing in a folder that does not exist', () => {
    expect([...markdownFilesUnder(path.join(root, 'missing'))]).toEqual([]);
    expect(listContentFiles(path.join(root, 'missing'))).toEqual([]);
  });
});
