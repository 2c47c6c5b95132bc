/** MDX islands in Chromium: a `client:` component hydrates and reacts with no console error; static MDX components ship no island code. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useChromium } from './browser.ts';
import { useServedFixture } from './servedFixture.ts';
import { starlightSite } from '../unit/cli/dialectSites.ts';

const chromium = useChromium();
const server = useServedFixture(starlightSite, 'docsgen-mdx-islands-');

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
    const islandChunk = fs.readdirSync(path.join(server.outDir, 'assets')).find((file) => file.startsWith('island-'));
    expect(fs.readFileSync(path.join(server.outDir, 'assets', islandChunk!), 'utf8')).toContain('className:"counter"');
    expect(problems).toEqual([]);
  });
});
