/** "Was this page helpful?" (SPEC §1, §5, §8): thumbs, the optional comment, the real POST to the server's store, and the failure message. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const DOCS_PAGE = '/material-ui/react-button/';
const FAILED_MESSAGE = "Couldn't submit feedback. Please try again later.";
const THANKS_MESSAGE = 'Thanks for your feedback!';

const chromium = useChromium();

interface StoredFeedback {
  id: string;
  receivedAt: string;
  page: string;
  rating: 0 | 1;
  comment?: string;
  version: string;
  language: string;
}

/** The records the server has made durable, read from its store. */
function storedFeedback(): StoredFeedback[] {
  const file = path.join(dataDir, 'feedback.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredFeedback);
}

/** A docs page scrolled to its feedback widget (the widget's code loads when it comes into view). */
async function openWidget() {
  const watched = await chromium.open({ viewport: { width: 1280, height: 800 } });
  watched.page.setDefaultTimeout(10_000);
  await watched.page.goto(`${baseUrl}${DOCS_PAGE}`);
  const section = watched.page.locator('section[data-feedback]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Was this page helpful?').isVisible()).resolves.toBe(true);
  return { ...watched, section };
}

const helpful = (page: Page) => page.getByRole('button', { name: 'Yes, this page was helpful' });
const notHelpful = (page: Page) => page.getByRole('button', { name: 'No, this page was not helpful' });
const comment = (page: Page) => page.getByLabel('Comment (optional)');

describe('feedback widget', () => {
  it('thumbs are toggle buttons; a vote opens the optional comment; Submit stores the record on the server', async () => {
    const { page, section, problems } = await openWidget();
    await expect(helpful(page).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(notHelpful(page).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await comment(page).isVisible()).toBe(false);

    await notHelpful(page).click();
    await expect.poll(() => notHelpful(page).getAttribute('aria-pressed')).toBe('true');
    await expect(helpful(page).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await comment(page).isVisible()).toBe(true);
    // The comment field takes focus, so the reader can type at once.
    expect(await comment(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Changing one's mind keeps the typed text and moves the pressed state.
    const text = `Great examples (browser test ${Date.now()})`;
    await comment(page).fill(text);
    await helpful(page).click();
    await expect(helpful(page).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(notHelpful(page).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await comment(page).inputValue()).toBe(text);

    const posted = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await section.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().method()).toBe('POST');
    await expect.poll(() => section.locator('[data-feedback-status]').innerText()).toBe(THANKS_MESSAGE);
    expect(await comment(page).isVisible()).toBe(false);
    await expect(helpful(page).getAttribute('aria-pressed')).resolves.toBe('true');

    // The server acknowledged only once the record was on disk.
    const records = storedFeedback().filter((r) => r.comment === text);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({ page: DOCS_PAGE, rating: 1, comment: text, language: 'en', version: '6.1.5' });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(record!.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(problems).toEqual([]);
  });

  it('a failed submission shows the error, keeps the vote and the comment; Ctrl+Enter then submits', async () => {
    const { page, section, problems } = await openWidget();
    let attempts = 0;
    await page.route('**/api/feedback', (route) => {
      attempts += 1;
      // First the network fails outright, then the server answers with an error.
      return attempts === 1 ? route.abort('connectionrefused') : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' });
    });

    await helpful(page).click();
    const text = `Needs a loading example (browser test ${Date.now()})`;
    await comment(page).fill(text);
    await section.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(FAILED_MESSAGE, { exact: true }).isVisible()).toBe(true);
    await expect(helpful(page).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await comment(page).isVisible()).toBe(true);
    expect(await comment(page).inputValue()).toBe(text);
    // The status region announces it to screen readers.
    await expect(section.locator('[role="status"]').innerText()).resolves.toBe(FAILED_MESSAGE);

    // Retrying with the keyboard: Ctrl+Enter in the comment submits; the server error shows the same message.
    await comment(page).focus();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => attempts).toBe(2);
    await expect.poll(() => page.getByText(FAILED_MESSAGE, { exact: true }).isVisible()).toBe(true);
    expect(await comment(page).inputValue()).toBe(text);

    // The server is back: Ctrl+Enter reaches it and the record is stored.
    await page.unroute('**/api/feedback');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await comment(page).focus();
    await page.keyboard.press('Control+Enter');
    const response = await posted;
    expect(response.status()).toBe(201);
    await expect.poll(() => section.locator('[data-feedback-status]').innerText()).toBe(THANKS_MESSAGE);
    expect(await page.getByText(FAILED_MESSAGE).count()).toBe(0);
    // Exactly one record: the refused attempts stored nothing.
    const records = storedFeedback().filter((r) => r.comment === text);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ page: DOCS_PAGE, rating: 1, comment: text });

    // The only problems are the browser's own reports of the two refusals this test staged; no page error.
    const staged = [/^requestfailed: .*\/api\/feedback /, /^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED$/, /^console\.error: Failed to load resource: .*status of 500/];
    expect(problems.filter((problem) => !staged.some((pattern) => pattern.test(problem)))).toEqual([]);
    expect(problems.some((problem) => staged[0].test(problem))).toBe(true);
  });

  it('a vote without a comment is posted without one, and Cancel discards a vote', async () => {
    const { page, section, problems } = await openWidget();
    await notHelpful(page).click();
    await section.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => notHelpful(page).getAttribute('aria-pressed')).toBe('false');
    expect(await comment(page).isVisible()).toBe(false);
    // Focus goes back to the thumb, not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('No, this page was not helpful');

    await notHelpful(page).click();
    const storedBefore = storedFeedback().length;
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await section.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData()!)).toEqual({ page: DOCS_PAGE, rating: 0, version: '6.1.5', language: 'en' });
    await expect.poll(() => section.locator('[data-feedback-status]').innerText()).toBe(THANKS_MESSAGE);
    const added = storedFeedback().slice(storedBefore);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ page: DOCS_PAGE, rating: 0 });
    expect(added[0]).not.toHaveProperty('comment');
    expect(problems).toEqual([]);
  });
});
