/** Density: the controls on the density page act on every live Material demo of the site, and the choice persists. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('density', () => {
  it('applies high density and the spacing unit to demos on other pages, and resets', async () => {
    const { page, context, problems } = await openWatchedPage(browser);
    await page.goto(`${baseUrl}/material-ui/customization/density/`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('switch', { name: 'Apply high density' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect.poll(() => page.textContent('[data-density-spacing]')).toBe('7px');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('mui-density'))) ?? '{}')).toEqual({ dense: true, spacing: 7 });

    await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'networkidle' });
    const demo = page.locator('[data-island="demo"]').first();
    await demo.scrollIntoViewIfNeeded();
    // A demo hydrates on its first use: focus reaching it is one.
    await demo.locator('button').first().focus();
    await expect.poll(() => demo.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => demo.locator('.MuiButton-sizeSmall').count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/material-ui/customization/density/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('switch', { name: 'Apply high density' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Reset density' }).click();
    await expect.poll(() => page.textContent('[data-density-spacing]')).toBe('8px');
    expect(await page.getByRole('switch', { name: 'Apply high density' }).getAttribute('aria-checked')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });
});
