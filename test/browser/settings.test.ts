/** The settings drawer (SPEC §2, §4): a modal dialog on the inline end whose mode, direction and colour controls apply at once and persist. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openWatchedPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const DOCS_PAGE = '/material-ui/react-button/';
const VIEWPORT = { width: 1280, height: 800 };
/** SPEC §9 / runtime/constants.ts META_THEME_COLOR. */
const THEME_COLOR = { light: 'hsl(210, 100%, 42%)', dark: 'hsl(210, 14%, 7%)' };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh reader (empty storage and cookies) on the docs page, reduced motion so boxes are measured at rest. */
async function openDocsPage(options: Parameters<typeof openWatchedPage>[1] = {}) {
  const watched = await openWatchedPage(browser, { viewport: VIEWPORT, reducedMotion: 'reduce', ...options });
  contexts.push(watched.context);
  watched.page.setDefaultTimeout(10_000);
  await watched.page.goto(`${baseUrl}${DOCS_PAGE}`);
  await runtimeReady(watched.page);
  return watched;
}

/** Module scripts run before DOMContentLoaded, so a complete document has the runtime's listeners in place. */
const runtimeReady = (page: Page) => page.waitForFunction(() => document.readyState === 'complete');
const opener = (page: Page) => page.getByRole('button', { name: 'Toggle settings drawer' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page) {
  await opener(page).click();
  await expect.poll(() => settingsDialog(page).isVisible()).toBe(true);
}

const htmlAttribute = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const themeColor = (page: Page) => page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));
const primaryMain = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim());
const focusInsideDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement && !!document.getElementById('settings-drawer')?.contains(document.activeElement));

describe('settings drawer', () => {
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('opens a dialog titled "Settings" on the inline end; Escape and the close button close it and return focus to the opener', async () => {
    const { page, problems } = await openDocsPage();
    await expect(opener(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await openSettings(page);
    const dialog = settingsDialog(page);
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(opener(page).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await focusInsideDialog(page)).toBe(true);

    // Anchored on the inline end: in left-to-right the panel touches the right edge of the viewport.
    const panel = await page.locator('#settings-drawer .settings-panel').boundingBox();
    expect(panel).not.toBeNull();
    expect(Math.abs(panel!.x + panel!.width - VIEWPORT.width)).toBeLessThanOrEqual(1);
    expect(panel!.x).toBeGreaterThan(VIEWPORT.width / 2);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect(opener(page).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle settings drawer');

    await openSettings(page);
    await dialog.getByRole('button', { name: 'Close settings' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle settings drawer');
    expect(problems).toEqual([]);
  });

  it('keeps Tab and Shift+Tab inside the dialog while it is open', async () => {
    const { page, problems } = await openDocsPage();
    await openSettings(page);
    const stops = await page.locator('#settings-drawer').locator('button, a[href], select, input').count();
    expect(stops).toBeGreaterThan(5);
    const visited = new Set<string>();
    for (let i = 0; i < stops + 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog(page)).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 120)));
    }
    // Going round once visits every control, the first again after the last.
    expect(visited.size).toBe(stops);
    for (let i = 0; i < stops + 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideDialog(page)).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('a demo hydrated before the reader picks a mode follows that mode, not the OS', async () => {
    const { page, problems } = await openDocsPage({ colorScheme: 'light' });
    // Every demo of the page hydrated while the stored mode is still "system".
    const islands = page.locator('[data-island-src]');
    // Demos hydrate on first use: a pointer pressed in each is one.
    for (const island of await islands.all()) {
      await island.scrollIntoViewIfNeeded();
      await island.dispatchEvent('pointerdown');
    }
    await expect.poll(() => page.locator('[data-island-src]:not([data-hydrated="true"])').count(), { timeout: 20_000 }).toBe(0);
    await openSettings(page);
    await settingsDialog(page).getByRole('button', { name: 'Light', exact: true }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    // Give the demos' providers the time they would take to react to the OS change.
    await page.waitForTimeout(300);
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('light');
    expect(await page.evaluate(() => document.body.className)).toContain('mode-light');
    expect(problems).toEqual([]);
  });

  it('Light and Dark set mui-mode, the colour-scheme attribute, the body class and theme-color; System follows the OS live', async () => {
    const { page, problems } = await openDocsPage({ colorScheme: 'light' });
    await openSettings(page);
    const dialog = settingsDialog(page);
    const mode = (name: string) => dialog.getByRole('button', { name, exact: true });
    // Nothing stored yet: System is the default and is shown pressed.
    await expect(mode('System').getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('light');

    await mode('Dark').click();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('dark');
    expect(await page.evaluate(() => document.body.className)).toContain('mode-dark');
    expect(await themeColor(page)).toBe(THEME_COLOR.dark);
    await expect(mode('Dark').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(mode('System').getAttribute('aria-pressed')).resolves.toBe('false');
    // The page really repaints: the body background is dark.
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await mode('Light').click();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('light');
    expect(await page.evaluate(() => document.body.className)).toContain('mode-light');
    expect(await themeColor(page)).toBe(THEME_COLOR.light);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);

    // An explicit choice ignores the OS.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('light');

    await mode('System').click();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('dark');
    expect(await themeColor(page)).toBe(THEME_COLOR.dark);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlAttribute(page, 'data-mui-color-scheme')).toBe('light');
    expect(await themeColor(page)).toBe(THEME_COLOR.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlAttribute(page, 'data-mui-color-scheme')).toBe('dark');
    expect(await themeColor(page)).toBe(THEME_COLOR.dark);
    expect(await page.evaluate(() => document.body.className)).toContain('mode-dark');

    // The stored mode survives a reload, applied before the runtime (no flash).
    await mode('Dark').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await htmlAttribute(page, 'data-mui-color-scheme')).toBe('dark');
    expect(await themeColor(page)).toBe(THEME_COLOR.dark);
    expect(problems).toEqual([]);
  });

  it('Right to left flips <html> and <body>, moves the nav drawer to the right, and is applied by the inline script on reload', async () => {
    const { page, problems } = await openDocsPage();
    const navBefore = await page.locator('#app-nav').boundingBox();
    expect(navBefore).not.toBeNull();
    expect(navBefore!.x).toBeLessThanOrEqual(1);

    await openSettings(page);
    await settingsDialog(page).getByRole('button', { name: 'Right to left' }).click();
    expect(await page.evaluate(() => [document.documentElement.dir, document.body.dir])).toEqual(['rtl', 'rtl']);
    await expect(settingsDialog(page).getByRole('button', { name: 'Right to left' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const nav = await page.locator('#app-nav').boundingBox();
    expect(Math.abs(nav!.x + nav!.width - VIEWPORT.width)).toBeLessThanOrEqual(1);
    // The settings panel now sits on the left, the inline end in right-to-left.
    const panel = await page.locator('#settings-drawer .settings-panel').boundingBox();
    expect(panel!.x).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');

    // Reload with the runtime replaced by a probe: whatever it sees was put there by the inline script alone.
    await page.route('**/assets/runtime-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__dirWhenModulesRun = [document.documentElement.dir, document.body.dir];',
      }),
    );
    await page.reload();
    await page.waitForFunction(() => '__dirWhenModulesRun' in window);
    expect(await page.evaluate(() => (window as unknown as { __dirWhenModulesRun: string[] }).__dirWhenModulesRun)).toEqual(['rtl', 'rtl']);
    const navAfterReload = await page.locator('#app-nav').boundingBox();
    expect(Math.abs(navAfterReload!.x + navAfterReload!.width - VIEWPORT.width)).toBeLessThanOrEqual(1);
    await page.unroute('**/assets/runtime-*.js');

    // With the real runtime back, Left to right restores the page and the stored direction.
    await page.reload();
    await runtimeReady(page);
    await openSettings(page);
    await expect(settingsDialog(page).getByRole('button', { name: 'Right to left' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await settingsDialog(page).getByRole('button', { name: 'Left to right' }).click();
    expect(await page.evaluate(() => [document.documentElement.dir, document.body.dir, localStorage.getItem('mui-direction')])).toEqual(['ltr', 'ltr', 'ltr']);
    expect((await page.locator('#app-nav').boundingBox())!.x).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  it('a colour swatch sets the paletteColors cookie and the primary colour, which persist across reload until Reset colors', async () => {
    const { page, context, problems } = await openDocsPage();
    const defaultPrimary = await primaryMain(page);
    expect(defaultPrimary).not.toBe('');
    const paletteCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'paletteColors');

    await openSettings(page);
    const purple = settingsDialog(page).getByRole('group', { name: 'Primary color' }).getByRole('button', { name: 'Purple' });
    await purple.click();
    await expect(purple.getAttribute('aria-pressed')).resolves.toBe('true');
    const cookie = await paletteCookie();
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ primary: { hue: 270, saturation: 60 } });
    const purplePrimary = await primaryMain(page);
    expect(purplePrimary).not.toBe(defaultPrimary);
    expect(purplePrimary.replace(/\s/g, '')).toBe('hsl(270,60%,45%)');
    // Anything painted with var(--mui-palette-primary-main) resolves to the chosen purple.
    const swatchColour = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mui-palette-primary-main)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(swatchColour).toBe('rgb(115, 46, 184)');

    await page.reload();
    expect(await primaryMain(page)).toBe(purplePrimary);

    await runtimeReady(page);
    await openSettings(page);
    await expect(purple.getAttribute('aria-pressed')).resolves.toBe('true');
    await settingsDialog(page).getByRole('button', { name: 'Reset colors' }).click();
    expect(await primaryMain(page)).toBe(defaultPrimary);
    expect(await paletteCookie()).toBeUndefined();
    await expect(purple.getAttribute('aria-pressed')).resolves.toBe('false');
    await page.reload();
    expect(await primaryMain(page)).toBe(defaultPrimary);
    expect(problems).toEqual([]);
  });
});
