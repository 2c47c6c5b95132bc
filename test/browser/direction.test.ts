/**
 * Right-to-left for live demos (SPEC §4 Text direction): the server-rendered Emotion CSS carries both directions, so a
 * stored right-to-left mirrors MUI components from the first paint, stays mirrored once they hydrate, and switches back.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
/** IconLabelButtons: Buttons with a start icon (margin-right 8px, margin-left -4px) in a Stack (margin-left between items). */
const BUTTON_PAGE = '/material-ui/react-button/';
const BUTTON_DEMO = '#demo-IconLabelButtons';
/** RangeSlider: MUI positions the thumbs inline from theme.direction, which no stylesheet can mirror. */
const SLIDER_PAGE = '/material-ui/react-slider/';
const SLIDER_DEMO = '#demo-RangeSlider';
/** runtime/constants.ts DIRECTION_STORAGE_KEY. */
const DIRECTION_KEY = 'mui-direction';

const chromium = useChromium();

/** A fresh reader on `path` who chose right-to-left in an earlier visit; reduced motion so boxes are measured at rest. */
async function openInRtl(path: string, options: { withoutScripts?: boolean } = {}) {
  const watched = await chromium.open({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const { page } = watched;
  page.setDefaultTimeout(10_000);
  await page.goto(`${baseUrl}${path}`);
  await page.evaluate((key) => localStorage.setItem(key, 'rtl'), DIRECTION_KEY);
  // The runtime (which mounts every island) answers with nothing: what the reader sees is the server's HTML and CSS and the inline script.
  if (options.withoutScripts) await page.route('**/assets/runtime-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.reload();
  return watched;
}

/** The computed horizontal margins of an element. */
const margins = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { left: style.marginLeft, right: style.marginRight };
  });

/** How far an element sits from the left and right edges of another, in CSS pixels. */
async function insets(element: Locator, container: Locator) {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  return { left: Math.round(inner!.x - outer!.x), right: Math.round(outer!.x + outer!.width - (inner!.x + inner!.width)) };
}

async function hydrate(page: Page, demo: string) {
  const island = page.locator(`${demo} [data-island="demo"]`);
  await island.scrollIntoViewIfNeeded();
  // A demo hydrates on its first use: a pointer pressed in it is one.
  await island.dispatchEvent('pointerdown');
  await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
  return island;
}

async function chooseDirection(page: Page, name: 'Left to right' | 'Right to left') {
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('button', { name }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('right-to-left demos', () => {
  it('are mirrored by the server CSS alone when right-to-left is stored, before any script runs', async () => {
    const { page, problems } = await openInRtl(BUTTON_PAGE, { withoutScripts: true });
    expect(await page.evaluate(() => [document.documentElement.dir, document.body.dir])).toEqual(['rtl', 'rtl']);
    const island = page.locator(`${BUTTON_DEMO} [data-island="demo"]`);
    expect(await island.getAttribute('data-hydrated')).toBeNull();

    // The start icon's margins trade sides, and so does the Stack's space between the buttons.
    expect(await margins(island.locator('.MuiButton-startIcon').first())).toEqual({ left: '8px', right: '-4px' });
    expect(await margins(island.getByRole('button', { name: 'Send' }))).toEqual({ left: '0px', right: '16px' });
    // The row itself runs right to left: the first button is the rightmost.
    const [first, second] = await Promise.all([island.getByRole('button', { name: 'Delete' }).first().boundingBox(), island.getByRole('button', { name: 'Send' }).boundingBox()]);
    expect(first!.x).toBeGreaterThan(second!.x);

    // Left to right, the same static page shows the CSS as MUI wrote it.
    await page.evaluate((key) => localStorage.setItem(key, 'ltr'), DIRECTION_KEY);
    await page.reload();
    expect(await margins(island.locator('.MuiButton-startIcon').first())).toEqual({ left: '-4px', right: '8px' });
    expect(await margins(island.getByRole('button', { name: 'Send' }))).toEqual({ left: '16px', right: '0px' });
    expect(problems).toEqual([]);
  });

  it('stay mirrored once hydrated, mirror the styles they insert, and follow a switch back to left-to-right', async () => {
    const { page, problems } = await openInRtl(BUTTON_PAGE);
    const island = await hydrate(page, BUTTON_DEMO);
    const startIcon = island.locator('.MuiButton-startIcon').first();
    expect(await margins(startIcon)).toEqual({ left: '8px', right: '-4px' });

    // Loading renders a new styled element, its CSS inserted in the browser: MUI places it 14px from the start.
    const save = island.locator('button.MuiButton-colorSuccess');
    await save.click();
    const indicator = save.locator('.MuiButton-loadingIndicator');
    await expect.poll(() => indicator.isVisible()).toBe(true);
    expect((await insets(indicator, save)).right).toBe(14);

    await chooseDirection(page, 'Left to right');
    expect(await page.evaluate((key) => [document.documentElement.dir, localStorage.getItem(key)], DIRECTION_KEY)).toEqual(['ltr', 'ltr']);
    expect(await margins(startIcon)).toEqual({ left: '-4px', right: '8px' });
    expect((await insets(indicator, save)).left).toBe(14);

    await chooseDirection(page, 'Right to left');
    expect(await margins(startIcon)).toEqual({ left: '8px', right: '-4px' });
    expect((await insets(indicator, save)).right).toBe(14);
    expect(problems).toEqual([]);
  });

  it("hydrate with the page's direction in MUI's theme, so JavaScript-placed parts follow it too", async () => {
    const { page, problems } = await openInRtl(SLIDER_PAGE);
    const island = await hydrate(page, SLIDER_DEMO);
    const rail = island.locator('.MuiSlider-rail');
    const lowThumb = island.getByRole('slider').first().locator('xpath=..');
    // The thumb of the value 20 (of 0–100) is centred 20% along the rail, counted from the start edge.
    const fromStart = async (edge: 'left' | 'right') => {
      const [thumb, bar] = await Promise.all([lowThumb.boundingBox(), rail.boundingBox()]);
      const centre = thumb!.x + thumb!.width / 2;
      return Math.round((100 * (edge === 'left' ? centre - bar!.x : bar!.x + bar!.width - centre)) / bar!.width);
    };
    await expect.poll(() => fromStart('right')).toBe(20);

    await chooseDirection(page, 'Left to right');
    await expect.poll(() => fromStart('left')).toBe(20);
    expect(problems).toEqual([]);
  });
});
