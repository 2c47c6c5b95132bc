/** SPEC §7 "Icon font": the ligature font's stylesheet is self-hosted, loaded once, and only where ligature icons are drawn. */
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();
const ICON_PAGE = '/material-ui/icons/';

describe('icon font', () => {
  it('loads its stylesheet once, from the site itself, on a page with font icons', async () => {
    const { page, problems } = await chromium.open();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${baseUrl}${ICON_PAGE}`, { waitUntil: 'networkidle' });
    const stylesheets = requests.filter((url) => /material-icons[^/]*\.css$/.test(url));
    expect(stylesheets).toEqual([`${baseUrl}/static/fonts/material-icons/material-icons.css`]);
    expect(await page.locator('link[rel="stylesheet"][href*="material-icons"]').count()).toBe(1);
    expect(requests.filter((url) => new URL(url).origin !== baseUrl)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('draws each ligature as one glyph the width of the icon, not as its name', async () => {
    const { page } = await chromium.open();
    await page.goto(`${baseUrl}${ICON_PAGE}`, { waitUntil: 'networkidle' });
    const glyphs = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll<HTMLElement>('main .material-icons, main [class*="material-icons-"]')].map((icon) => {
        const range = document.createRange();
        range.selectNodeContents(icon);
        // The same word in the page's body font: what a reader would see without the icon font.
        const word = document.createElement('span');
        word.textContent = icon.textContent;
        word.style.fontSize = getComputedStyle(icon).fontSize;
        document.body.append(word);
        const wordWidth = word.getBoundingClientRect().width;
        word.remove();
        return { name: icon.textContent, family: getComputedStyle(icon).fontFamily, fontSize: parseFloat(getComputedStyle(icon).fontSize), glyphWidth: range.getBoundingClientRect().width, wordWidth };
      });
    });
    expect(glyphs.map((glyph) => glyph.name)).toEqual(expect.arrayContaining(['star', 'rocket_launch', 'home', 'settings']));
    expect(new Set(glyphs.map((glyph) => glyph.family))).toEqual(
      new Set(['"Material Icons"', '"Material Icons Outlined"', '"Material Icons Round"', '"Material Icons Sharp"', '"Material Icons Two Tone"']),
    );
    for (const glyph of glyphs) {
      expect(glyph.glyphWidth, glyph.name!).toBeCloseTo(glyph.fontSize, 0);
      expect(glyph.wordWidth, glyph.name!).toBeGreaterThan(glyph.fontSize * 1.5);
    }
  });

  it('is not loaded by a page without font icons', async () => {
    const { page } = await chromium.open();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'networkidle' });
    expect(requests.filter((url) => url.includes('material-icons'))).toEqual([]);
  });
});
