/**
 * How demos look in Chromium: each library's own default theme in both colour schemes, the same before and after
 * hydration, and no style crossing between the docs and a demo preview in either direction.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();

type Scheme = 'light' | 'dark';

/** A page in the reader's system colour scheme (the site's default mode follows it). */
async function open(route: string, scheme: Scheme = 'light') {
  const watched = await chromium.open({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
  watched.page.setDefaultTimeout(15_000);
  await watched.page.goto(`${baseUrl}${route}`);
  await watched.page.waitForFunction(() => document.readyState === 'complete');
  return watched;
}

interface Look {
  textTransform: string;
  borderRadius: string;
  backgroundColor: string;
  color: string;
}

function lookOf(page: Page, selector: string): Promise<Look> {
  return page.$eval(selector, (element) => {
    const style = getComputedStyle(element);
    return { textTransform: style.textTransform, borderRadius: style.borderRadius, backgroundColor: style.backgroundColor, color: style.color };
  });
}

/** Hydrates the demo `id` by focusing its first control, as a reader's Tab would. */
async function hydrate(page: Page, id: string): Promise<void> {
  await page.focus(`#${id} > .demo-preview button`);
  await page.waitForSelector(`#${id} > .demo-preview[data-hydrated="true"]`, { state: 'attached' });
}

/** The look of `selector` in the server HTML and again once its demo `id` is hydrated: they must be the same. */
async function lookThroughHydration(route: string, scheme: Scheme, id: string, selector: string): Promise<Look> {
  const { page, problems } = await open(route, scheme);
  const served = await lookOf(page, selector);
  await hydrate(page, id);
  expect(await lookOf(page, selector)).toEqual(served);
  expect(problems).toEqual([]);
  return served;
}

describe('each library in its own default theme', () => {
  // Material UI's createTheme(): uppercase buttons, 4 px corners, #1976d2 / #9c27b0 in light, #90caf9 / #ce93d8 in dark.
  const MATERIAL = {
    light: { primary: 'rgb(25, 118, 210)', secondary: 'rgb(156, 39, 176)', text: 'rgb(255, 255, 255)' },
    dark: { primary: 'rgb(144, 202, 249)', secondary: 'rgb(206, 147, 216)', text: 'rgba(0, 0, 0, 0.87)' },
  };

  it.each(['light', 'dark'] as const)('a Material UI demo has Material UI defaults, %s', async (scheme) => {
    const route = '/material-ui/react-button/';
    const primary = await lookThroughHydration(route, scheme, 'demo-BasicButtons', '#demo-BasicButtons .MuiButton-contained');
    expect(primary).toEqual({ textTransform: 'uppercase', borderRadius: '4px', backgroundColor: MATERIAL[scheme].primary, color: MATERIAL[scheme].text });
    const secondary = await lookThroughHydration(route, scheme, 'demo-ButtonColors', '#demo-ButtonColors .MuiButton-colorSecondary');
    expect(secondary.backgroundColor).toBe(MATERIAL[scheme].secondary);
  });

  it('keeps the docs chrome in the brand theme around Material UI demos', async () => {
    const { page } = await open('/material-ui/react-button/');
    // The brand's own variables still hold outside previews: 12 px corners, its blue.
    const outside = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return { radius: root.getPropertyValue('--mui-shape-borderRadius').trim(), primary: root.getPropertyValue('--mui-palette-primary-main').trim() };
    });
    expect(outside).toEqual({ radius: '12px', primary: 'hsl(210, 100%, 45%)' });
  });

  // Joy UI's extendTheme(): 6 px button corners, solid primary #0B6BCB in both schemes, neutral outlined text #32383E / #DDE7EE.
  const JOY = { light: { neutral: 'rgb(50, 56, 62)' }, dark: { neutral: 'rgb(221, 231, 238)' } };

  it.each(['light', 'dark'] as const)('a Joy UI demo has Joy UI defaults, %s', async (scheme) => {
    const route = '/joy-ui/react-button/';
    const solid = await lookThroughHydration(route, scheme, 'demo-BasicButtons', '#demo-BasicButtons .MuiButton-variantSolid');
    expect(solid).toEqual({ textTransform: 'none', borderRadius: '6px', backgroundColor: 'rgb(11, 107, 203)', color: 'rgb(255, 255, 255)' });
    const outlined = await lookThroughHydration(route, scheme, 'demo-BasicButtons', '#demo-BasicButtons .MuiButton-variantOutlined');
    expect(outlined.color).toBe(JOY[scheme].neutral);
  });

  it.each(['light', 'dark'] as const)('a Base UI demo has its own styles only, %s', async (scheme) => {
    const route = '/base-ui/react-button/';
    const button = await lookThroughHydration(route, scheme, 'demo-UnstyledButtons', '#demo-UnstyledButtons > .demo-preview button');
    expect(button).toEqual({ textTransform: 'none', borderRadius: '8px', backgroundColor: 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)' });
  });

  it('shrinks the label of a select text field that has a value before its demo is hydrated', async () => {
    const { page } = await open('/material-ui/react-text-field/');
    const label = page.locator('#demo-SelectTextField .MuiInputLabel-root');
    expect(await label.getAttribute('data-shrink')).toBe('true');
    const labelBox = (await label.boundingBox())!;
    const value = page.locator('#demo-SelectTextField .MuiSelect-select');
    const valueBox = (await value.boundingBox())!;
    const valueTextTop = valueBox.y + parseFloat(await value.evaluate((element) => getComputedStyle(element).paddingTop));
    // The shrunk label sits on the outline, above the value's text.
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(valueTextTop);
  });
});

/** Every rule of the page's stylesheets that matches an element inside a demo preview, or one outside, by origin. */
function crossingRules(page: Page) {
  return page.evaluate(() => {
    const docsInside = new Set<string>();
    const demoOutside = new Set<string>();
    const walk = (rules: CSSRuleList, fromDemo: boolean) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const element of Array.from(document.querySelectorAll(rule.selectorText))) {
            const preview = element.closest('.demo-preview');
            // An Emotion class is a component's own style, whichever sheet holds it (one most pages use is shared).
            const emotionClass = /^\.css-[\w-]+$/.test(rule.selectorText);
            if (!fromDemo && !emotionClass && preview && preview !== element) docsInside.add(rule.selectorText);
            // Custom properties alone change nothing where no style reads them (Joy UI's `--joy-*` on :root).
            const declaresStyle = Array.from(rule.style).some((property) => !property.startsWith('--'));
            if (fromDemo && !preview && declaresStyle && !rule.selectorText.startsWith('.css-')) demoOutside.add(rule.selectorText);
          }
        } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, fromDemo);
      }
    };
    // The page's own Emotion sheet holds its demos' styles; every other sheet is the docs'.
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, (sheet.ownerNode as Element | null)?.hasAttribute('data-emotion') ?? false);
    return { docsInside: [...docsInside], demoOutside: [...demoOutside] };
  });
}

describe('style isolation', () => {
  // The universal box-sizing rule is the baseline every MUI app gets from CssBaseline, so it is the reader's too.
  const BASELINE = new Set(['*, ::before, ::after']);
  const PAGES = [
    '/material-ui/react-table/',
    '/material-ui/react-list/',
    '/material-ui/react-card/',
    '/material-ui/react-text-field/',
    '/joy-ui/react-table/',
    '/joy-ui/react-card/',
    '/joy-ui/react-list/',
    '/base-ui/react-button/',
    '/base-ui/react-select/',
    '/base-ui/react-tabs/',
  ];

  it.each(PAGES)("no rule of the docs' stylesheets matches inside a demo preview on %s, and no demo rule outside", async (route) => {
    const { page } = await open(route);
    const crossing = await crossingRules(page);
    expect(crossing.docsInside.filter((selector) => !BASELINE.has(selector))).toEqual([]);
    expect(crossing.demoOutside).toEqual([]);
  });
});
