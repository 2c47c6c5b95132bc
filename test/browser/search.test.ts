/** Offline search: the dialog's shortcuts, a full-text hit with its title, section and product, keyboard navigation, and no third-party request. */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
/** A Joy UI page: the hit below is in another product's shard, which loads once the query is typed. */
const START_PAGE = '/joy-ui/getting-started/';
/**
 * A word that occurs in the body text of one page only (Material UI's Select, section "Usage notes": "Sort options in a
 * meaningful order: alphabetical, …"), with no other word of the site within the fuzzy distance. Checked with
 * `grep -ril alphabeti dist --include=index.html`.
 */
const UNIQUE_WORD = 'alphabetical';
const TARGET = { route: '/material-ui/react-select/', anchor: 'usage-notes', title: 'Select', heading: 'Usage notes', product: 'Material UI' };

const chromium = useChromium();

/** Opens the start page and records every request URL the page makes. */
async function openStartPage() {
  const watched = await chromium.open({ viewport: { width: 1280, height: 800 } });
  watched.page.setDefaultTimeout(10_000);
  const requests: string[] = [];
  watched.page.on('request', (request) => requests.push(request.url()));
  await watched.page.goto(`${baseUrl}${START_PAGE}`);
  return { ...watched, requests };
}

const dialog = (page: Page) => page.locator('#search-dialog');
const input = (page: Page) => page.getByRole('combobox', { name: 'Search documentation' });
const inputFocused = (page: Page) => page.evaluate(() => document.activeElement?.id === 'search-input' || document.activeElement?.getAttribute('role') === 'combobox');
const hits = (page: Page) => page.locator('#search-dialog a.search-hit');

describe('search', () => {
  it('Ctrl+K and / open the dialog with the input focused; Escape closes it and returns focus', async () => {
    const { page, problems } = await openStartPage();
    expect(await dialog(page).isVisible()).toBe(false);

    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await inputFocused(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);

    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await inputFocused(page)).toBe(true);
    // The "/" that opened the dialog is not typed into it.
    expect(await input(page).inputValue()).toBe('');
    // Ctrl+K toggles it closed again.
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);

    // The header button opens it too, and focus comes back to it on Escape.
    const button = page.locator('[data-search-open]').first();
    await button.click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('finds a word of one page body with its title, section and product; ArrowDown and Enter go there; every request stays on the site', async () => {
    const { page, problems, requests } = await openStartPage();
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await input(page).pressSequentially(UNIQUE_WORD, { delay: 20 });

    await expect.poll(() => dialog(page).getAttribute('data-state'), { timeout: 10_000 }).toBe('results');
    await expect.poll(() => hits(page).count()).toBe(1);
    const hit = hits(page).first();
    expect(await hit.getAttribute('href')).toBe(`${TARGET.route}#${TARGET.anchor}`);
    expect(await hit.locator('.search-hit-title').innerText()).toBe(TARGET.title);
    expect(await hit.locator('.search-hit-heading').innerText()).toBe(TARGET.heading);
    expect(await hit.locator('.search-hit-product').innerText()).toBe(TARGET.product);
    // The snippet arrives with the page's text and marks the match.
    await expect.poll(() => hit.locator('.search-hit-snippet mark').first().innerText().catch(() => '')).toMatch(/^alphabetical$/i);
    expect(await hit.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await hit.getAttribute('id'));

    await page.keyboard.press('ArrowDown');
    expect(await hit.getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL(`${baseUrl}${TARGET.route}#${TARGET.anchor}`), page.keyboard.press('Enter')]);
    await expect.poll(() => page.locator('h1').innerText()).toBe(TARGET.title);
    // The section is brought into view.
    const heading = await page.locator(`#${TARGET.anchor}`).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(0);
    expect(heading!.y).toBeLessThan(800);

    expect(requests.length).toBeGreaterThan(5);
    expect(requests.filter((url) => !url.startsWith(`${baseUrl}/`))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('ArrowDown and ArrowUp move the active hit through a longer list', async () => {
    const { page, problems } = await openStartPage();
    await page.keyboard.press('/');
    await input(page).pressSequentially('button', { delay: 20 });
    await expect.poll(() => hits(page).count(), { timeout: 10_000 }).toBeGreaterThan(2);
    const selected = () => page.locator('#search-dialog a.search-hit[aria-selected="true"]').getAttribute('data-index');
    expect(await selected()).toBe('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe('2');
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe('1');
    const active = page.locator('#search-dialog a.search-hit[aria-selected="true"]');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await active.getAttribute('id'));
    const href = (await active.getAttribute('href'))!;
    await Promise.all([page.waitForURL(`${baseUrl}${href}`), page.keyboard.press('Enter')]);
    expect(problems).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    const { page, problems } = await openStartPage();
    await page.keyboard.press('Control+k');
    await input(page).pressSequentially('qzxwvj', { delay: 20 });
    await expect.poll(() => dialog(page).getAttribute('data-state'), { timeout: 10_000 }).toBe('no-results');
    expect(await page.getByText('No results for “qzxwvj”.').isVisible()).toBe(true);
    expect(await hits(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
