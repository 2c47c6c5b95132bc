/**
 * The first gesture on a live demo whose code has not arrived yet: held back on purpose (the demo's module waits for
 * the test), so the press, drag, click and typing all land on server HTML. Once the demo hydrates, it must end as a
 * live demo would have: the slider moved, the autocomplete open with the letters typed, the dialog open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
const outDir = inject('outDir');
const chromium = useChromium();

const preview = (demo: string) => `#${demo} > .demo-preview`;

/** Opens `route` with every demo module held back until `release` is called: the race, made certain. */
async function openCold(route: string): Promise<{ page: Page; context: BrowserContext; problems: string[]; release: () => void }> {
  const { page, context, problems } = await chromium.open({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/demo-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${baseUrl}${route}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  return { page, context, problems, release };
}

async function hydrated(page: Page, demo: string): Promise<void> {
  await page.waitForSelector(`${preview(demo)}[data-hydrated="true"]`, { state: 'attached' });
}

/** The value a Material slider's thumb shows. */
async function sliderValue(page: Page, selector: string): Promise<number> {
  return Number(await page.locator(selector).getAttribute('aria-valuenow'));
}

/** A point on the slider's rail, `fraction` of the way along it. */
async function pointOnRail(page: Page, slider: string, fraction: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator(slider).boundingBox())!;
  return { x: box.x + box.width * fraction, y: box.y + box.height / 2 };
}

describe('the first interaction before a demo has hydrated', () => {
  const volume = `${preview('demo-VolumeSlider')} .MuiSlider-root >> nth=0`;
  const volumeThumb = `${preview('demo-VolumeSlider')} input[aria-label="Volume"]`;

  it('a click on a slider track moves the slider', async () => {
    const { page, problems, release } = await openCold('/material-ui/react-slider/');
    expect(await sliderValue(page, volumeThumb)).toBe(30);
    const point = await pointOnRail(page, volume, 0.8);
    await page.mouse.click(point.x, point.y);
    expect(await page.$eval(preview('demo-VolumeSlider'), (el) => (el as HTMLElement).dataset.hydrated ?? null)).not.toBe('true');
    release();
    await hydrated(page, 'demo-VolumeSlider');
    await expect.poll(() => sliderValue(page, volumeThumb)).toBeGreaterThanOrEqual(75);
    expect(await sliderValue(page, volumeThumb)).toBeLessThanOrEqual(85);
    expect(problems).toEqual([]);
  });

  it('a drag along a slider ends where the pointer let go', async () => {
    const { page, problems, release } = await openCold('/material-ui/react-slider/');
    const from = await pointOnRail(page, volume, 0.3);
    const to = await pointOnRail(page, volume, 0.6);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    release();
    await hydrated(page, 'demo-VolumeSlider');
    await expect.poll(() => sliderValue(page, volumeThumb)).toBeGreaterThanOrEqual(55);
    expect(await sliderValue(page, volumeThumb)).toBeLessThanOrEqual(65);
    expect(problems).toEqual([]);
  });

  it('a click on an autocomplete and the letters typed open its list, filtered', async () => {
    const { page, problems, release } = await openCold('/material-ui/react-autocomplete/');
    const input = `${preview('demo-ComboBox')} input`;
    await page.click(input);
    await page.keyboard.type('Ma');
    release();
    await hydrated(page, 'demo-ComboBox');
    await page.waitForSelector('.MuiAutocomplete-listbox');
    expect(await page.inputValue(input)).toBe('Ma');
    expect(await page.locator('.MuiAutocomplete-listbox [role="option"]').allTextContents()).toEqual(['Mars']);
    // The letters are the demo's state now, not just the field's: the next key goes on from them.
    await page.keyboard.type('r');
    expect(await page.inputValue(input)).toBe('Mar');
    expect(await page.locator('.MuiAutocomplete-listbox [role="option"]').allTextContents()).toEqual(['Mars']);
    expect(problems).toEqual([]);
  });

  it('a click on a button opens its dialog', async () => {
    const { page, problems, release } = await openCold('/material-ui/react-dialog/');
    await page.click(`${preview('demo-FormDialog')} button`);
    release();
    await page.waitForSelector('.MuiDialog-root [role="dialog"]');
    expect(await page.textContent('.MuiDialog-root [role="dialog"]')).toContain('Rename project');
    expect(problems).toEqual([]);
  });

  it('a text field keeps what was typed, as the demo state', async () => {
    const { page, problems, release } = await openCold('/material-ui/react-text-field/');
    const field = `${preview('demo-BasicTextFields')} input >> nth=0`;
    await page.click(field);
    await page.keyboard.type('hello');
    release();
    await hydrated(page, 'demo-BasicTextFields');
    await page.keyboard.type('!');
    expect(await page.inputValue(field)).toBe('hello!');
    // Focus leaves: the label stays up, because the field is filled (the demo knows its value).
    await page.click('h1');
    const label = page.locator(`${preview('demo-BasicTextFields')} label >> nth=0`);
    await expect.poll(() => label.getAttribute('data-shrink')).toBe('true');
    expect(await page.inputValue(field)).toBe('hello!');
    expect(problems).toEqual([]);
  });
});

/** The live demos of a built page, by their element id. */
function demosOf(route: string): string[] {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  return [...html.matchAll(/<div class="demo" id="(demo-[^"]+)"/g)].map((match) => match[1]!);
}

/** The first thing in a demo a reader would press: a slider, a field, a button. */
const PRESSABLE = '.MuiSlider-root, input:not([type="hidden"]):not([aria-hidden="true"]), textarea, button, [role="button"], [tabindex="0"]';

/** What a reader could see change: control values and states, the demo's text, and the popups open on the page. */
function demoState(page: Page, demo: string): Promise<string[]> {
  return page.$eval(preview(demo), (root) => {
    const states: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const parts: string[] = [];
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) parts.push(`value=${element.value}`);
      if (element instanceof HTMLInputElement && element.checked) parts.push('checked');
      for (const name of ['aria-valuenow', 'aria-expanded', 'aria-pressed', 'aria-checked', 'aria-selected']) {
        if (element.hasAttribute(name)) parts.push(`${name}=${element.getAttribute(name)}`);
      }
      if (parts.length) states.push(`${element.tagName} ${parts.join(' ')}`);
    }
    const popups = document.querySelectorAll('.MuiPopper-root, .MuiPopover-root, .MuiDialog-root, .MuiModal-root').length;
    return [...states, `text=${(root as HTMLElement).innerText}`, `popups=${popups}`];
  });
}

/** Clicks the demo's first pressable element, in its middle, and returns the state once the demo is live and settled. */
async function firstClickState(page: Page, demo: string, hydrate: () => Promise<void>): Promise<string[] | null> {
  const target = page.locator(`${preview(demo)} :is(${PRESSABLE}):visible`).first();
  if (!(await target.count())) return null;
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await hydrate();
  await hydrated(page, demo);
  // Popups and ripples take a moment to settle.
  await page.waitForTimeout(400);
  return demoState(page, demo);
}

describe.each(['/material-ui/react-slider/', '/material-ui/react-autocomplete/'])('the first click on every demo of %s', (route) => {
  it.each(demosOf(route))(`%s ends in the same state, clicked before or after hydration`, async (demo) => {
    const warm = await chromium.open({ viewport: { width: 1280, height: 900 } });
    await warm.page.goto(`${baseUrl}${route}`);
    // Intent without a recorded gesture: the demo hydrates first, then takes the click like any live demo.
    await warm.page.locator(preview(demo)).dispatchEvent('pointerdown');
    await hydrated(warm.page, demo);
    const live = await firstClickState(warm.page, demo, async () => {});
    const cold = await openCold(route);
    const replayed = await firstClickState(cold.page, demo, async () => cold.release());
    expect(replayed).toEqual(live);
    expect(cold.problems).toEqual([]);
  });
});
