/**
 * Render workers start before the site loads when its folder holds many pages and nothing says they are cached, or
 * when a page was edited since the last cached build into the same output; the build thread is expected to render
 * unless a cached build into the same output came before and few pages were edited since.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKER_THRESHOLD } from '../../../../cli/build/threadSettings.ts';
import { openBuildCache } from '../../../../cli/cache/buildCache.ts';
import { expectedRenders } from '../../../../cli/cache/expectedRenders.ts';
import { writeValue } from '../../../../cli/cache/storedValues.ts';
import { writtenDocumentsKey } from '../../../../cli/cache/writtenFiles.ts';

const folders: string[] = [];
const workersWanted = (root: string, outDir: string) => expectedRenders(root, outDir).startWorkers;
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-expected-renders-'));
  folders.push(dir);
  return dir;
}

/** A site folder with `count` Markdown pages under `pagesDir` (relative to it), and the other files given. */
function site(count: number, pagesDir = '.', files: Record<string, string> = {}): string {
  const root = tempFolder();
  for (let i = 0; i < count; i += 1) {
    const file = path.join(root, pagesDir, `section-${i % 7}`, `page-${i}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `# Page ${i}\n`);
  }
  for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(root, rel), text);
  return root;
}

describe('expected renders, without a build cache', () => {
  // Without a build cache, every page of a build renders: only the count of pages decides.
  beforeEach(() => {
    process.env.DOCSGEN_NO_CACHE = '1';
    return () => void delete process.env.DOCSGEN_NO_CACHE;
  });

  it("counts a Markdown folder's pages for the workers; the build thread renders at any size", () => {
    expect(expectedRenders(site(WORKER_THRESHOLD), '/tmp/out')).toEqual({ startWorkers: true, inBuildThread: true });
    expect(expectedRenders(site(WORKER_THRESHOLD - 1), '/tmp/out')).toEqual({ startWorkers: false, inBuildThread: true });
  });

  it('counts the pages beside the config of a configured site, not the Markdown elsewhere', () => {
    const configured = site(WORKER_THRESHOLD, 'pages', { 'site.config.ts': 'export default {};\n' });
    expect(workersWanted(configured, '/tmp/out')).toBe(true);
    const notes = site(WORKER_THRESHOLD, 'notes', { 'site.config.ts': 'export default {};\n' });
    expect(workersWanted(notes, '/tmp/out')).toBe(false);
  });
});

describe('expected renders, after a cached build into the same output', () => {
  beforeEach(() => {
    process.env.DOCSGEN_CACHE_DIR = tempFolder();
    return () => void delete process.env.DOCSGEN_CACHE_DIR;
  });

  /** The state a finished build leaves: its output link, swapped at `finished`, and its record in the cache. */
  function builtAt(root: string, finished: Date): string {
    const parent = tempFolder();
    const outDir = path.join(parent, 'dist');
    fs.mkdirSync(path.join(parent, '.dist.builds', 'site-1'), { recursive: true });
    fs.symlinkSync(path.join('.dist.builds', 'site-1'), outDir);
    fs.lutimesSync(outDir, finished, finished);
    writeValue(openBuildCache(root)!, writtenDocumentsKey(outDir), { documents: [] });
    return outDir;
  }

  const touch = (file: string, time: Date) => fs.utimesSync(file, time, time);

  it('starts them for a page edited since, on a site of any size, and not when none was', () => {
    const root = site(3);
    const page = path.join(root, 'section-1', 'page-1.md');
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'))) touch(path.join(root, file), new Date(1_000_000));
    const outDir = builtAt(root, new Date(2_000_000));
    expect(workersWanted(root, outDir)).toBe(false);
    touch(page, new Date(3_000_000));
    expect(workersWanted(root, outDir)).toBe(true);
  });

  it('does not start them for a large site unchanged since, whose build thread renders nothing either', () => {
    const root = site(WORKER_THRESHOLD);
    const outDir = builtAt(root, new Date(Date.now() + 60_000));
    expect(expectedRenders(root, outDir)).toEqual({ startWorkers: false, inBuildThread: false });
  });

  it('expects the build thread to render its share once as many pages were edited as start workers on a site built cold', () => {
    const root = site(WORKER_THRESHOLD + 5);
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => path.join(root, name));
    for (const file of files) touch(file, new Date(1_000_000));
    const outDir = builtAt(root, new Date(2_000_000));
    for (const file of files.slice(0, WORKER_THRESHOLD - 1)) touch(file, new Date(3_000_000));
    expect(expectedRenders(root, outDir)).toEqual({ startWorkers: true, inBuildThread: false });
    touch(files[WORKER_THRESHOLD - 1], new Date(3_000_000));
    expect(expectedRenders(root, outDir)).toEqual({ startWorkers: true, inBuildThread: true });
  });

  it('counts the pages when the output has no build of its own', () => {
    const root = site(WORKER_THRESHOLD);
    expect(workersWanted(root, path.join(tempFolder(), 'elsewhere'))).toBe(true);
    expect(workersWanted(site(2), path.join(tempFolder(), 'elsewhere'))).toBe(false);
  });
});
