/** Serving a linked output: the server follows each flip of the link, and knows a build's files after one lookup. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StagingFolder } from '../../../../cli/build/writeOutput.ts';
import { startServer, tempDir, type Running } from '../server/helpers.ts';

let root: string;
let outDir: string;
let site: Running;

async function buildSite(files: Record<string, string>): Promise<void> {
  const staging = StagingFolder.create(outDir);
  for (const [file, content] of Object.entries(files)) staging.write(file, content);
  await staging.commit();
}

beforeAll(async () => {
  root = await tempDir('locator');
  outDir = path.join(root, 'dist');
  await buildSite({ 'index.html': 'first home', 'guide/index.html': 'first guide', '404.html': 'first missing' });
  site = await startServer({ outDir });
});

afterAll(async () => {
  await site.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a linked output folder', () => {
  it('is served, and the next build is served as soon as the link flips', async () => {
    expect(await (await fetch(`${site.origin}/guide/`)).text()).toBe('first guide');
    await buildSite({ 'index.html': 'second home', 'guide/index.html': 'second guide', 'new/index.html': 'new page', '404.html': 'second missing' });
    expect(await (await fetch(`${site.origin}/guide/`)).text()).toBe('second guide');
    expect(await (await fetch(`${site.origin}/new/`)).text()).toBe('new page');
    const missing = await fetch(`${site.origin}/nothing-here/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('second missing');
  });

  it('serves a file already located without resolving or stat-ing paths again', async () => {
    await fetch(`${site.origin}/guide/`);
    await fetch(`${site.origin}/guide`, { redirect: 'manual' });
    const stat = vi.spyOn(fs.promises, 'stat');
    const realpath = vi.spyOn(fs.promises, 'realpath');
    try {
      const page = await fetch(`${site.origin}/guide/`);
      expect(await page.text()).toBe('second guide');
      const redirect = await fetch(`${site.origin}/guide?x=1`, { redirect: 'manual' });
      expect(redirect.headers.get('location')).toBe('/guide/?x=1');
      expect(stat).not.toHaveBeenCalled();
      expect(realpath).not.toHaveBeenCalled();
      // The spies do see the lookups: a URL not asked for before is resolved once.
      await fetch(`${site.origin}/new/index.html`);
      expect(realpath).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
      realpath.mockRestore();
    }
  });

  it('locates a file again when an edit replaced it in the served build', async () => {
    await fetch(`${site.origin}/guide/`);
    const file = path.join(outDir, 'guide/index.html');
    fs.writeFileSync(`${file}.tmp`, 'edited guide');
    fs.renameSync(`${file}.tmp`, file);
    expect(await (await fetch(`${site.origin}/guide/`)).text()).toBe('edited guide');
  });
});
