/** Launches Debian's Chromium through playwright-core and opens pages while recording every console error and page error. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../cli/audit/auditTools.ts';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, warnings mentioning hydration, and uncaught page errors, in order. */
  problems: string[];
}

/** A fresh context and page that records problems; pass context options (colour scheme, viewport, JS off…). */
export async function openWatchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page itself aborts (navigation away) is not a problem of the page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return { page, context, problems };
}

/**
 * One Chromium for the test file (call at its top level: registers the hooks) and `open`, a fresh watched page whose
 * context is closed after the test that opened it.
 */
export function useChromium(): { open(options?: BrowserContextOptions): Promise<WatchedPage> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options) {
      if (!browser) throw new Error('useChromium: open() was called before the browser started (call it inside a test)');
      const watched = await openWatchedPage(browser, options);
      contexts.push(watched.context);
      return watched;
    },
  };
}
