/**
 * `docsgen serve --watch` in a real browser: an edit to a page is patched into the open page without loading it again
 * (its scroll position, its live demo's state and the page's own script state survive), a broken edit shows the build
 * error over the page, and the next good edit clears it and patches again.
 */
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

const COUNTER_DEMO = `import * as React from 'react';

export default function Counter() {
  const [count, setCount] = React.useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`;
/** Enough paragraphs above the demo that the page scrolls. */
const FILLER = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of the introduction, long enough to take a line or two of the page.`).join('\n\n');
const intro = (ending: string) => `---\ntitle: Intro\ndescription: Where to start.\n---\n\nStart here.\n\n${FILLER}\n\n{{"demo": "Counter.tsx"}}\n\n${ending}\n`;

beforeAll(async () => {
  browser = await launchBrowser();
  root = writeFixture({ 'pages/guide/intro/index.md': intro('The first ending.'), 'pages/guide/intro/Counter.tsx': COUNTER_DEMO });
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
  it('patches an edit into the open page, keeping scroll, demo state and the page; a broken edit shows an overlay until the next good one', async () => {
    const { page, context } = await openWatchedPage(browser, { viewport: { width: 1200, height: 700 } });
    await page.goto(`${server.url}/guide/intro/`, { waitUntil: 'networkidle' });
    const showsText = (text: string) =>
      page
        .waitForFunction((expected) => document.querySelector('main')?.textContent?.includes(expected), text, { timeout: 30_000 })
        .catch(async (error) => {
          throw new Error(`${error.message}\npage: ${(await page.textContent('main'))?.slice(-300)}\nserver:\n${serverLog.slice(-1500)}`);
        });
    const demo = page.locator('main button', { hasText: 'Clicked' });
    // The demo hydrates on the first click and replays it, so its count shows a moment later.
    const demoShows = (count: number) => page.locator('main button', { hasText: `Clicked ${count} times` }).waitFor({ timeout: 10_000 });
    await demo.scrollIntoViewIfNeeded();
    await demo.click();
    await demoShows(1);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still this page'));
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);

    fs.writeFileSync(introFile(), intro('Freshly **edited** text.'));
    await showsText('Freshly edited text.');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still this page');
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    // The demo kept its state and still works.
    await demoShows(1);
    await demo.click();
    await demoShows(2);

    fs.writeFileSync(introFile(), '---\ntitle: [broken\n---\n\nBody.\n');
    const overlay = page.locator('#docsgen-error-overlay');
    await overlay.waitFor({ timeout: 30_000 });
    await expect(overlay.textContent()).resolves.toContain('pages/guide/intro/index.md:2');

    fs.writeFileSync(introFile(), intro('Recovered text.'));
    await showsText('Recovered text.');
    expect(await overlay.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still this page');
    await demoShows(2);
    await context.close();
  });

  it('after a site rebuild, patches a page whose main column changed and leaves an unchanged one as it is', async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(`${server.url}/guide/intro/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still this page'));
    const marker = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);
    const rebuilds = () => serverLog.match(/Rebuilt \d+ pages/g)?.length ?? 0;

    // A config change that leaves this page's HTML as it was: rebuilt, and the page neither reloads nor changes.
    const before = rebuilds();
    fs.appendFileSync(path.join(root, 'site.config.ts'), '// A comment changes nothing a page shows.\n');
    await expect.poll(rebuilds, { timeout: 60_000 }).toBeGreaterThan(before);
    await page.waitForTimeout(500);
    expect(await marker()).toBe('still this page');

    // A demo's code changes: its island is replaced in place, and the new one hydrates and works.
    fs.writeFileSync(path.join(root, 'pages/guide/intro/Counter.tsx'), COUNTER_DEMO.replace('Clicked', 'Pressed'));
    const pressed = (count: number) => page.locator('main button', { hasText: `Pressed ${count} times` });
    await pressed(0).waitFor({ timeout: 60_000 });
    expect(await marker()).toBe('still this page');
    await pressed(0).click();
    await pressed(1).waitFor({ timeout: 10_000 });
    await context.close();
  });
});
