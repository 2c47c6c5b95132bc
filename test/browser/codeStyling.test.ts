/** The code styling switch (SPEC §4 Code preferences): MUI System | Tailwind | CSS variants of Base UI demos, one choice for the whole page. */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { showCode } from './showCode.ts';

const baseUrl = inject('baseUrl');
/** Two styling demos: UnstyledButtons (all three stylings) and LinkButton (MUI System and CSS only). */
const BUTTON_PAGE = '/base-ui/react-button/';
const SWITCH_PAGE = '/base-ui/react-switch/';
/** SPEC §9: code preference cookie max-age. */
const ONE_YEAR_S = 31536000;
/** The Tailwind and CSS variants' button colour (blue-600), and its padding. */
const BLUE = 'rgb(37, 99, 235)';

const chromium = useChromium();

async function open(options: BrowserContextOptions = {}) {
  const watched = await chromium.open({ viewport: { width: 1280, height: 900 }, ...options });
  watched.page.setDefaultTimeout(10_000);
  return watched;
}

/** Waits for the runtime and the styling switch island, which loads with the page (its mount marks it hydrated). */
async function runtimeReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForSelector('.code-styling-switch[data-hydrated="true"]', { state: 'attached' });
}
const stylingAttribute = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-code-styling'));

/** The styling keys of the previews the reader sees in a demo. */
const visiblePreviews = (page: Page, demoId: string) =>
  page.$$eval(`#${demoId} .demo-preview`, (previews) =>
    previews.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => (el as HTMLElement).dataset.styling),
  );

/** `styling:pressed` of each option of a demo's styling switch. */
const pressedOptions = (page: Page, demoId: string) =>
  page.$$eval(`#${demoId} [data-code-styling-option]`, (buttons) =>
    buttons.map((b) => `${(b as HTMLElement).dataset.codeStylingOption}:${b.getAttribute('aria-pressed')}`),
  );

/** Computed styles of the first button in a demo's preview of one styling. */
const buttonStyle = (page: Page, demoId: string, styling: string) =>
  page.$eval(`#${demoId} .demo-preview[data-styling="${styling}"] button`, (button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, paddingLeft: style.paddingLeft, radius: style.borderTopLeftRadius, border: style.borderTopStyle };
  });

describe('code styling switch', () => {
  it('shows MUI System by default, and one click switches every demo of the page and writes a one-year cookie', async () => {
    const { page, problems, context } = await open();
    await page.goto(`${baseUrl}${BUTTON_PAGE}`);
    await runtimeReady(page);
    expect(await visiblePreviews(page, 'demo-UnstyledButtons')).toEqual(['system']);
    expect(await visiblePreviews(page, 'demo-LinkButton')).toEqual(['system']);
    expect(await pressedOptions(page, 'demo-UnstyledButtons')).toEqual(['MUI System:true', 'Tailwind:false', 'CSS:false']);
    // A demo offers only the stylings it has.
    expect(await pressedOptions(page, 'demo-LinkButton')).toEqual(['MUI System:true', 'CSS:false']);
    // A Material demo elsewhere has no styling switch.
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    expect(await page.locator('[data-code-styling-option]').count()).toBe(0);
    await page.goBack();
    await runtimeReady(page);

    const before = Date.now() / 1000;
    const demo = page.locator('#demo-UnstyledButtons');
    await demo.getByRole('button', { name: 'Tailwind' }).click();
    // The switch sits beside the Show code button: the click does not unfold the code.
    expect(await demo.locator('[data-demo-action="code"]').getAttribute('aria-expanded')).toBe('false');
    expect(await stylingAttribute(page)).toBe('Tailwind');
    expect(await visiblePreviews(page, 'demo-UnstyledButtons')).toEqual(['tailwind']);
    expect(await pressedOptions(page, 'demo-UnstyledButtons')).toEqual(['MUI System:false', 'Tailwind:true', 'CSS:false']);
    // LinkButton has no Tailwind version: it keeps showing, and pressing, its fallback.
    expect(await visiblePreviews(page, 'demo-LinkButton')).toEqual(['system']);
    expect(await pressedOptions(page, 'demo-LinkButton')).toEqual(['MUI System:true', 'CSS:false']);
    const cookie = (await context.cookies()).find((c) => c.name === 'codeStyling');
    expect(cookie?.value).toBe('Tailwind');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires).toBeGreaterThan(before + ONE_YEAR_S - 60);
    expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + ONE_YEAR_S + 60);

    // The newly shown variant is an island of its own, hydrated on its first use.
    const tailwindPreview = demo.locator('.demo-preview[data-styling="tailwind"]');
    await tailwindPreview.locator('button').first().focus();
    await expect.poll(() => tailwindPreview.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    expect(await demo.locator('.demo-preview[data-styling="css"]').getAttribute('data-hydrated')).toBeNull();

    // The other demo's switch drives every demo too.
    await page.locator('#demo-LinkButton').getByRole('button', { name: 'CSS' }).click();
    expect(await visiblePreviews(page, 'demo-UnstyledButtons')).toEqual(['css']);
    expect(await visiblePreviews(page, 'demo-LinkButton')).toEqual(['css']);
    expect(await pressedOptions(page, 'demo-UnstyledButtons')).toEqual(['MUI System:false', 'Tailwind:false', 'CSS:true']);
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('CSS');
    expect(problems).toEqual([]);
  });

  it('shows the chosen variant\'s source, and the CSS variant its stylesheet', async () => {
    const { page, problems } = await open();
    await page.goto(`${baseUrl}${BUTTON_PAGE}`);
    await runtimeReady(page);
    const demo = page.locator('#demo-UnstyledButtons');
    await showCode(demo);
    const visibleCode = () =>
      demo.locator('.MuiCode-root').evaluateAll((blocks) => blocks.filter((b) => (b as HTMLElement).offsetParent !== null).map((b) => (b as HTMLElement).innerText));
    let code = await visibleCode();
    expect(code).toHaveLength(1);
    expect(code[0]).toContain("from '@mui/system'");

    await demo.getByRole('button', { name: 'Tailwind' }).click();
    code = await visibleCode();
    expect(code).toHaveLength(1);
    expect(code[0]).toContain('bg-blue-600');

    await demo.getByRole('button', { name: 'CSS' }).click();
    code = await visibleCode();
    expect(code).toHaveLength(2);
    expect(code[0]).toContain("import './styles.css';");
    expect(code[1]).toContain('styles.css');
    expect(code[1]).toContain('.CustomButton.base--focusVisible');

    // Styling and language are independent: JS of the CSS variant.
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    code = await visibleCode();
    expect(code[0]).toContain("import './styles.css';");
    expect(code[0]).not.toContain(': React');
    expect(problems).toEqual([]);
  });

  it('is usable from the keyboard', async () => {
    const { page, problems } = await open();
    await page.goto(`${baseUrl}${SWITCH_PAGE}`);
    await runtimeReady(page);
    const demo = page.locator('#demo-UnstyledSwitch');
    await demo.getByRole('button', { name: 'MUI System' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.codeStylingOption)).toBe('Tailwind');
    await page.keyboard.press('Enter');
    expect(await stylingAttribute(page)).toBe('Tailwind');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await stylingAttribute(page)).toBe('CSS');
    expect(await visiblePreviews(page, 'demo-UnstyledSwitch')).toEqual(['css']);
    expect(await demo.locator('[data-demo-action="code"]').getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('styles of each variant', () => {
  it('styles the Tailwind and CSS previews for real, and none of their rules reach the rest of the page', async () => {
    const { page, problems, context } = await open();
    await context.addCookies([{ name: 'codeStyling', value: 'Tailwind', url: baseUrl }]);
    await page.goto(`${baseUrl}${BUTTON_PAGE}`);
    await runtimeReady(page);
    const unstyled = await page.evaluate(() => {
      const button = document.body.appendChild(document.createElement('button'));
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, paddingLeft: style.paddingLeft };
    });
    const tailwind = await buttonStyle(page, 'demo-UnstyledButtons', 'tailwind');
    expect(tailwind).toEqual({ background: BLUE, paddingLeft: '16px', radius: '8px', border: 'solid' });
    expect(tailwind.background).not.toBe(unstyled.background);
    expect(tailwind.paddingLeft).not.toBe(unstyled.paddingLeft);

    await page.locator('#demo-UnstyledButtons').getByRole('button', { name: 'CSS' }).click();
    expect(await buttonStyle(page, 'demo-UnstyledButtons', 'css')).toEqual({ background: BLUE, paddingLeft: '16px', radius: '8px', border: 'solid' });

    // The same class names outside a preview get nothing: Tailwind utilities and demo stylesheets are scoped.
    const leaked = await page.evaluate(() => {
      const probe = document.querySelector('main')!.appendChild(document.createElement('div'));
      probe.className = 'px-4 bg-blue-600 CustomButton ButtonRow flex';
      const style = getComputedStyle(probe);
      return { paddingLeft: style.paddingLeft, background: style.backgroundColor, display: style.display };
    });
    expect(leaked).toEqual({ paddingLeft: '0px', background: 'rgba(0, 0, 0, 0)', display: 'block' });
    // The site around the demos keeps its own look: no Tailwind reset on its headings.
    expect(await page.$eval('h1', (h1) => getComputedStyle(h1).fontWeight)).toBe('600');
    expect(problems).toEqual([]);
  });

  it('shows the MUI System variant, styled, with JavaScript off', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}${SWITCH_PAGE}`);
    expect(await stylingAttribute(page)).toBeNull();
    expect(await visiblePreviews(page, 'demo-UnstyledSwitch')).toEqual(['system']);
    // The checked track of the Emotion-styled switch is green.
    const track = await page.$eval('#demo-UnstyledSwitch .demo-preview[data-styling="system"] .base-Switch-track', (t) => getComputedStyle(t).backgroundColor);
    expect(track).toBe('rgb(22, 163, 74)');
  });
});

describe('first paint', () => {
  it('applies the cookie before any script of the runtime runs, and other tabs follow on their next load', async () => {
    const { page, problems, context } = await open();
    await page.goto(`${baseUrl}${BUTTON_PAGE}`);
    await runtimeReady(page);
    await page.locator('#demo-UnstyledButtons').getByRole('button', { name: 'Tailwind' }).click();

    // Every script of the site blocked: only the inline script runs, so this is what the first paint shows.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await stylingAttribute(page)).toBe('Tailwind');
    expect(await visiblePreviews(page, 'demo-UnstyledButtons')).toEqual(['tailwind']);
    expect(await visiblePreviews(page, 'demo-LinkButton')).toEqual(['system']);
    expect((await buttonStyle(page, 'demo-UnstyledButtons', 'tailwind')).background).toBe(BLUE);
    // The pressed option is highlighted by CSS alone, before the runtime marks aria-pressed.
    const highlighted = await page.$$eval('#demo-UnstyledButtons [data-code-styling-option]', (buttons) =>
      buttons.map((b) => getComputedStyle(b).backgroundColor !== 'rgba(0, 0, 0, 0)'),
    );
    expect(highlighted).toEqual([false, true, false]);

    // Another tab, on another page, opens with the same styling.
    const other = await context.newPage();
    await other.route('**/assets/**/*.js', (route) => route.abort());
    await other.goto(`${baseUrl}${SWITCH_PAGE}`);
    expect(await visiblePreviews(other, 'demo-UnstyledSwitch')).toEqual(['tailwind']);
    // The aborted scripts themselves are the only failures expected.
    expect(problems.filter((p) => !p.includes('/assets/') && !p.includes('ERR_FAILED'))).toEqual([]);
  });

  it('reads the URI-encoded cookie value "MUI%20System"', async () => {
    const { page, context } = await open({ javaScriptEnabled: true });
    await context.addCookies([{ name: 'codeStyling', value: 'MUI%20System', url: baseUrl }]);
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}${BUTTON_PAGE}`);
    expect(await stylingAttribute(page)).toBe('MUI System');
    expect(await visiblePreviews(page, 'demo-UnstyledButtons')).toEqual(['system']);
  });

  it('a demo link with a styling prefix wins over the cookie', async () => {
    const { page, problems, context } = await open();
    await context.addCookies([{ name: 'codeStyling', value: 'CSS', url: baseUrl }]);
    await page.goto(`${baseUrl}${BUTTON_PAGE}#tailwind-UnstyledButtons.js`);
    await runtimeReady(page);
    expect(await stylingAttribute(page)).toBe('Tailwind');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('JS');
    expect(await visiblePreviews(page, 'demo-UnstyledButtons')).toEqual(['tailwind']);
    expect(await pressedOptions(page, 'demo-UnstyledButtons')).toEqual(['MUI System:false', 'Tailwind:true', 'CSS:false']);

    await page.goto(`${baseUrl}${SWITCH_PAGE}#system-UnstyledSwitch.tsx`);
    await runtimeReady(page);
    expect(await stylingAttribute(page)).toBe('MUI System');
    expect(await visiblePreviews(page, 'demo-UnstyledSwitch')).toEqual(['system']);

    // Without a demo hash the cookie decides, and it holds what the last link picked (SPEC §4: written back).
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('MUI%20System');
    await context.addCookies([{ name: 'codeStyling', value: 'CSS', url: baseUrl }]);
    await page.goto(`${baseUrl}${SWITCH_PAGE}`);
    await runtimeReady(page);
    expect(await stylingAttribute(page)).toBe('CSS');
    expect(await visiblePreviews(page, 'demo-UnstyledSwitch')).toEqual(['css']);
    expect(problems).toEqual([]);
  });
});

describe('variant islands', () => {
  it('hydrates the shown variant of each demo so it responds, with no hydration warnings', async () => {
    const { page, problems, context } = await open();
    await context.addCookies([{ name: 'codeStyling', value: 'CSS', url: baseUrl }]);
    await page.goto(`${baseUrl}${SWITCH_PAGE}`);
    await runtimeReady(page);
    const preview = page.locator('#demo-UnstyledSwitch .demo-preview[data-styling="css"]');
    const root = preview.locator('.base-Switch-root');
    expect(await root.getAttribute('class')).toContain('base--checked');
    // The first click hydrates the variant and acts; hidden variants wait until they are shown and used.
    await preview.locator('input.base-Switch-input').click();
    await expect.poll(() => preview.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    expect(await page.locator('#demo-UnstyledSwitch .demo-preview[data-styling="system"]').getAttribute('data-hydrated')).toBeNull();
    await expect.poll(() => root.getAttribute('class')).not.toContain('base--checked');
    // The unchecked track colour of the stylesheet, once its 150 ms transition is over.
    await expect.poll(() => preview.locator('.base-Switch-track').evaluate((t) => getComputedStyle(t).backgroundColor)).toBe('rgb(203, 213, 225)');
    expect(problems).toEqual([]);
  });
});
