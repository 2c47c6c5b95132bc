/** `docsgen serve --watch` in a real browser: an edit reloads the open page, a broken page shows an overlay, a fix recovers. */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';
import { startServer } from './globalSetup.ts';
import { writeFixture } from '../unit/cli/fixtureSite.ts';

let browser: Browser;
let server: { url: string; child: ChildProcess };
let root: string;
let serverLog = '';

beforeAll(async () => {
  browser = await launchBrowser();
  root = writeFixture();
  server = await startServer([root, '--out', path.join(root, 'dist'), '--watch'], root);
  server.child.stdout!.on('data', (chunk) => (serverLog += chunk));
  server.child.stderr!.on('data', (chunk) => (serverLog += chunk));
});
afterAll(async () => {
  server?.child.kill();
  await browser?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const introFile = () => path.join(root, 'pages/guide/intro/index.md');

describe('watch mode', () => {
  it('reloads an open page when its Markdown changes, then shows and clears a build error overlay', async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(`${server.url}/guide/intro/`, { waitUntil: 'networkidle' });
    await expect(page.locator('main').textContent()).resolves.toContain('Start here');

    fs.writeFileSync(introFile(), '---\ntitle: Intro\ndescription: Where to start.\n---\n\nFreshly edited text.\n');
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Freshly edited text'), null, { timeout: 30_000 });

    fs.writeFileSync(introFile(), '---\ntitle: [broken\n---\n\nBody.\n');
    const overlay = page.locator('#docsgen-error-overlay');
    await overlay.waitFor({ timeout: 30_000 });
    await expect(overlay.textContent()).resolves.toContain('pages/guide/intro/index.md:2');

    fs.writeFileSync(introFile(), '---\ntitle: Intro\ndescription: Where to start.\n---\n\nRecovered text.\n');
    await page
      .waitForFunction(() => document.querySelector('main')?.textContent?.includes('Recovered text'), null, { timeout: 30_000 })
      .catch(async (error) => {
        throw new Error(`${error.message}\npage: ${(await page.textContent('body'))?.slice(0, 300)}\nserver:\n${serverLog.slice(-1500)}`);
      });
    expect(await overlay.count()).toBe(0);
    await context.close();
  });
});
