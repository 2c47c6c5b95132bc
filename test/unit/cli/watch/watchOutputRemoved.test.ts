/** Watch mode after the output folder is deleted: the next save rebuilds the whole site, and no message names a path. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startWatchMode, type WatchMode } from '../../../../cli/watch/watchMode.ts';
import { startServer, type Running } from '../server/helpers.ts';
import { writeFixture } from '../fixtureSite.ts';

vi.setConfig({ testTimeout: 180_000 });

const intro = (text: string) => `---\ntitle: Intro\ndescription: Where to start.\n---\n\n${text}\n`;
const root = writeFixture({ 'pages/guide/intro/index.md': intro('First text.') });
const outDir = path.join(root, 'dist');
let watch: WatchMode | undefined;
let site: Running | undefined;

afterAll(async () => {
  watch?.close();
  await site?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('watch mode when the output folder is deleted', () => {
  it('rebuilds the site on the next save and serves it again, saying what happened meanwhile without a path', async () => {
    const output = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const rebuilds: string[] = [];
    const page = () => fetch(`${site!.origin}/guide/intro/`);
    const waitLong = { timeout: 60_000, interval: 100 };
    /** Saves the page with `text`, waits until it is rebuilt and served, and resolves with the kinds of rebuild since. */
    const saveAndServe = async (text: string) => {
      const before = rebuilds.length;
      fs.writeFileSync(path.join(root, 'pages/guide/intro/index.md'), intro(text));
      await vi.waitFor(async () => {
        expect(rebuilds.length).toBeGreaterThan(before);
        expect(await (await page()).text()).toContain(text);
      }, waitLong);
      return rebuilds.slice(before);
    };
    try {
      watch = await startWatchMode({ root, outDir, onRebuilt: (what) => rebuilds.push(what) });
      site = await startServer({ outDir, onRequest: watch.handleRequest });
      expect((await page()).status).toBe(200);

      // `rm -rf dist` removes the link to the served build.
      fs.rmSync(outDir, { recursive: true, force: true });
      const meanwhile = await page();
      expect(meanwhile.status).toBe(503);
      const notice = await meanwhile.text();
      expect(notice).toMatch(/output folder was removed; it is rebuilt on the next save/);
      expect(notice).not.toContain(root);
      expect(await saveAndServe('Second text.')).toContain('site');

      // The builds themselves, link and all.
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(path.join(root, '.dist.builds'), { recursive: true, force: true });
      expect(await saveAndServe('Third text.')).toContain('site');
      expect(await saveAndServe('Fourth text.')).toContain('page');
      expect(errors.mock.calls.join('')).not.toContain('Build failed');

      // Part of the output: the page cannot be written in place, and the save after that builds the whole site.
      fs.rmSync(path.join(outDir, 'guide/intro'), { recursive: true, force: true });
      fs.writeFileSync(path.join(root, 'pages/guide/intro/index.md'), intro('Fifth text.'));
      await vi.waitFor(() => expect(errors.mock.calls.join('')).toContain('Build failed'), waitLong);
      await saveAndServe('Sixth text.');
    } finally {
      output.mockRestore();
      errors.mockRestore();
    }
  });
});
