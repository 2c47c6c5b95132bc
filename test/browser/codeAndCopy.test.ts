/** Live demos, the JS/TS switch (SPEC §4 Code preferences) and copy buttons on code blocks (SPEC §4 Copy button, §8 clipboard failure). */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { showCode } from './showCode.ts';

const baseUrl = inject('baseUrl');
const DEMO_PAGE = '/material-ui/react-button/';
/** A Markdown page with plain code blocks (npm/pnpm/yarn tabs, then more blocks). */
const CODE_PAGE = '/material-ui/getting-started/installation/';
/** SPEC §9: code preference cookie max-age. */
const ONE_YEAR_S = 31536000;
/** SPEC §4/§9: how long a code block's copy button says "Copied". */
const COPIED_MS = 2000;

const chromium = useChromium();

async function open(path: string, options: BrowserContextOptions = {}) {
  const watched = await chromium.open({ viewport: { width: 1280, height: 800 }, ...options });
  watched.page.setDefaultTimeout(10_000);
  return watched;
}

/** Waits for the runtime: module scripts run before DOMContentLoaded, so a complete document has it wired. */
const runtimeReady = (page: Page) => page.waitForFunction(() => document.readyState === 'complete');

/** The text of the demo source the reader can see (the other variant is display:none). */
const visibleSource = (page: Page, demoId: string) =>
  page.evaluate((id) => {
    const sources = [...document.querySelectorAll<HTMLElement>(`#${id} .demo-source`)].filter((el) => el.offsetParent !== null);
    return sources.map((el) => el.innerText);
  }, demoId);

describe('live demos', () => {
  it('a demo island stays server-rendered when scrolled into view, hydrates on first use and responds to clicks', async () => {
    const { page, problems } = await open(DEMO_PAGE, { viewport: { width: 1280, height: 500 } });
    await page.goto(`${baseUrl}${DEMO_PAGE}`);
    const island = page.locator('#demo-IconLabelButtons [data-island="demo"]');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    // Seen is not used: its code waits for the reader's first pointer or focus in it.
    await island.scrollIntoViewIfNeeded();
    expect(await island.getAttribute('data-hydrated')).toBeNull();

    // The first click both hydrates the demo and acts.
    const save = island.getByRole('button', { name: 'Save' });
    await save.click();
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    // The demo's own state: the button now reads "Saving" (upper-cased by Material UI's default theme) and shows its
    // loading state.
    await expect.poll(() => island.locator('button.MuiButton-colorSuccess').textContent()).toContain('Saving');
    expect(await island.locator('button.MuiButton-colorSuccess').isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('JS/TS switch', () => {
  it('switches every demo on the page, writes a one-year codeVariant cookie, and a reload keeps JS', async () => {
    const { page, problems, context } = await open(DEMO_PAGE);
    await page.goto(`${baseUrl}${DEMO_PAGE}`);
    await runtimeReady(page);
    const demo = page.locator('#demo-IconLabelButtons');
    await showCode(demo);

    // Default TS: the visible source carries the type argument.
    let shown = await visibleSource(page, 'demo-IconLabelButtons');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('React.useState<boolean>(false)');

    const before = Date.now() / 1000;
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    // The switch is beside the Show code button, not inside it: the click does not fold the code away.
    expect(await demo.locator('[data-demo-action="code"]').getAttribute('aria-expanded')).toBe('true');
    shown = await visibleSource(page, 'demo-IconLabelButtons');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('React.useState(false)');
    expect(shown[0]).not.toContain('<boolean>');

    // Every switch of the page follows, and the other demo shows its JS too.
    const pressed = await page.$$eval('[data-code-variant-option]', (buttons) =>
      buttons.map((b) => `${(b as HTMLElement).dataset.codeVariantOption}:${b.getAttribute('aria-pressed')}`),
    );
    expect(pressed.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pressed)).toEqual(new Set(['JS:true', 'TS:false']));
    await showCode(page.locator('#demo-BasicButtons'));
    const basic = await visibleSource(page, 'demo-BasicButtons');
    expect(basic).toHaveLength(1);
    expect(await page.locator('#demo-BasicButtons .demo-source[data-code-variant="JS"]').isVisible()).toBe(true);

    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    // max-age one year: the expiry is a year after the click, give or take the test's own run time.
    expect(cookie!.expires).toBeGreaterThan(before + ONE_YEAR_S - 60);
    expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + ONE_YEAR_S + 60);

    await page.reload();
    // Applied by the inline script, before the runtime: the attribute is there at once.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('JS');
    await runtimeReady(page);
    await showCode(demo);
    shown = await visibleSource(page, 'demo-IconLabelButtons');
    expect(shown[0]).toContain('React.useState(false)');
    await expect(demo.getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Back to TS through the other switch.
    await demo.getByRole('button', { name: 'TS', exact: true }).click();
    expect((await visibleSource(page, 'demo-IconLabelButtons'))[0]).toContain('<boolean>');
    expect((await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('TS');
    expect(problems).toEqual([]);
  });

  it('a URL hash ending .tsx or .js wins over the cookie', async () => {
    const { page, problems, context } = await open(DEMO_PAGE);
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseUrl }]);
    await page.goto(`${baseUrl}${DEMO_PAGE}#IconLabelButtons.tsx`);
    await runtimeReady(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('TS');
    await showCode(page.locator('#demo-IconLabelButtons'));
    expect((await visibleSource(page, 'demo-IconLabelButtons'))[0]).toContain('<boolean>');
    await expect(page.locator('#demo-IconLabelButtons').getByRole('button', { name: 'TS', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');

    await context.addCookies([{ name: 'codeVariant', value: 'TS', url: baseUrl }]);
    await page.goto(`${baseUrl}${DEMO_PAGE}#IconLabelButtons.js`);
    await page.reload();
    await runtimeReady(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('JS');
    await showCode(page.locator('#demo-IconLabelButtons'));
    expect((await visibleSource(page, 'demo-IconLabelButtons'))[0]).not.toContain('<boolean>');

    // Without a demo hash the cookie decides, and it holds what the last link picked (SPEC §4: written back).
    await page.goto(`${baseUrl}${DEMO_PAGE}`);
    await runtimeReady(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('JS');
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
    expect(problems).toEqual([]);
  });
});

describe('copy button', () => {
  /** The visible code blocks of the page, with the text each holds. */
  const visibleBlocks = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.MuiCode-root')]
        .map((root, index) => ({ index, visible: root.offsetParent !== null, code: root.querySelector('pre')!.textContent! }))
        .filter((block) => block.visible),
    );
  const block = (page: Page, index: number) => page.locator('.MuiCode-root').nth(index);
  /** Which of the button's two labels ("Copy", "Copied") the reader sees. */
  const buttonLabel = (page: Page, index: number) =>
    block(page, index)
      .locator('.MuiCode-copy')
      .evaluate((b) =>
        [...b.querySelectorAll<HTMLElement>('.MuiCode-copy-label, .MuiCode-copied-label')]
          .filter((label) => label.checkVisibility())
          .map((label) => label.textContent)
          .join('|'),
      );

  it('copies the block to the clipboard and says "Copied" for 2000 ms, then "Copy" again', async () => {
    const { page, problems } = await open(CODE_PAGE, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.clock.install();
    await page.goto(`${baseUrl}${CODE_PAGE}`);
    await runtimeReady(page);
    const [first] = await visibleBlocks(page);
    expect(first.code).toContain('npm install @mui/material');
    await page.clock.pauseAt(Date.now() + 60_000);

    const button = block(page, first.index).getByRole('button', { name: 'Copy the code' });
    expect(await buttonLabel(page, first.index)).toBe('Copy');
    await button.click();
    await expect.poll(() => button.getAttribute('data-copied')).toBe('true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.code);
    expect(await buttonLabel(page, first.index)).toBe('Copied');

    await page.clock.runFor(COPIED_MS - 50);
    expect(await button.getAttribute('data-copied')).toBe('true');
    expect(await buttonLabel(page, first.index)).toBe('Copied');
    await page.clock.runFor(100);
    expect(await button.getAttribute('data-copied')).toBeNull();
    expect(await buttonLabel(page, first.index)).toBe('Copy');
    expect(problems).toEqual([]);
  });

  it('Ctrl+C with the pointer over a block and nothing selected copies that block', async () => {
    const { page, problems } = await open(CODE_PAGE, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${baseUrl}${CODE_PAGE}`);
    await runtimeReady(page);
    const blocks = await visibleBlocks(page);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    // The second block, so the copy is of the hovered block and not merely the first one.
    const target = blocks[1];
    expect(target.code).not.toBe(blocks[0].code);
    // A first copy by click (the copy code loads on the way), then the shortcut on another block.
    await block(page, blocks[0].index).getByRole('button', { name: 'Copy the code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(blocks[0].code);
    await block(page, target.index).locator('pre').scrollIntoViewIfNeeded();
    await block(page, target.index).locator('pre').hover();
    await page.keyboard.press('Control+c');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(target.code);
    expect(await block(page, target.index).locator('.MuiCode-copy').getAttribute('data-copied')).toBe('true');

    // With text selected, Ctrl+C is the browser's copy of the selection, not the block.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await block(page, target.index).locator('pre').selectText();
    const selected = await page.evaluate(() => getSelection()!.toString());
    expect(selected).not.toBe('');
    await page.keyboard.press('Control+c');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(selected);
    expect(problems).toEqual([]);
  });

  it('when the clipboard is refused, the copy falls back or fails silently and the page keeps working', async () => {
    const { page, problems } = await open(CODE_PAGE);
    // Permission denied by the Clipboard API, and (second phase) the selection fallback refused as well.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      const execCommand = document.execCommand.bind(document);
      (window as unknown as { __execCopies: number }).__execCopies = 0;
      document.execCommand = (command: string, ...rest: unknown[]) => {
        if (command === 'copy') {
          (window as unknown as { __execCopies: number }).__execCopies += 1;
          if ((window as unknown as { __refuseFallback?: boolean }).__refuseFallback) return false;
        }
        return execCommand(command, ...(rest as [boolean, string]));
      };
    });
    await page.goto(`${baseUrl}${CODE_PAGE}`);
    await runtimeReady(page);
    const [first] = await visibleBlocks(page);
    const button = block(page, first.index).getByRole('button', { name: 'Copy the code' });

    // The Clipboard API refuses: the selection-based copy takes over and the reader still gets "Copied".
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __execCopies: number }).__execCopies)).toBe(1);
    await expect.poll(() => button.getAttribute('data-copied')).toBe('true');
    // The fallback's temporary textarea is gone again.
    expect(await page.locator('textarea[aria-hidden="true"]').count()).toBe(0);

    // Both refuse: nothing is thrown, the button does not claim a copy.
    await page.reload();
    await runtimeReady(page);
    await page.evaluate(() => ((window as unknown as { __refuseFallback: boolean }).__refuseFallback = true));
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __execCopies: number }).__execCopies)).toBe(1);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await button.getAttribute('data-copied')).toBeNull();
    expect(await buttonLabel(page, first.index)).toBe('Copy');

    // The page keeps working: a code tab still switches.
    const pnpm = page.getByRole('tab', { name: 'pnpm' }).first();
    await pnpm.click();
    await expect.poll(() => pnpm.getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
  });
});
