/** Accessibility and small screens as a reader meets them: axe-core on every page type, names, sizes, contrast. */
import { describe, expect, inject, it } from 'vitest';
import { axeRuleViolations, seriousAxeViolations } from './axe.ts';
import { useChromium } from './browser.ts';
import { textContrast } from './contrast.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();

const PAGES = {
  home: '/',
  'docs page': '/material-ui/getting-started/installation/',
  'component page with demos': '/material-ui/react-button/',
  'API page': '/material-ui/api/button/',
  'templates gallery': '/material-ui/getting-started/templates/',
  template: '/material-ui/getting-started/templates/dashboard/',
  '404 page': '/no-such-page/',
};
const WIDTHS = [1440, 375];
/**
 * A live demo shows the library's components as the library styles them (an info-coloured button, a file input in
 * a label): the site checks its own pages, shell and demo toolbar, not the components it documents.
 */
const DEMO_PREVIEWS = ['.demo-preview'];

describe('axe-core: no serious or critical violation', () => {
  for (const [name, path] of Object.entries(PAGES)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of WIDTHS) {
        it(`${name} (${path}), ${colorScheme}, ${width} px`, async () => {
          const { page } = await chromium.open({ colorScheme, viewport: { width, height: 900 } });
          await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
          expect(await seriousAxeViolations(page, DEMO_PREVIEWS)).toEqual([]);
        });
      }
    }
  }
});

describe('the Button page demos', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`give no role a label may not have and keep text contrast in ${colorScheme}`, async () => {
      const { page } = await chromium.open({ colorScheme, viewport: { width: 412, height: 900 } });
      await page.goto(baseUrl + PAGES['component page with demos'], { waitUntil: 'networkidle' });
      expect(await axeRuleViolations(page, ['aria-allowed-role', 'color-contrast'])).toEqual([]);
    });
  }

  it('rings the upload button when its file input has the keyboard focus', async () => {
    const { page } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(baseUrl + PAGES['component page with demos'], { waitUntil: 'networkidle' });
    const input = page.locator('label', { hasText: 'Attach files' }).locator('input[type="file"]');
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => input.evaluate((node) => document.activeElement === node)).toBe(true);
    await expect.poll(() => input.evaluate((node) => getComputedStyle(node.closest('label')!).outlineStyle)).toBe('solid');
  });
});

describe('header at 375 px', () => {
  it('names the search button and keeps every icon button at least 24 px', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 800 } });
    await page.goto(baseUrl + PAGES['docs page'], { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Search…' }).isVisible()).toBe(true);
    const sizes = await page.locator('header :is(button, a):visible').evaluateAll((items) =>
      items.map((item) => ({ name: item.getAttribute('aria-label') ?? item.textContent, ...item.getBoundingClientRect().toJSON() })),
    );
    expect(sizes.filter((size) => size.width < 24 || size.height < 24)).toEqual([]);
    // Kept at full size without pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe('templates gallery', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`"Live preview" reads as a button in ${colorScheme}: light text on the filled pill, at least 4.5:1`, async () => {
      const { page } = await chromium.open({ colorScheme, viewport: { width: 1440, height: 900 } });
      await page.goto(baseUrl + PAGES['templates gallery'], { waitUntil: 'networkidle' });
      const button = page.getByRole('link', { name: 'Live preview', exact: true }).first();
      const colours = await button.evaluate((node) => ({ color: getComputedStyle(node).color, background: getComputedStyle(node).backgroundColor }));
      expect(colours.color).not.toBe(colours.background);
      expect(await textContrast(button)).toBeGreaterThanOrEqual(4.5);
      expect(await button.evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('none');
    });
  }
});

describe('links around inline code', () => {
  it('look like links: the link colour and an underline', async () => {
    const { page } = await chromium.open({ colorScheme: 'light' });
    await page.goto(baseUrl + '/base-ui/react-button/', { waitUntil: 'networkidle' });
    const code = page.locator('.markdown-body a:not([class]) > code').first();
    const [linkColour, codeStyle] = await code.evaluate((node) => [
      getComputedStyle(node.parentElement!).color,
      { color: getComputedStyle(node).color, underline: getComputedStyle(node).textDecorationLine },
    ]);
    expect(codeStyle).toEqual({ color: linkColour, underline: 'underline' });
  });
});

describe('pressed toggles', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the settings drawer's pressed mode has at least 4.5:1 contrast in ${colorScheme}`, async () => {
      const { page } = await chromium.open({ colorScheme });
      await page.goto(baseUrl + PAGES['docs page'], { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      const pressed = page.locator('.settings-toggle[aria-pressed="true"]').first();
      await pressed.waitFor();
      expect(await textContrast(pressed)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('feedback form', () => {
  it('stays where it is when the error appears', async () => {
    const { page } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await page.goto(baseUrl + '/material-ui/react-button/', { waitUntil: 'networkidle' });
    const section = page.locator('[data-feedback]');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Yes, this page was helpful' }).click();
    const submit = section.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    const before = await submit.boundingBox();
    await submit.click();
    await expect.poll(() => section.locator('[role="status"]').innerText()).toBe("Couldn't submit feedback. Please try again later.");
    expect(await submit.boundingBox()).toEqual(before);
  });
});

describe('inline ad', () => {
  it('fills the height the slot reserves, leaving no empty band', async () => {
    const { page } = await chromium.open({ viewport: { width: 1440, height: 900 } });
    // 0.05 picks the inline layout (under 20 %) and an in-house ad.
    await page.addInitScript(() => (Math.random = () => 0.05));
    await page.goto(baseUrl + '/material-ui/react-button/', { waitUntil: 'networkidle' });
    const slot = page.locator('[data-ad-slot]');
    await expect.poll(() => slot.locator('.Ad-inline').count()).toBe(1);
    const [slotBox, adBox] = [await slot.boundingBox(), await slot.locator('.Ad-root').boundingBox()];
    expect(Math.round(adBox!.height)).toBe(Math.round(slotBox!.height));
  });
});
