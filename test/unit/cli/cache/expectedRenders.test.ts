/** Render workers start before the site loads when its folder holds many pages and nothing says they are cached. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKER_THRESHOLD } from '../../../../cli/build/renderJobs.ts';
import { expectsManyRenders } from '../../../../cli/cache/expectedRenders.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
// Without a build cache, every page of a build renders: only the count of pages decides.
beforeEach(() => {
  process.env.DOCSGEN_NO_CACHE = '1';
  return () => void delete process.env.DOCSGEN_NO_CACHE;
});

/** A site folder with `count` Markdown pages under `pagesDir` (relative to it), and the other files given. */
function site(count: number, pagesDir = '.', files: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-expected-renders-'));
  folders.push(root);
  for (let i = 0; i < count; i += 1) {
    const file = path.join(root, pagesDir, `section-${i % 7}`, `page-${i}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `# Page ${i}\n`);
  }
  for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(root, rel), text);
  return root;
}

describe('expectsManyRenders, before the site is loaded', () => {
  it("counts a Markdown folder's pages", () => {
    expect(expectsManyRenders(site(WORKER_THRESHOLD), '/tmp/out')).toBe(true);
    expect(expectsManyRenders(site(WORKER_THRESHOLD - 1), '/tmp/out')).toBe(false);
  });

  it('counts the pages beside the config of a configured site, not the Markdown elsewhere', () => {
    const configured = site(WORKER_THRESHOLD, 'pages', { 'site.config.ts': 'export default {};\n' });
    expect(expectsManyRenders(configured, '/tmp/out')).toBe(true);
    const notes = site(WORKER_THRESHOLD, 'notes', { 'site.config.ts': 'export default {};\n' });
    expect(expectsManyRenders(notes, '/tmp/out')).toBe(false);
  });
});
