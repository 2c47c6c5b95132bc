/** The build cache through the real command line: warm builds reuse it and write what a cold build writes, byte for byte. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cacheDisabled, cacheMaxBytes } from '../../../../cli/cache/buildCache.ts';
import { runCli, writeFixture } from '../fixtureSite.ts';
import { buildWithCache, temporaryFolders, tree } from './builtTree.ts';

// Each build runs the real CLI, which loads React, MUI and the Markdown pipeline: seconds, not milliseconds.
vi.setConfig({ testTimeout: 300_000 });

const { tempDir, removeLater } = temporaryFolders();

/** Every entry file of the cache folder. */
function cacheEntries(cacheDir: string): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name) && entry.parentPath.includes(`${path.sep}build${path.sep}`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const build = buildWithCache;

describe('the build cache', () => {
  const root = writeFixture({ 'pages/guide/usage/diagram.png': Buffer.from('not really a png, but bytes to publish'), 'pages/guide/usage/index.md': '---\ntitle: Usage\ndescription: How to use it.\n---\n\nUse it well.\n\n![Diagram](diagram.png)\n\n## First steps\n\nRun it.\n' });
  removeLater(root);
  const cacheDir = tempDir('docsgen-cache-dir-');
  const out = path.join(tempDir('docsgen-cache-out-'), 'dist');
  const coldOut = (name: string) => path.join(tempDir('docsgen-cache-cold-'), name);

  it('renders every page on the first build, and none on a second one with nothing changed, writing the same bytes', () => {
    const first = build(root, out, cacheDir);
    expect(first.cache).toMatchObject({ pagesFromCache: 0, documentsReused: 0 });
    const pages = first.pages.length;
    const second = build(root, out, cacheDir);
    expect(second.cache).toEqual({ pagesFromCache: pages, pagesRendered: 0, documentsReused: pages });
    const cold = coldOut('cold');
    const coldReport = build(root, cold, cacheDir, ['--no-cache']);
    expect(coldReport.cache).toBeUndefined();
    expect(tree(out)).toEqual(tree(cold));
  });

  it('composes every page from the renders it holds into a new output folder, writing what a cold build writes', () => {
    const elsewhere = coldOut('warm');
    const report = build(root, elsewhere, cacheDir);
    // Documents are reused from the same output folder only: each is composed again, from its page's summary.
    expect(report.cache).toEqual({ pagesFromCache: report.pages.length, pagesRendered: 0, documentsReused: 0 });
    expect(tree(elsewhere)).toEqual(tree(out));
    expect(fs.readFileSync(path.join(elsewhere, 'guide/usage/index.html'), 'utf8')).toMatch(/<title>Usage[^<]*<\/title>/);
  });

  it('reuses every page when run from another folder, writing the same bytes', () => {
    const before = tree(out);
    // From a folder deeper than the site's now, where the builds above ran from the temporary folder: no file name,
    // URL or cache key may depend on the folder docsgen is run from.
    const elsewhere = path.join(tempDir('docsgen-cache-cwd-'), 'a', 'b', 'c');
    fs.mkdirSync(elsewhere, { recursive: true });
    const report = build(root, out, cacheDir, [], elsewhere);
    expect(report.cache).toEqual({ pagesFromCache: report.pages.length, pagesRendered: 0, documentsReused: report.pages.length });
    expect(tree(out)).toEqual(before);
    // Cold from there too: the runtime bundle made afresh names its files as from anywhere else.
    const cold = coldOut('cold');
    build(root, cold, cacheDir, ['--no-cache'], elsewhere);
    expect(tree(cold)).toEqual(before);
  });

  it('renders only the page whose body changed, and its output matches a cold build', () => {
    fs.appendFileSync(path.join(root, 'pages/guide/intro/index.md'), '\nA sentence added later.\n');
    const report = build(root, out, cacheDir);
    // A page's text is in no other page: the other documents are reused.
    expect(report.cache).toEqual({ pagesFromCache: report.pages.length - 1, pagesRendered: 1, documentsReused: report.pages.length - 1 });
    expect(fs.readFileSync(path.join(out, 'guide/intro/index.html'), 'utf8')).toContain('A sentence added later.');
    // The search index was made again: the new text is found.
    const searchDir = path.join(out, 'search');
    expect(fs.readdirSync(searchDir).some((name) => fs.readFileSync(path.join(searchDir, name), 'utf8').includes('A sentence added later.'))).toBe(true);
    const cold = coldOut('cold');
    build(root, cold, cacheDir, ['--no-cache']);
    expect(tree(out)).toEqual(tree(cold));
  });

  it('renders the page again when a file it publishes changed', () => {
    fs.writeFileSync(path.join(root, 'pages/guide/usage/diagram.png'), 'other bytes');
    const report = build(root, out, cacheDir);
    expect(report.cache?.pagesRendered).toBe(1);
    const cold = coldOut('cold');
    build(root, cold, cacheDir, ['--no-cache']);
    expect(tree(out)).toEqual(tree(cold));
  });

  it('leaves the previous output as it was when a build fails, and the next good build reuses it', () => {
    const before = tree(out);
    const served = fs.readlinkSync(out);
    const pageFile = path.join(root, 'pages/guide/usage/index.md');
    const original = fs.readFileSync(pageFile, 'utf8');
    fs.appendFileSync(pageFile, '\nSee [the missing page](/guide/missing/).\n');
    const failed = runCli(['build', root, '--out', out, '--cache-dir', cacheDir], os.tmpdir());
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toMatch(/broken link \/guide\/missing\//);
    expect(fs.readlinkSync(out)).toBe(served);
    expect(tree(out)).toEqual(before);
    fs.writeFileSync(pageFile, original);
    const report = build(root, out, cacheDir);
    expect(report.cache).toEqual({ pagesFromCache: report.pages.length, pagesRendered: 0, documentsReused: report.pages.length });
    expect(tree(out)).toEqual(before);
  });

  it('checks anchors into a reused document against the element ids it was composed with', () => {
    const pageFile = path.join(root, 'pages/guide/intro/index.md');
    const original = fs.readFileSync(pageFile, 'utf8');
    fs.appendFileSync(pageFile, '\nSee [the first steps](/guide/usage/#first-steps).\n');
    const report = build(root, out, cacheDir);
    // The usage page's document is reused: its ids come from the record of the previous build.
    expect(report.cache).toEqual({ pagesFromCache: report.pages.length - 1, pagesRendered: 1, documentsReused: report.pages.length - 1 });
    fs.writeFileSync(pageFile, `${original}\nSee [the first step](/guide/usage/#first-step).\n`);
    const failed = runCli(['build', root, '--out', out, '--cache-dir', cacheDir], os.tmpdir());
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toMatch(/broken anchor \/guide\/usage\/#first-step: \/guide\/usage\/ has no element with id "first-step"; did you mean #first-steps\?/);
    fs.writeFileSync(pageFile, original);
    // The page as it was is still in the cache.
    expect(build(root, out, cacheDir).cache?.pagesRendered).toBe(0);
  });

  it('lists a broken anchor that --links warn let through again in the next build, which reuses both pages', () => {
    const pageFile = path.join(root, 'pages/guide/intro/index.md');
    const original = fs.readFileSync(pageFile, 'utf8');
    fs.appendFileSync(pageFile, '\nSee [the last step](/guide/usage/#last-step).\n');
    const broken = /broken anchor \/guide\/usage\/#last-step/;
    expect(build(root, out, cacheDir, ['--links', 'warn']).brokenLinks).toEqual([expect.stringMatching(broken)]);
    const again = build(root, out, cacheDir, ['--links', 'warn']);
    expect(again.cache).toEqual({ pagesFromCache: again.pages.length, pagesRendered: 0, documentsReused: again.pages.length });
    expect(again.brokenLinks).toEqual([expect.stringMatching(broken)]);
    const failed = runCli(['build', root, '--out', out, '--cache-dir', cacheDir], os.tmpdir());
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toMatch(broken);
    fs.writeFileSync(pageFile, original);
    expect(build(root, out, cacheDir).brokenLinks).toEqual([]);
  });

  it('renders every page again when the navigation changed', () => {
    const navFile = path.join(root, 'nav/guide.ts');
    fs.writeFileSync(navFile, fs.readFileSync(navFile, 'utf8').replace("title: 'Start'", "title: 'Getting started'"));
    const report = build(root, out, cacheDir);
    expect(report.cache).toMatchObject({ pagesFromCache: 0, documentsReused: 0 });
  });

  it('detects garbled and truncated entries, rebuilds them and writes what a cold build writes', () => {
    const entries = cacheEntries(cacheDir);
    expect(entries.length).toBeGreaterThan(3);
    entries.forEach((file, i) => {
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(file, i % 2 ? bytes.subarray(0, bytes.length >> 1) : Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes.at(-1)! ^ 1])]));
    });
    const report = build(root, out, cacheDir);
    expect(report.cache).toMatchObject({ pagesFromCache: 0, documentsReused: 0 });
    const cold = coldOut('cold');
    build(root, cold, cacheDir, ['--no-cache']);
    expect(tree(out)).toEqual(tree(cold));
    expect(build(root, out, cacheDir).cache?.pagesRendered).toBe(0);
  });

  it('neither reads nor writes the cache under --no-cache', () => {
    const untouched = tempDir('docsgen-cache-unused-');
    build(root, coldOut('cold'), untouched, ['--no-cache']);
    expect(cacheEntries(untouched)).toEqual([]);
  });
});

describe('the build cache settings', () => {
  it('take DOCSGEN_CACHE_MAX_MB as the size bound, and DOCSGEN_NO_CACHE=1 (what --no-cache sets) as off', () => {
    expect(cacheMaxBytes({ DOCSGEN_CACHE_MAX_MB: '50' })).toBe(50 * 1024 * 1024);
    expect(cacheMaxBytes({ DOCSGEN_CACHE_MAX_MB: 'lots' })).toBe(cacheMaxBytes({}));
    expect(cacheDisabled({ DOCSGEN_NO_CACHE: '1' })).toBe(true);
    expect(cacheDisabled({})).toBe(false);
  });
});
