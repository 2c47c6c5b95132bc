/** The output swap: the output is a link flipped by one rename, so a kill at any instant leaves a complete site. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { nextSiteName, outputLayout, siteName } from '../../../../cli/build/outputLink.ts';
import { StagingFolder } from '../../../../cli/build/writeOutput.ts';
import { readPublicFolder } from '../../../../cli/site/publicFolder.ts';
import { SITE_FILES } from './swapLoop.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function tempRoot(): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-swap-')));
  roots.push(root);
  return root;
}

async function buildSite(outDir: string, files: Record<string, string>): Promise<void> {
  const staging = StagingFolder.create(outDir);
  for (const [file, content] of Object.entries(files)) staging.write(file, content);
  await staging.commit();
}

/** The generation every file of the served site holds; fails when the site is missing or mixed. */
function servedGeneration(outDir: string): string {
  const contents = new Set(SITE_FILES.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')));
  expect(contents.size).toBe(1);
  return [...contents][0];
}

/** Whether a name in `buildsDir` is that of an old build still being deleted or emptied into a spare. */
const beingRemoved = (name: string) => name.startsWith('trash-') || name.startsWith('recycling-');

/**
 * The names in `buildsDir` once the old builds moved to the trash are deleted or emptied into a spare (by a detached
 * process), the spare left out.
 */
async function buildsOnceTrashIsEmptied(buildsDir: string): Promise<string[]> {
  for (let waited = 0; fs.readdirSync(buildsDir).some(beingRemoved); waited += 50) {
    if (waited > 20_000) throw new Error(`the trash in ${buildsDir} was never emptied`);
    await sleep(50);
  }
  return fs
    .readdirSync(buildsDir)
    .filter((name) => !name.startsWith('spare-'))
    .sort();
}

/** Every file and folder under `dir`, relative to it, sorted (folders end with a slash). */
function treeOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)) + (entry.isDirectory() ? '/' : ''))
    .sort();
}

/** A process id that is certainly not running: one of a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('StagingFolder', () => {
  it('makes the output a link to the finished build, and flips it to the next one', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    await buildSite(outDir, { 'index.html': 'first' });
    expect(fs.lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(outDir)).toMatch(/^\.dist\.builds\/site-/);
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('first');
    await buildSite(outDir, { 'index.html': 'second' });
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('second');
    // `dist/` (with its slash) is a folder to every tool that copies or uploads it.
    expect(fs.readdirSync(`${outDir}/`)).toEqual(['index.html']);
  });

  it('keeps the served build and the one before it, and removes older ones', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    for (const content of ['one', 'two', 'three', 'four']) await buildSite(outDir, { 'index.html': content });
    const { buildsDir } = outputLayout(outDir);
    const kept = await buildsOnceTrashIsEmptied(buildsDir);
    expect(kept).toHaveLength(2);
    expect(kept.map((name) => fs.readFileSync(path.join(buildsDir, name, 'index.html'), 'utf8'))).toEqual(['three', 'four']);
  });

  it('moves an output folder of the earlier layout aside and keeps it as the previous build', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'old.html'), 'old');
    fs.mkdirSync(path.join(root, '.dist.staging-abc123'));
    await buildSite(outDir, { 'index.html': 'new' });
    expect(fs.readdirSync(`${outDir}/`)).toEqual(['index.html']);
    const builds = fs.readdirSync(outputLayout(outDir).buildsDir);
    expect(builds.some((name) => fs.existsSync(path.join(outputLayout(outDir).buildsDir, name, 'old.html')))).toBe(true);
    expect(fs.readdirSync(root).sort()).toEqual(['.dist.builds', 'dist']);
  });

  it('removes staging folders and links of killed builds, and leaves those of running ones', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    await buildSite(outDir, { 'index.html': 'first' });
    const { buildsDir } = outputLayout(outDir);
    const dead = await deadPid();
    fs.mkdirSync(path.join(buildsDir, `staging-${dead}-a1b2c3`));
    fs.mkdirSync(path.join(buildsDir, `staging-${process.ppid}-d4e5f6`));
    fs.symlinkSync('.dist.builds', path.join(root, `.dist.link-${dead}-x1y2z3`));
    const staging = StagingFolder.create(outDir);
    expect(fs.existsSync(path.join(buildsDir, `staging-${dead}-a1b2c3`))).toBe(false);
    expect((await buildsOnceTrashIsEmptied(buildsDir)).filter((name) => name.startsWith('staging-'))).toHaveLength(2);
    expect(fs.existsSync(path.join(buildsDir, `staging-${process.ppid}-d4e5f6`))).toBe(true);
    expect(fs.existsSync(path.join(root, `.dist.link-${dead}-x1y2z3`))).toBe(false);
    await staging.abort();
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('first');
  });

  it('deletes old builds without waiting for them: moved to the trash at once, emptied by a detached process', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    for (const content of ['one', 'two']) await buildSite(outDir, { 'index.html': content });
    const { buildsDir } = outputLayout(outDir);
    const [oldest] = fs.readdirSync(buildsDir).sort();
    fs.mkdirSync(path.join(buildsDir, oldest, 'many'));
    for (let i = 0; i < 200; i++) fs.writeFileSync(path.join(buildsDir, oldest, 'many', `${i}.html`), 'x');
    // A trash folder a crashed deletion left is emptied by the next build too.
    fs.mkdirSync(path.join(buildsDir, 'trash-leftover'));
    await buildSite(outDir, { 'index.html': 'three' });
    expect(fs.existsSync(path.join(buildsDir, oldest))).toBe(false);
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('three');
    const kept = await buildsOnceTrashIsEmptied(buildsDir);
    expect(kept.map((name) => fs.readFileSync(path.join(buildsDir, name, 'index.html'), 'utf8'))).toEqual(['two', 'three']);
  });

  it('names each finished build after every earlier one, even within the same millisecond', () => {
    const root = tempRoot();
    const layout = outputLayout(path.join(root, 'dist'));
    fs.mkdirSync(layout.buildsDir, { recursive: true });
    const now = Date.now();
    const names = [siteName(now)];
    fs.mkdirSync(path.join(layout.buildsDir, names[0]));
    for (let i = 0; i < 20; i += 1) {
      const next = nextSiteName(layout, now);
      fs.mkdirSync(path.join(layout.buildsDir, next));
      names.push(next);
    }
    expect([...names].sort()).toEqual(names);
    // A clock ahead of every build gives its own time.
    expect(nextSiteName(layout, now + 60_000)).toMatch(new RegExp(`^site-${(now + 60_000).toString(36).padStart(10, '0')}-`));
  });

  it('links the previous build\'s files into folders still to be made, several to a folder, and into folders made', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    await buildSite(outDir, { 'index.html': 'home', 'guide/index.html': 'guide', 'guide/index.md': '# Guide' });
    const previous = fs.realpathSync(outDir);
    const staging = StagingFolder.create(outDir);
    staging.write('index.html', 'new home');
    for (const file of ['guide/index.html', 'guide/index.md', 'deep/er/index.html']) staging.link(file, path.join(previous, file === 'deep/er/index.html' ? 'index.html' : file));
    await staging.commit();
    expect(treeOf(`${outDir}/`)).toEqual(['deep/', 'deep/er/', 'deep/er/index.html', 'guide/', 'guide/index.html', 'guide/index.md', 'index.html']);
    expect(fs.readFileSync(path.join(outDir, 'deep/er/index.html'), 'utf8')).toBe('home');
    // Hard links: the same file as the previous build's, no copy.
    expect(fs.statSync(path.join(outDir, 'guide/index.md')).ino).toBe(fs.statSync(path.join(previous, 'guide/index.md')).ino);
    const staged = StagingFolder.create(outDir);
    staged.link('guide/missing.html', path.join(previous, 'no-such-file.html'));
    await expect(staged.commit()).rejects.toThrow(/no-such-file/);
  });

  it('makes each folder a file goes in when it is missing, for files queued together into the same new folders and nested ones', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    const staging = StagingFolder.create(outDir);
    const files = Array.from({ length: 40 }, (_, i) => `section-${i % 3}/page-${i % 5}/${i % 2 ? 'index.md' : `part-${i}/index.html`}`);
    for (const file of files) staging.write(file, file);
    // A file put at once into a folder a queued write has asked for and may not have yet.
    staging.writeNow('section-0/page-0/now.json', '{}');
    await staging.commit();
    for (const file of files) expect(fs.readFileSync(path.join(outDir, file), 'utf8')).toBe(file);
    expect(fs.readFileSync(path.join(outDir, 'section-0/page-0/now.json'), 'utf8')).toBe('{}');
  });

  it('writes a file at once when asked, into a folder still to be made, and a file named by its content only when the previous build lacks it', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    await buildSite(outDir, { 'index.html': 'home', 'search/chunk-1.json': 'same' });
    const previous = fs.realpathSync(outDir);
    const staging = StagingFolder.create(outDir);
    staging.writeNow('search/manifest.json', '{}');
    // On disk before anything is awaited: the content need not be held until the queue gets to it.
    expect(fs.readFileSync(path.join(staging.dir, 'search/manifest.json'), 'utf8')).toBe('{}');
    staging.writeNamedByContent('search/chunk-1.json', 'same', { now: true });
    staging.writeNamedByContent('search/deep/chunk-2.json', 'new', { now: true });
    expect(fs.readFileSync(path.join(staging.dir, 'search/deep/chunk-2.json'), 'utf8')).toBe('new');
    staging.write('index.html', 'home');
    await staging.commit();
    expect(fs.statSync(path.join(outDir, 'search/chunk-1.json')).ino).toBe(fs.statSync(path.join(previous, 'search/chunk-1.json')).ino);
    expect(treeOf(`${outDir}/`)).toEqual(['index.html', 'search/', 'search/chunk-1.json', 'search/deep/', 'search/deep/chunk-2.json', 'search/manifest.json']);
  });

  it('writes a file of text made in pieces at once, a batch at a time, into a folder still to be made', async () => {
    const root = tempRoot();
    const staging = StagingFolder.create(path.join(root, 'dist'));
    // Over several batches, with characters of more than one byte across their ends.
    const pieces = Array.from({ length: 3000 }, (_, i) => `<line ${i}> é ✓ ${'x'.repeat(i % 97)}\n`);
    let made = 0;
    staging.writePiecesNow('deep/sitemap.xml', (function* () {
      for (const piece of pieces) {
        made += 1;
        yield piece;
      }
    })());
    expect(made).toBe(pieces.length);
    expect(fs.readFileSync(path.join(staging.dir, 'deep/sitemap.xml'), 'utf8')).toBe(pieces.join(''));
    staging.writePiecesNow('empty.txt', []);
    expect(fs.readFileSync(path.join(staging.dir, 'empty.txt'), 'utf8')).toBe('');
    await staging.commit();
  });

  it("keeps an old build's folders, emptied of its files, as a spare that the next build is staged in", async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    const first = { 'index.html': 'one', 'a/index.html': 'a', 'b/c/index.html': 'c', 'd/index.html': 'd' };
    for (const files of [first, { 'index.html': 'two' }, { 'index.html': 'three' }]) await buildSite(outDir, files);
    const { buildsDir } = outputLayout(outDir);
    await buildsOnceTrashIsEmptied(buildsDir);
    const [spare] = fs.readdirSync(buildsDir).filter((name) => name.startsWith('spare-'));
    expect(treeOf(path.join(buildsDir, spare))).toEqual(['a/', 'b/', 'b/c/', 'd/']);
    const staging = StagingFolder.create(outDir);
    staging.write('a/index.html', 'new a');
    staging.link('e/index.html', path.join(outDir, 'index.html'));
    await staging.commit();
    expect(fs.existsSync(path.join(buildsDir, spare))).toBe(false);
    // As in a fresh folder: the folders this build put nothing in are gone.
    expect(treeOf(`${outDir}/`)).toEqual(['a/', 'a/index.html', 'e/', 'e/index.html']);
    expect(fs.readFileSync(path.join(outDir, 'a/index.html'), 'utf8')).toBe('new a');
  });

  it('keeps the folders of the public folder that a build staged in a spare leaves empty', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    const publicDir = path.join(root, 'public');
    fs.mkdirSync(path.join(publicDir, 'empty'), { recursive: true });
    for (const content of ['one', 'two', 'three']) await buildSite(outDir, { 'index.html': content, 'empty/index.html': content, 'gone/index.html': content });
    await buildsOnceTrashIsEmptied(outputLayout(outDir).buildsDir);
    const staging = StagingFolder.create(outDir, readPublicFolder(publicDir, [root]));
    staging.write('index.html', 'four');
    await staging.commit();
    expect(treeOf(`${outDir}/`)).toEqual(['empty/', 'index.html']);
  });

  it('stages in a fresh folder when a file of the public folder would go where the spare has a folder', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    const publicDir = path.join(root, 'public');
    for (const content of ['one', 'two', 'three']) await buildSite(outDir, { 'index.html': content, 'notes/index.html': content });
    await buildsOnceTrashIsEmptied(outputLayout(outDir).buildsDir);
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, 'notes'), 'now a file');
    const staging = StagingFolder.create(outDir, readPublicFolder(publicDir, [root]));
    staging.write('index.html', 'four');
    await staging.commit();
    expect(treeOf(`${outDir}/`)).toEqual(['index.html', 'notes']);
    expect(fs.readFileSync(path.join(outDir, 'notes'), 'utf8')).toBe('now a file');
  });

  it('links the newest build again when a kill left no output (while moving an old folder aside)', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    await buildSite(outDir, { 'index.html': 'kept' });
    fs.unlinkSync(outDir);
    await StagingFolder.create(outDir).abort();
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('kept');
  });
});

describe('a build killed at any instant', () => {
  it('always leaves a complete site, old or new, and the next build cleans up after it', async () => {
    const root = tempRoot();
    const outDir = path.join(root, 'dist');
    await buildSite(outDir, Object.fromEntries(SITE_FILES.map((file) => [file, 'generation 0'])));
    const script = path.join(import.meta.dirname, 'swapLoop.ts');
    // Kills land at spread-out instants of a loop that swaps many times a second: before, during and after renames.
    for (let round = 0; round < 8; round++) {
      const child = spawn(process.execPath, [path.join(repoRoot, 'bin/run-ts.mjs'), script, outDir], { stdio: ['ignore', 'pipe', 'inherit'] });
      // Wait for the loop to be under way (it prints each generation it commits), then a little more each round.
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await sleep(round * 11);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      expect(servedGeneration(outDir)).toMatch(/^generation \d+$/);
    }
    await buildSite(outDir, Object.fromEntries(SITE_FILES.map((file) => [file, 'final'])));
    expect(servedGeneration(outDir)).toBe('final');
    expect(fs.readdirSync(root).sort()).toEqual(['.dist.builds', 'dist']);
    expect((await buildsOnceTrashIsEmptied(outputLayout(outDir).buildsDir)).filter((name) => !name.startsWith('site-'))).toEqual([]);
  }, 60_000);
});
