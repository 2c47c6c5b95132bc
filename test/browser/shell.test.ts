/** The docs shell in a real browser: styled without JavaScript, light/dark without a flash, no errors, accessible, keyboard-operable, within the JS budget. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DOCS_PAGE = '/material-ui/getting-started/installation/';

async function scheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));
}

describe('pages', () => {
  it.each([
    ['/', 'MUI'],
    [DOCS_PAGE, 'Installation - Material UI'],
    ['/joy-ui/getting-started/', 'Overview - Joy UI'],
    ['/base-ui/getting-started/', 'Overview - Base UI'],
    ['/system/getting-started/', 'Overview - MUI System'],
    ['/material-ui/api/button/', 'Button API - Material UI'],
  ])('%s loads with title "%s", product metas and no console error', async (path, title) => {
    const { page, context, problems } = await openWatchedPage(browser);
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    expect(await page.title()).toBe(title);
    const productId = await page.getAttribute('meta[name="mui:productId"]', 'content');
    expect(productId).toBe(path === '/' ? 'null' : path.split('/')[1]);
    expect(await page.getAttribute('meta[name="mui:productCategoryId"]', 'content')).toBe(path === '/' ? 'null' : 'core');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves a styled 404 page with status 404', async () => {
    const { page, context } = await openWatchedPage(browser);
    const response = await page.goto(`${baseUrl}/no/such/page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await context.close();
  });
});

describe('styling without JavaScript', () => {
  it('lays out the shell from the static CSS alone', async () => {
    const { page, context } = await openWatchedPage(browser, { javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });
    await page.goto(baseUrl + DOCS_PAGE);
    const styles = await page.evaluate(() => {
      const nav = document.getElementById('app-nav')!.getBoundingClientRect();
      const body = getComputedStyle(document.body);
      const header = getComputedStyle(document.querySelector('.app-header')!);
      return { navWidth: nav.width, navLeft: nav.left, font: body.fontFamily, headerPosition: header.position, styleTagsInBody: document.body.querySelectorAll('style').length };
    });
    expect(styles.navWidth).toBe(300);
    expect(styles.navLeft).toBe(0);
    expect(styles.font).toContain('IBM Plex Sans');
    expect(styles.headerPosition).toBe('sticky');
    expect(styles.styleTagsInBody).toBe(0);
    await context.close();
  });

  it('follows the OS dark preference before any script of the runtime runs', async () => {
    const { page, context } = await openWatchedPage(browser, { colorScheme: 'dark' });
    await page.route('**/assets/runtime-*.js', (route) => route.abort());
    await page.goto(baseUrl + DOCS_PAGE);
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => document.body.classList.contains('mode-dark'))).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 18, 20)');
    await context.close();
  });
});

describe('light and dark', () => {
  it('switches with the header toggle and keeps the choice across reloads without a flash', async () => {
    const { page, context, problems } = await openWatchedPage(browser, { colorScheme: 'light' });
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    expect(await scheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Toggle light or dark mode' }).click();
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe('hsl(210, 14%, 7%)');

    // Reload with the runtime blocked: only the inline script runs, so what shows is what the first paint shows.
    await page.route('**/assets/runtime-*.js', (route) => route.abort());
    await page.reload();
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => document.body.className)).toContain('mode-dark');
    // The aborted runtime itself is the only failure expected.
    expect(problems.filter((p) => !p.includes('runtime-') && !p.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('keeps other open tabs in step', async () => {
    const { page, context } = await openWatchedPage(browser, { colorScheme: 'light' });
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    const other = await context.newPage();
    await other.goto(baseUrl + '/joy-ui/getting-started/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Toggle light or dark mode' }).click();
    await expect.poll(() => scheme(other)).toBe('dark');
    await context.close();
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/', DOCS_PAGE]) {
      it(`${path} in ${colorScheme} has no serious or critical axe violation`, async () => {
        const { page, context } = await openWatchedPage(browser, { colorScheme });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        });
        expect(violations).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('keyboard', () => {
  it('reaches the content through the skip link', async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    // Hidden off-screen until focused, then slides in.
    await expect.poll(() => page.evaluate(() => document.activeElement!.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#main-content');
    await context.close();
  });

  it('opens and closes the navigation drawer below md with the menu button', async () => {
    const { page, context, problems } = await openWatchedPage(browser, { viewport: { width: 600, height: 800 } });
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    const menu = page.getByRole('button', { name: 'Open main navigation' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('#app-nav', 'data-open')).toBe('true');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.getElementById('app-nav')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getAttribute('#app-nav', 'data-open')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open main navigation');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders the closed drawer on a phone only once it opens, with the current page centred in it', async () => {
    const { page, context, problems } = await openWatchedPage(browser, { viewport: { width: 375, height: 667 } });
    // Its link is near the end of a long nav: the drawer must scroll to show it.
    await page.goto(baseUrl + '/material-ui/customization/theming/', { waitUntil: 'networkidle' });
    const nav = page.locator('#app-nav');
    await expect(nav.evaluate((element) => getComputedStyle(element).contentVisibility)).resolves.toBe('hidden');
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(nav.evaluate((element) => getComputedStyle(element).contentVisibility)).resolves.toBe('visible');
    const active = page.locator('#app-nav a[aria-current="page"]');
    await expect.poll(() => active.evaluate((element) => element === document.activeElement)).toBe(true);
    const [navBox, activeBox] = await Promise.all([nav.evaluate((element) => element.getBoundingClientRect().toJSON()), active.evaluate((element) => element.getBoundingClientRect().toJSON())]);
    expect(activeBox.top).toBeGreaterThan(navBox.top + navBox.height / 4);
    expect(activeBox.bottom).toBeLessThan(navBox.bottom - navBox.height / 4);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('operates the versions menu with arrow keys and Escape', async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    await page.focus('[data-versions-button]');
    await page.keyboard.press('ArrowDown');
    expect(await page.isVisible('#versions-menu')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('6.1.5');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('v5');
    await page.keyboard.press('Escape');
    expect(await page.isVisible('#versions-menu')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-versions-button'))).toBe(true);
    await context.close();
  });

  it('marks the current page in the navigation and expands its group', async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    const active = page.locator('#app-nav a[aria-current="page"]');
    await expect(active.getAttribute('href')).resolves.toBe(DOCS_PAGE);
    await expect(active.isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('JavaScript budget', () => {
  // 12 KB since the runtime records a reader's first gesture in a demo before its code loads (about 0.5 KB).
  it('loads at most 12 KB of gzipped JavaScript on a docs page without demos before any interaction', async () => {
    const { page, context } = await openWatchedPage(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(baseUrl + DOCS_PAGE, { waitUntil: 'networkidle' });
    let total = 0;
    for (const url of scripts) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(12 * 1024);
    await context.close();
  });
});
