/** SPEC behaviours as the reader meets them: spacing in demos, code preference cookies, copy analytics, language prefixes, nav order. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();
const BUTTON_PAGE = '/material-ui/react-button/';

/** Pixels between the first two buttons of the BasicButtons demo: twice the spacing unit (Stack spacing={2}). */
async function buttonGap(page: Page): Promise<number> {
  const buttons = page.locator('#demo-BasicButtons .demo-preview button');
  const [first, second] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  return Math.round(second!.x - (first!.x + first!.width));
}

describe('spacing actions (SPEC §4)', () => {
  it('reach the demos of other pages and survive a reload, and reset', async () => {
    const { page, problems } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}${BUTTON_PAGE}`, { waitUntil: 'networkidle' });
    expect(await buttonGap(page)).toBe(16);

    await page.goto(`${baseUrl}/material-ui/customization/density/`, { waitUntil: 'networkidle' });
    const increase = page.getByRole('button', { name: 'Increase spacing' });
    for (let i = 0; i < 3; i++) await increase.click();
    await expect.poll(() => page.textContent('[data-density-spacing]')).toBe('11px');

    await page.goto(`${baseUrl}${BUTTON_PAGE}`, { waitUntil: 'networkidle' });
    expect(await buttonGap(page)).toBe(22);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await buttonGap(page)).toBe(22);
    // The shell around the demos keeps the site's unit.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim())).toBe('8px');

    await page.goto(`${baseUrl}/material-ui/customization/density/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Reset density' }).click();
    await page.goto(`${baseUrl}${BUTTON_PAGE}`, { waitUntil: 'networkidle' });
    expect(await buttonGap(page)).toBe(16);
    expect(problems).toEqual([]);
  });
});

describe('code preferences (SPEC §4)', () => {
  it('are written back to their cookies when a demo link picks them', async () => {
    const { page, context, problems } = await chromium.open();
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseUrl }]);
    await page.goto(`${baseUrl}${BUTTON_PAGE}#BasicButtons.tsx`, { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'data-code-variant')).toBe('TS');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
    expect(cookies).toMatchObject({ codeVariant: 'TS', codeStyling: 'MUI System' });
    expect(problems).toEqual([]);
  });
});

describe('copy analytics', () => {
  it('sends one event for the first copy click of a fresh page', async () => {
    const { page, context, problems } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const w = window as unknown as { gtag: (...args: unknown[]) => void; __calls: unknown[][] };
      w.__calls = [];
      w.gtag = (...args) => w.__calls.push(args);
    });
    await page.goto(`${baseUrl}/material-ui/getting-started/installation/`, { waitUntil: 'networkidle' });
    const copy = page.locator('.MuiCode-copy').first();
    await copy.scrollIntoViewIfNeeded();
    // A click without hovering first: the copy code is not loaded yet, so the click is replayed once it is.
    await copy.dispatchEvent('click');
    await expect.poll(() => copy.getAttribute('data-copied')).toBe('true');
    const copyEvents = await page.evaluate(() =>
      (window as unknown as { __calls: [string, string][] }).__calls.filter(([command, category]) => command === 'event' && category === 'code'),
    );
    expect(copyEvents).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('language prefix (SPEC §2)', () => {
  for (const language of ['zh', 'en']) {
    it(`/${language}/… lands on the English page`, async () => {
      const { page } = await chromium.open();
      await page.goto(`${baseUrl}/${language}${BUTTON_PAGE}`);
      await page.waitForURL(`${baseUrl}${BUTTON_PAGE}`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Button');
    });
  }
});

describe('navigation order', () => {
  const topLevel = (page: Page) =>
    page.locator('#app-nav summary.nav-group-title').evaluateAll((items) => items.map((item) => item.textContent?.trim()));

  it('puts Component API where each product reference has it, with its icon', async () => {
    const { page } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    const expected: Record<string, { page: string; before: string; after: string }> = {
      'material-ui': { page: BUTTON_PAGE, before: 'Components', after: 'Customization' },
      'joy-ui': { page: '/joy-ui/getting-started/', before: 'Components', after: 'Customization' },
      system: { page: '/system/getting-started/', before: 'Migration', after: 'Experimental APIs' },
    };
    for (const { page: path, before, after } of Object.values(expected)) {
      await page.goto(`${baseUrl}${path}`);
      const titles = await topLevel(page);
      const index = titles.indexOf('Component API');
      expect(titles.slice(index - 1, index + 2)).toEqual([before, 'Component API', after]);
    }
    expect(await page.locator('#app-nav details[data-nav-group="/system/api"] > summary svg.nav-icon').count()).toBe(1);
  });

  it('gives every top-level nav group of each product an icon', async () => {
    const { page } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    for (const path of ['/joy-ui/getting-started/', '/base-ui/getting-started/', '/system/getting-started/', BUTTON_PAGE]) {
      await page.goto(`${baseUrl}${path}`);
      const withoutIcon = await page.$$eval('#app-nav details[data-nav-group] > summary', (summaries) =>
        summaries.filter((summary) => !summary.closest('details')!.parentElement!.closest('details') && !summary.querySelector('svg.nav-icon')).map((summary) => summary.textContent),
      );
      expect(withoutIcon, path).toEqual([]);
    }
  });
});
