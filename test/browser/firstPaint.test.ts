/**
 * First paint: a page paints styled from its HTML alone (the shared stylesheet never blocks it, and what the runtime
 * draws at load is styled before it arrives too) and waits for no font file: a first visit paints in the fallback face
 * and caches the web font for the next page; on a plain Markdown site nothing moves once the fonts are in, and it has a
 * favicon and no console error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { startServer } from './globalSetup.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();
const MOBILE = { viewport: { width: 375, height: 667 } };
const SHARED_STYLESHEET = /\/assets\/site-[0-9a-f]+\.css$/;

/** Layout-relevant computed styles of the first elements of the page, as one comparable list. */
function styleFingerprint(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].slice(0, 400).map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [element.tagName, element.className, style.display, style.position, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.margin, style.padding, `${box.x},${box.y},${box.width},${box.height}`].join('|');
    }),
  );
}

/** How many stylesheets apply to the screen (the shared one loads as a print stylesheet first). */
function screenStylesheets(page: Page): Promise<number> {
  return page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href && !sheet.disabled && sheet.media.mediaText !== 'print').length);
}

/** The sum of the page's layout shifts so far, as a PerformanceObserver reports them. */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/** Waits until the fonts are in and the shared stylesheet applies to all media. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.media === '' || link.media === 'all'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe('first paint of the bundled site', () => {
  // The ad slot draws its layout, message and ad at random as the page loads: each draw is tried. The inlined part
  // holds only the colour variables the page reads, in both schemes: dark mode is compared too.
  for (const [route, random, colorScheme] of [
    ['/material-ui/getting-started/installation/', 0, 'light'],
    ['/material-ui/getting-started/installation/', 0.99, 'dark'],
    ['/material-ui/react-button/', 0.5, 'light'],
    ['/joy-ui/react-button/', 0.5, 'dark'],
    ['/material-ui/api/button/', 0.5, 'light'],
  ] as const) {
    it(`paints ${route} (${colorScheme}) styled as with the whole stylesheet while that stylesheet is still loading (random draws ${random})`, async () => {
      const { page } = await chromium.open({ ...MOBILE, colorScheme });
      await page.addInitScript(`Math.random = () => ${random};`);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(SHARED_STYLESHEET, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
      // What the runtime draws at load (the ad slot's ad or message) is in, and so are the fonts the inlined part
      // declares: both fingerprints see the same DOM and faces, so this compares the stylesheets alone.
      await page.waitForFunction(() => [...document.querySelectorAll('[data-ad-slot]')].every((slot) => slot.getAttribute('data-ad-state') !== 'undecided'));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await screenStylesheets(page)).toBe(0);
      const beforeStylesheet = await styleFingerprint(page);
      release();
      await settled(page);
      expect(await styleFingerprint(page)).toEqual(beforeStylesheet);
    });
  }

  it("keeps every ad the slot may draw at the height it reserves, so the page below does not move when it arrives", async () => {
    for (const random of [0, 0.3, 0.5, 0.99]) {
      for (const viewport of [MOBILE.viewport, { width: 1440, height: 900 }]) {
        const { page } = await chromium.open({ viewport });
        await page.addInitScript(`Math.random = () => ${random};`);
        await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'load' });
        const reserved = await page.evaluate(() => document.querySelector('[data-ad-slot]')!.getBoundingClientRect().height);
        await page.waitForFunction(() => document.querySelector('[data-ad-slot]')!.getAttribute('data-ad-state') !== 'undecided');
        await settled(page);
        const drawn = await page.evaluate(() => document.querySelector('[data-ad-slot]')!.getBoundingClientRect().height);
        expect(drawn, `random draws ${random} at ${viewport.width} px`).toBe(reserved);
      }
    }
  });

  it('requests no stylesheet that blocks rendering', async () => {
    const { page } = await chromium.open(MOBILE);
    await page.goto(`${baseUrl}/material-ui/getting-started/installation/`);
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
        .map((entry) => entry.name),
    );
    expect(blocking).toEqual([]);
  });

  it('asks for no font file before a first visit has painted and loaded, then caches the web font for the next page, which draws with it and moves nothing', async () => {
    const { page } = await chromium.open(MOBILE);
    await page.goto(`${baseUrl}/material-ui/getting-started/installation/`, { waitUntil: 'load' });
    // Nothing holds the first paint: no font is preloaded, and the web font's faces are off on a first visit.
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(await page.evaluate(() => document.getElementById('docsgen-web-fonts')!.getAttribute('media'))).toBe('not all');
    await page.waitForFunction(() => localStorage.getItem('docsgen-web-fonts-cached') === '1');
    const firstVisit = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
      return { loadEnd: navigation.loadEventEnd, fontStarts: fonts.map((entry) => entry.startTime), count: fonts.length };
    });
    expect(firstVisit.count).toBe(4);
    for (const start of firstVisit.fontStarts) expect(start).toBeGreaterThanOrEqual(firstVisit.loadEnd);

    await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const nextPage = await page.evaluate(() => ({
      media: document.getElementById('docsgen-web-fonts')!.getAttribute('media'),
      bodyFaceLoaded: [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'IBM Plex Sans' && face.weight === '400' && face.status === 'loaded'),
      fontsFromNetwork: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.woff2') && entry.transferSize > 0).length,
    }));
    expect(nextPage).toEqual({ media: 'all', bodyFaceLoaded: true, fontsFromNetwork: 0 });
    expect(await layoutShiftTotal(page)).toBe(0);
  });
});

describe('first paint of a plain Markdown site', () => {
  let root: string;
  let server: { url: string; child: ChildProcess };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-plain-'));
    fs.writeFileSync(path.join(root, 'index.md'), '---\ntitle: Plain notes\ndescription: A folder of Markdown.\n---\n\nNotes kept as plain Markdown.\n');
    fs.mkdirSync(path.join(root, 'guide'));
    fs.writeFileSync(
      path.join(root, 'guide', 'setup.md'),
      '---\ntitle: Setup\ndescription: How to set it up.\n---\n\nA paragraph long enough to wrap over several lines on a small screen, so that a change of font would move the lines under it if the fallback face were sized differently.\n\n## Steps\n\n**Install** it, then run it.\n',
    );
    server = await startServer([root, '--out', path.join(root, 'dist')], root);
  });
  afterAll(() => {
    server?.child.kill();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('links a favicon the site serves, and has no console error or failed request', async () => {
    const { page, problems } = await chromium.open(MOBILE);
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) notFound.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${server.url}/guide/setup/`, { waitUntil: 'networkidle' });
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const response = await page.request.get(`${server.url}${icon}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(notFound).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('moves nothing once its fonts are in', async () => {
    const { page } = await chromium.open(MOBILE);
    await page.goto(`${server.url}/guide/setup/`, { waitUntil: 'load' });
    await settled(page);
    expect(await layoutShiftTotal(page)).toBe(0);
  });
});
