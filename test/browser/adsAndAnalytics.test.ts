/** The ad slot (SPEC §4 Ad slot, §9 sizes) and analytics events (SPEC §7) as a reader's browser runs them. */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { AD_HEIGHT, AD_HEIGHT_MOBILE } from '../../runtime/constants.ts';

const baseUrl = inject('baseUrl');
const DOCS_PAGE = '/material-ui/react-button/';

const chromium = useChromium();

type GtagCall = [string, string, Record<string, unknown>?];

/** Opens the docs page; `random` pins Math.random (which picks the ad, its layout and event sampling); the global gtag is stubbed to record calls. */
async function openDocsPage({ random, ...options }: BrowserContextOptions & { random?: number } = {}) {
  const watched = await chromium.open({ viewport: { width: 1200, height: 800 }, ...options });
  watched.page.setDefaultTimeout(10_000);
  if (options.javaScriptEnabled !== false) {
    await watched.page.addInitScript(() => {
      const w = window as unknown as { gtag: (...args: unknown[]) => void; __calls: unknown[][] };
      w.__calls = [];
      w.gtag = (...args) => w.__calls.push(args);
      // Ad links open a new tab; keep the reader here so the click is only observed (analytics listens on document, after window).
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest?.('a.Ad-root')) event.preventDefault();
      }, true);
    });
  }
  if (random !== undefined) await watched.page.addInitScript((value) => (Math.random = () => value), random);
  await watched.page.goto(`${baseUrl}${DOCS_PAGE}`);
  return watched;
}

const slot = (page: Page) => page.locator('[data-ad-slot]');
const adState = (page: Page) => slot(page).getAttribute('data-ad-state');
const gtagCalls = (page: Page) => page.evaluate(() => (window as unknown as { __calls: GtagCall[] }).__calls);
const events = async (page: Page, category: string) =>
  (await gtagCalls(page)).filter(([command, name]) => command === 'event' && name === category).map(([, , fields]) => fields);

/** Where the first paragraph after the slot sits in the document, and the slot's size. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const slotElement = document.querySelector<HTMLElement>('[data-ad-slot]')!;
    const paragraph = document.querySelector('.markdown-body > p')!;
    return {
      paragraphTop: paragraph.getBoundingClientRect().top + scrollY,
      slotHeight: slotElement.getBoundingClientRect().height,
      minHeight: getComputedStyle(slotElement).minHeight,
    };
  });

describe('ad slot', () => {
  it('with no ad network configured, resolves to an in-house ad tracked as an ad click', async () => {
    const { page, problems } = await openDocsPage({ random: 0.5 });
    await expect.poll(() => adState(page)).toBe('in-house');
    const ad = slot(page).locator('a.Ad-root');
    expect(await ad.count()).toBe(1);
    expect(await ad.isVisible()).toBe(true);
    expect(await ad.getAttribute('data-ga-event-category')).toBe('ad');
    expect(await ad.getAttribute('data-ga-event-action')).toBe('click');
    expect(await ad.getAttribute('data-ga-event-label')).toBe('in-house-body-top-image');
    expect(await ad.getAttribute('rel')).toContain('sponsored');
    // The image layout shows the ad's picture, loaded from the site itself (130×100, SPEC §9).
    const image = ad.locator('img.Ad-img');
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await image.boundingBox()).toMatchObject({ width: 130, height: 100 });
    expect((await ad.innerText()).length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('whatever the draw, the label says in-house and the ad links somewhere', async () => {
    for (const random of [0.05, 0.95]) {
      const { page, problems, context } = await openDocsPage({ random });
      await expect.poll(() => adState(page)).toBe('in-house');
      const ad = slot(page).locator('a.Ad-root');
      expect(await ad.getAttribute('data-ga-event-label')).toMatch(/^in-house-body-top-(inline|image)$/);
      expect(await ad.getAttribute('href')).toMatch(/^(\/|https:\/\/)/);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('stays empty for crawlers', async () => {
    const { page, problems } = await openDocsPage({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await expect.poll(() => adState(page)).toBe('empty');
    expect(await slot(page).isHidden()).toBe(true);
    expect(await slot(page).locator('.Ad-root').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('reserves its height before it resolves, so the ad shifts nothing (126 px from 600 px wide, 142 px below)', async () => {
    for (const [width, minimum] of [
      [1200, AD_HEIGHT],
      [400, AD_HEIGHT_MOBILE],
    ] as const) {
      // Before: no script at all, the slot as the server sent it.
      const before = await openDocsPage({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      expect(await adState(before.page)).toBe('undecided');
      const reserved = await layout(before.page);
      expect(reserved.minHeight).toBe(`${minimum}px`);
      expect(reserved.slotHeight).toBeGreaterThanOrEqual(minimum);
      // With scripting off Chromium refuses the module preloads (reported as "csp"); nothing else may fail.
      expect(before.problems.filter((problem) => !/^requestfailed: \S+\.js csp$/.test(problem))).toEqual([]);
      await before.context.close();

      // After, for each layout (inline and image): the paragraph below has not moved.
      for (const random of [0.05, 0.5]) {
        const after = await openDocsPage({ viewport: { width, height: 800 }, random });
        await expect.poll(() => adState(after.page)).toBe('in-house');
        const resolved = await layout(after.page);
        expect(resolved.paragraphTop).toBeCloseTo(reserved.paragraphTop, 0);
        expect(resolved.slotHeight).toBe(reserved.slotHeight);
        expect(after.problems).toEqual([]);
        await after.context.close();
      }
    }
  });
});

describe('analytics', () => {
  it('sends page_view with the product ids, user properties, and events for tracked clicks', async () => {
    const { page, problems } = await openDocsPage({ random: 0.05 });
    await expect.poll(() => adState(page)).toBe('in-house');

    const pageViews = await events(page, 'page_view');
    expect(pageViews).toHaveLength(1);
    expect(pageViews[0]).toMatchObject({
      productId: 'material-ui',
      productCategoryId: 'core',
      page_location: DOCS_PAGE,
      page_title: await page.title(),
    });

    // Math.random pinned at 0.05: inline layout, and the display is in the sampled 10%, sent at once for inline ads.
    expect(await events(page, 'ad')).toEqual([{ eventAction: 'display', eventLabel: 'in-house-body-top-inline' }]);

    await slot(page).locator('a.Ad-root').click();
    expect(page.url()).toBe(`${baseUrl}${DOCS_PAGE}`);
    expect(await events(page, 'ad')).toContainEqual({ eventAction: 'click', eventLabel: 'in-house-body-top-inline' });

    // User properties are deferred until the reader first interacts (the click above) or leaves the tab.
    await expect
      .poll(async () => (await gtagCalls(page)).find(([command, name]) => command === 'set' && name === 'user_properties')?.[2], { timeout: 5000 })
      .toMatchObject({ codeVariant: 'TS', codeStylingVariant: 'MUI System', userLanguage: 'en', colorScheme: 'light', colorSchemeOS: 'light' });

    // Any element carrying the attributes: a demo's code copy button.
    const demo = page.locator('#demo-BasicButtons');
    await demo.getByText('Show code').click();
    await demo.locator('.demo-source:visible').getByRole('button', { name: 'Copy the code' }).click();
    await expect.poll(() => events(page, 'code')).toContainEqual({ eventAction: 'copy-click', eventLabel: undefined });
    expect(problems).toEqual([]);
  });

  it('reports each product with its own ids', async () => {
    const { page, problems } = await openDocsPage();
    await page.goto(`${baseUrl}/joy-ui/getting-started/`);
    await expect.poll(async () => (await events(page, 'page_view'))[0]).toMatchObject({ productId: 'joy-ui', productCategoryId: 'core', page_location: '/joy-ui/getting-started/' });
    expect(problems).toEqual([]);
  });
});
