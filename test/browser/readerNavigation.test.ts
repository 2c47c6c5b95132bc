/** Getting around the bundled site, API pages and the dashboard template in right-to-left, as a reader meets them. */
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();
const DESKTOP = { viewport: { width: 1440, height: 900 } };

describe('header product switcher', () => {
  it('lists every product with its version and goes to the one picked', async () => {
    const { page, problems } = await chromium.open(DESKTOP);
    await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'networkidle' });
    const switcher = page.getByRole('banner').getByRole('button', { name: 'Material UI' });
    await switcher.click();
    const menu = page.getByRole('menu', { name: 'Products' });
    const items = await menu.getByRole('menuitem').allInnerTexts();
    expect(items.map((item) => item.replace(/\s+/g, ' ').trim())).toEqual(
      expect.arrayContaining(['Material UI v6.1.5', 'Joy UI v5.0.0-beta.46', 'Base UI v5.0.0-beta.60', 'MUI System v6.1.5']),
    );
    await menu.getByRole('menuitem', { name: /Joy UI/ }).click();
    await page.waitForURL(/\/joy-ui\//);
    expect(problems).toEqual([]);
  });
});

describe('template pages', () => {
  it('have a bar back to the gallery and to the docs', async () => {
    const { page } = await chromium.open(DESKTOP);
    await page.goto(`${baseUrl}/material-ui/getting-started/templates/dashboard/`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('navigation', { name: 'Template' });
    await bar.getByRole('link', { name: 'All templates' }).click();
    await page.waitForURL(`${baseUrl}/material-ui/getting-started/templates/`);
    await page.goBack();
    expect(await page.getByRole('navigation', { name: 'Template' }).getByRole('link', { name: 'Material UI docs' }).getAttribute('href')).toBe(
      '/material-ui/getting-started/',
    );
  });
});

describe('footer', () => {
  it('reaches careers and premium themes, and lines up with a centred page', async () => {
    const { page } = await chromium.open(DESKTOP);
    await page.goto(`${baseUrl}/careers/`, { waitUntil: 'networkidle' });
    const footer = page.locator('.site-footer');
    expect(await footer.getByRole('link', { name: 'Premium themes' }).getAttribute('href')).toBe('/premium-themes/');
    expect(await footer.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers/');
    const [column, footerBox] = [await page.locator('.standalone-page').boundingBox(), await footer.boundingBox()];
    expect(Math.round(footerBox!.x)).toBe(Math.round(column!.x));
  });

  it('and the side nav name the template store the same way', async () => {
    const { page } = await chromium.open(DESKTOP);
    await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'networkidle' });
    const labels = await page.locator('a[href="https://store.example.com/"]').allTextContents();
    expect(new Set(labels.map((label) => label.trim()))).toEqual(new Set(['Template store']));
  });
});

describe('404 page', () => {
  it('offers search, the products and the nearest existing page', async () => {
    const { page } = await chromium.open(DESKTOP);
    const response = await page.goto(`${baseUrl}/material-ui/react-buton/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect.poll(() => main.getByText('Were you looking for').isVisible()).toBe(true);
    expect(await main.locator('[data-nearest-page] a').getAttribute('href')).toBe('/material-ui/react-button/');
    expect(await main.getByRole('link', { name: 'Joy UI' }).getAttribute('href')).toBe('/joy-ui/getting-started/');
    await main.getByRole('button', { name: 'Search the documentation' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  });

  it('describes itself to search engines and link previews', async () => {
    const { page } = await chromium.open(DESKTOP);
    await page.goto(`${baseUrl}/material-ui/react-buton/`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('The page you were looking for does not exist, or it has moved.');
  });
});

describe('API page', () => {
  it('links the demos, the inherited component and the source, and shows a highlighted import and the theme key', async () => {
    const { page, problems } = await chromium.open(DESKTOP);
    await page.goto(`${baseUrl}/material-ui/api/button/`, { waitUntil: 'networkidle' });
    const main = page.locator('main');
    const demos = main.locator('section', { has: page.locator('h2#demos') });
    expect(await demos.getByRole('link', { name: 'Button', exact: true }).getAttribute('href')).toBe('/material-ui/react-button/');
    expect(await main.getByRole('link', { name: 'ButtonBase', exact: true }).getAttribute('href')).toBe('/material-ui/api/button-base/');
    expect(await main.locator('#import ~ .MuiCode-root .token').count()).toBeGreaterThan(0);
    expect(await main.getByText('MuiButton', { exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Source code of Button' }).getAttribute('href')).toMatch(/\/Button$/);
    expect(problems).toEqual([]);
  });
});

describe('dashboard template, right to left', () => {
  it('keeps the sign of a change before its number and the chart time axis in the plot order', async () => {
    const { page } = await chromium.open(DESKTOP);
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    await page.goto(`${baseUrl}/material-ui/getting-started/templates/dashboard/`, { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const chip = page.locator('.MuiChip-label bdi').first();
    const text = (await chip.textContent())!;
    // Where the first and last characters are drawn: the sign must be drawn left of the number.
    const [signX, lastX] = await chip.evaluate((node) => {
      const range = document.createRange();
      const textNode = node.firstChild!;
      range.setStart(textNode, 0);
      range.setEnd(textNode, 1);
      const first = range.getBoundingClientRect().x;
      range.setStart(textNode, textNode.textContent!.length - 1);
      range.setEnd(textNode, textNode.textContent!.length);
      return [first, range.getBoundingClientRect().x];
    });
    expect(text).toMatch(/^[+−]?\d/);
    expect(signX).toBeLessThan(lastX);
    // The first x label of a chart (the earliest time) sits left of the last, as the plot draws time.
    const chart = page.locator('[role="img"]', { has: page.locator('span[style*="translateX"]') }).first();
    const labels = chart.locator('span[style*="translateX"]');
    const [first, last] = [await labels.first().boundingBox(), await labels.last().boundingBox()];
    expect(first!.x).toBeLessThan(last!.x);
  });
});
