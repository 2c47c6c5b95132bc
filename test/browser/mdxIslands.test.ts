/** MDX islands in Chromium: a `client:` component hydrates and reacts with no console error; static MDX components ship no island code. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useChromium } from './browser.ts';
import { startServer } from './globalSetup.ts';
import { starlightSite, writeSite } from '../unit/cli/dialectSites.ts';
import { runCli } from '../unit/cli/fixtureSite.ts';

const chromium = useChromium();
let root: string;
let outDir: string;
let server: { url: string; child: ChildProcess };

beforeAll(async () => {
  root = writeSite(starlightSite);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-islands-'));
  const built = runCli(['build', root, '--out', outDir], os.tmpdir());
  if (built.status !== 0) throw new Error(`the fixture site did not build:\n${built.stderr}`);
  server = await startServer(['--out', outDir], root);
}, 180_000);
afterAll(() => {
  server?.child.kill();
  for (const folder of [root, outDir]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('MDX islands', () => {
  it('hydrates a client:load counter, which then counts clicks, and a client:visible one once scrolled to', async () => {
    const { page, problems } = await chromium.open();
    await page.goto(`${server.url}/de/guides/zaehler/`);
    const [first, second] = [page.locator('docsgen-island').nth(0), page.locator('docsgen-island').nth(1)];
    await page.waitForSelector('docsgen-island[data-hydrated="true"]');
    // The second waits below the fold until it is scrolled to.
    await expect(second.getAttribute('data-hydrated')).resolves.toBe(null);
    await first.getByRole('button').click();
    await first.getByRole('button').click();
    await expect(first.getByRole('button').textContent()).resolves.toBe('Klicks: 4');

    await second.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('docsgen-island[data-hydrated="true"]').length === 2);
    await second.getByRole('button').click();
    await expect(second.getByRole('button').textContent()).resolves.toBe('Später: 15');
    // Each island's ids come from its own prefix: the label association survives hydration.
    const describedBy = await second.getByRole('button').getAttribute('aria-describedby');
    await expect(second.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe('Später');
    expect(problems).toEqual([]);
  });

  it('ships no island JavaScript with a page whose MDX components are all static', async () => {
    const { page, problems } = await chromium.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/de/guides/intro/`, { waitUntil: 'networkidle' });
    await expect(page.locator('section.card .card-title').textContent()).resolves.toBe('Hallo');
    expect(await page.locator('[data-island]').count()).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('/island-'))).toEqual([]);
    // The component's code is in the island chunk only, which this page never asks for.
    const islandChunk = fs.readdirSync(path.join(outDir, 'assets')).find((file) => file.startsWith('island-'));
    expect(fs.readFileSync(path.join(outDir, 'assets', islandChunk!), 'utf8')).toContain('className:"counter"');
    expect(problems).toEqual([]);
  });
});
