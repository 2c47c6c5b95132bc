/**
 * Live demos in Chromium: hydration on intent (the JavaScript budget before interaction, a first click that is not
 * lost), the toolbar (copy, reset, reset focus, permalink, CodeSandbox and StackBlitz payloads) and the live editor.
 */
import fs from 'node:fs';
import path from 'node:path';
import LZString from 'lz-string';
import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useChromium } from './browser.ts';
import { measureJavaScriptBeforeInteraction } from './javaScriptBeforeInteraction.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();
/** Issue budget: what a component page may load, gzipped, before the reader touches it. */
const BUDGET_BEFORE_INTERACTION = 15 * 1024;
const DEMO_HEAVY_PAGES = ['/system/getting-started/', '/material-ui/react-button/', '/joy-ui/getting-started/'];
/** SPEC §9: the demo toolbar's copy confirmation. */
const COPY_CONFIRMATION_MS = 1200;

async function open(url: string) {
  const watched = await chromium.open({ viewport: { width: 1280, height: 900 } });
  watched.page.setDefaultTimeout(15_000);
  await watched.page.goto(`${baseUrl}${url}`);
  await watched.page.waitForFunction(() => document.readyState === 'complete');
  return watched;
}

const preview = (demo: string) => `#${demo} > .demo-preview`;
const action = (demo: string, name: string) => `#${demo} [data-demo-action="${name}"]`;
const hydrated = (page: Page, demo: string) => page.waitForSelector(`${preview(demo)}[data-hydrated="true"]`, { state: 'attached' });

function installedVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('hydration on intent', () => {
  it.each(DEMO_HEAVY_PAGES)('%s loads at most 15 KB of JavaScript before any interaction, and runs no demo', async (route) => {
    const { page, problems } = await chromium.open({ viewport: { width: 1280, height: 900 } });
    const weight = await measureJavaScriptBeforeInteraction(page, `${baseUrl}${route}`);
    expect(weight.executedGzip + weight.prefetchedGzip, weight.scripts.join('\n')).toBeLessThanOrEqual(BUDGET_BEFORE_INTERACTION);
    expect(await page.$$eval('.demo-preview[data-hydrated]', (previews) => previews.length)).toBe(0);
    // The demos are there, server-rendered, before any of their code.
    expect(await page.$$eval('.demo-preview', (previews) => previews.filter((p) => p.children.length > 0).length)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('a first click on a server-rendered button still opens its dialog', async () => {
    const { page, problems } = await open('/material-ui/react-dialog/');
    const demo = 'demo-FormDialog';
    expect(await page.$eval(preview(demo), (el) => (el as HTMLElement).dataset.hydrated ?? null)).toBeNull();
    await page.click(`${preview(demo)} button`);
    await page.waitForSelector('.MuiDialog-root [role="dialog"]');
    expect(await page.textContent('.MuiDialog-root [role="dialog"]')).toContain('Rename project');
    expect(problems).toEqual([]);
  });

  it('hydrates a demo whose pointer went down before the islands code arrived', async () => {
    const { page, context, problems } = await chromium.open({ viewport: { width: 1280, height: 900 } });
    // The islands chunk is held back until the pointer has gone down, as on a slow link.
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await context.route('**/mountIslands-*.js', async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl}/material-ui/react-button/`, { waitUntil: 'domcontentloaded' });
    await page.locator(preview('demo-BasicButtons')).dispatchEvent('pointerdown');
    releaseChunk();
    await hydrated(page, 'demo-BasicButtons');
    expect(problems).toEqual([]);
  });

  it('prefetches a demo on hover and hydrates it on focus', async () => {
    const { page } = await open('/material-ui/react-button/');
    await page.hover(`${preview('demo-BasicButtons')} button`);
    await page.waitForSelector('link[rel="modulepreload"][href*="BasicButtons"]', { state: 'attached' });
    expect(await page.$eval(preview('demo-BasicButtons'), (el) => (el as HTMLElement).dataset.hydrated ?? null)).toBeNull();
    await page.focus(`${preview('demo-BasicButtons')} button`);
    await hydrated(page, 'demo-BasicButtons');
  });
});

describe('demo toolbar', () => {
  it('has no interactive element inside another, and a tooltip for every control', async () => {
    const { page } = await open('/base-ui/react-button/');
    const report = await page.$$eval('.demo-toolbar', (toolbars) =>
      toolbars.flatMap((toolbar) =>
        Array.from(toolbar.querySelectorAll<HTMLElement>('button, a')).map((control) => ({
          nested: Boolean(control.parentElement?.closest('button, a, summary')),
          tip: control.closest('.demo-tool')?.querySelector('.demo-tip')?.textContent ?? (control.classList.contains('demo-code-toggle') ? 'toggle' : ''),
          focusable: control.tabIndex >= 0,
          name: control.getAttribute('aria-label') ?? control.textContent,
        })),
      ),
    );
    expect(report.length).toBeGreaterThan(10);
    expect(report.filter((c) => c.nested || !c.tip || !c.focusable)).toEqual([]);
    // The JS button is named by what it shows ("JS"), and described by its tooltip.
    const js = page.locator('#demo-UnstyledButtons [data-code-variant-option="JS"]');
    expect(await js.getAttribute('aria-label')).toBeNull();
    expect(await js.textContent()).toBe('JS');
  });

  it('shows and hides the code from a keyboard', async () => {
    const { page } = await open('/material-ui/react-button/');
    const toggle = page.locator(action('demo-BasicButtons', 'code'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#demo-BasicButtons-code pre', { state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#demo-BasicButtons-code', { state: 'hidden' });
  });

  it('copies the source shown, with "Copied" for 1200 ms, without opening the code', async () => {
    const { page, context } = await open('/material-ui/react-button/');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    // The clock stands still from here: only runFor moves it, so the confirmation's length is measured exactly.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const copy = page.locator(action('demo-BasicButtons', 'copy'));
    await copy.click();
    await expect.poll(() => copy.getAttribute('data-copied')).not.toBeNull();
    expect(await page.isVisible(`${action('demo-BasicButtons', 'copy')} .demo-copied-label`)).toBe(true);
    const source = await page.$eval('#demo-BasicButtons [data-code-variant="TS"] pre', (pre) => pre.textContent);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source);
    await page.clock.runFor(COPY_CONFIRMATION_MS - 50);
    expect(await copy.getAttribute('data-copied')).not.toBeNull();
    await page.clock.runFor(100);
    expect(await copy.getAttribute('data-copied')).toBeNull();
  });

  it('reset remounts the demo with its first state', async () => {
    const { page, problems } = await open('/material-ui/react-switch/');
    const demo = 'demo-SwitchLabels';
    await page.click(`${preview(demo)} input[type="checkbox"] >> nth=1`);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('Bluetooth on'), preview(demo));
    await page.click(action(demo, 'reset'));
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('Bluetooth off'), preview(demo));
    expect(problems).toEqual([]);
  });

  it('reset focus puts the next Tab on the first control of the demo', async () => {
    const { page } = await open('/material-ui/react-switch/');
    await page.click(action('demo-SwitchLabels', 'reset-focus'));
    await page.waitForFunction(() => document.activeElement?.matches('#demo-SwitchLabels > .demo-preview'));
    await page.keyboard.press('Tab');
    const inDemo = await page.evaluate(() => {
      const active = document.activeElement;
      const first = document.querySelector('#demo-SwitchLabels > .demo-preview input');
      return active === first;
    });
    expect(inDemo).toBe(true);
  });

  it('links to the demo and to its source file', async () => {
    const { page } = await open('/material-ui/react-button/');
    const permalink = page.locator('#demo-BasicButtons .demo-toolbar a[href="#demo-BasicButtons"]');
    await permalink.click();
    expect(new URL(page.url()).hash).toBe('#demo-BasicButtons');
    // The whole demo lands below the sticky header, not under it.
    const top = await page.$eval('#demo-BasicButtons', (el) => el.getBoundingClientRect().top);
    const headerBottom = await page.$eval('header', (el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(headerBottom + 40);
    const source = await page.getAttribute('#demo-BasicButtons .demo-toolbar a[target="_blank"]', 'href');
    expect(source).toBe('https://github.com/docsgen/docsgen/blob/main/content/pages/material-ui/react-button/BasicButtons.tsx');
  });

  async function postedForm(page: Page, button: string, host: string): Promise<Request> {
    const posted = new Promise<Request>((resolve) => {
      void page.context().route(`https://${host}/**`, (route) => {
        resolve(route.request());
        void route.fulfill({ status: 200, body: 'ok' });
      });
    });
    await page.click(button);
    return posted;
  }

  const codeSandboxFiles = (request: Request) => {
    const parameters = new URLSearchParams(request.postData() ?? '').get('parameters') ?? '';
    const json = LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { files: Record<string, { content: string }> }).files;
  };

  it('opens the demo in CodeSandbox in the reader\'s language, with the site\'s package versions', async () => {
    const { page } = await open('/material-ui/react-button/');
    const ts = await page.$eval('#demo-BasicButtons [data-code-variant="TS"] pre', (pre) => pre.textContent);
    const tsFiles = codeSandboxFiles(await postedForm(page, action('demo-BasicButtons', 'codesandbox'), 'codesandbox.io'));
    expect(tsFiles['src/Demo.tsx'].content).toBe(ts);
    expect(tsFiles['src/main.tsx'].content).toContain("import Demo from './Demo'");
    const manifest = JSON.parse(tsFiles['package.json'].content) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(manifest.dependencies['@mui/material']).toBe(installedVersion('@mui/material'));
    expect(manifest.dependencies.react).toBe(installedVersion('react'));
    expect(manifest.dependencies['@emotion/styled']).toBe(installedVersion('@emotion/styled'));
    expect(manifest.devDependencies.typescript).toMatch(/^\^\d+\.\d+\.\d+$/);

    await page.click('#demo-BasicButtons [data-code-variant-option="JS"]');
    const js = await page.$eval('#demo-BasicButtons [data-code-variant="JS"] pre', (pre) => pre.textContent);
    const jsFiles = codeSandboxFiles(await postedForm(page, action('demo-BasicButtons', 'codesandbox'), 'codesandbox.io'));
    expect(jsFiles['src/Demo.jsx'].content).toBe(js);
    expect(Object.keys(jsFiles).some((file) => /\.tsx?$/.test(file))).toBe(false);
  });

  it('opens the demo in StackBlitz with the same project', async () => {
    const { page } = await open('/material-ui/react-button/');
    const ts = await page.$eval('#demo-BasicButtons [data-code-variant="TS"] pre', (pre) => pre.textContent);
    const request = await postedForm(page, action('demo-BasicButtons', 'stackblitz'), 'stackblitz.com');
    // A form post sends line breaks as CRLF, as HTML forms always do.
    const fields = new URLSearchParams((request.postData() ?? '').replace(/%0D%0A/g, '%0A'));
    expect(fields.get('project[files][src/Demo.tsx]')).toBe(ts);
    expect(fields.get('project[template]')).toBe('node');
    const manifest = JSON.parse(fields.get('project[files][package.json]') ?? '{}') as { dependencies: Record<string, string> };
    expect(manifest.dependencies['@mui/material']).toBe(installedVersion('@mui/material'));
  });
});

describe('live editor', () => {
  it('re-renders the demo as the code is edited, shows a syntax error inline, and reset restores the original', async () => {
    const { page, problems } = await open('/material-ui/react-button/');
    const demo = 'demo-BasicButtons';
    await page.click(action(demo, 'edit'));
    const editor = page.locator(`#${demo} textarea.demo-editor-input`);
    await editor.waitFor();
    const original = await editor.inputValue();
    await editor.fill(original.replace('>Contained<', '>Edited label<'));
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('Edited label'), preview(demo));

    const lines = original.replace('>Contained<', '>Edited label<').split('\n');
    const broken = lines.findIndex((line) => line.includes('return ('));
    lines.splice(broken, 0, '  const = 1;');
    await editor.fill(lines.join('\n'));
    const error = page.locator(`#${demo} .demo-editor-error`);
    await error.waitFor();
    expect(await error.textContent()).toMatch(new RegExp(`^Line ${broken + 1}: `));
    // The demo keeps its last working version.
    expect(await page.textContent(preview(demo))).toContain('Edited label');

    await page.click(action(demo, 'reset'));
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('Contained'), preview(demo));
    expect(await page.$(`#${demo} textarea.demo-editor-input`)).toBeNull();
    // Reset ends the editing: the Edit button no longer shows as pressed.
    expect(await page.getAttribute(action(demo, 'edit'), 'aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('shows a runtime error inline without breaking the page', async () => {
    const { page } = await open('/material-ui/react-button/');
    const demo = 'demo-BasicButtons';
    await page.click(action(demo, 'edit'));
    const editor = page.locator(`#${demo} textarea.demo-editor-input`);
    await editor.waitFor();
    const original = await editor.inputValue();
    const lines = original.split('\n');
    const at = lines.findIndex((line) => line.includes('return ('));
    lines.splice(at, 0, "  throw new Error('broken on purpose');");
    await editor.fill(lines.join('\n'));
    const error = page.locator(`#${demo} .demo-editor-error`);
    await error.waitFor();
    expect(await error.textContent()).toBe(`Line ${at + 1}: broken on purpose`);
    // The page still works: the toolbar still answers, and another demo still hydrates on use.
    await page.click(action(demo, 'code'));
    expect(await page.getAttribute(action(demo, 'code'), 'aria-expanded')).toBe('false');
    const other = await page.$eval('.demo:not(#demo-BasicButtons)', (el) => el.id);
    await page.focus(`${preview(other)} button`);
    await hydrated(page, other);
  });
});
