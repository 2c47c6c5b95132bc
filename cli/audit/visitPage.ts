/**
 * One page in Chromium: loaded without interaction (the scripts it runs then are its JavaScript before interaction),
 * then each live demo hydrated in turn as a reader's first touch would, then axe-core over the demos in light and in
 * dark. Console errors, uncaught exceptions, failed requests and hydration errors are each charged to what was
 * happening when they came: the page loading, or the demo hydrating.
 */
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { COLOR_SCHEME_ATTRIBUTE } from '../../runtime/constants.ts';
import type { Finding } from './findings.ts';
import { axeViolations, type AxeFinding } from './pageAxe.ts';

export interface PageVisitInput {
  url: string;
  route: string;
  /** The page's source file, relative to the site folder. */
  pageFile: string;
  /** The source file of a demo, from its island's module URL. */
  demoFile(islandSrc: string): string | undefined;
  axeSource: string;
  wholePage: boolean;
}

export interface VisitedDemo {
  id: string;
  /** The island's module URL path. */
  src: string;
  file: string;
}

export interface PageVisit {
  findings: Finding[];
  /** URL paths of the scripts the page ran before any interaction. */
  scriptsBeforeInteraction: string[];
  demos: VisitedDemo[];
}

const HYDRATION_TIMEOUT_MS = 10_000;
/** React's production hydration errors (#418 text mismatch, #419-#425) and its development wording. */
const HYDRATION_MESSAGE = /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])|error #4(1[89]|2[0-5])/i;

/** A console message's first line, cut to a readable length. */
function firstLine(text: string): string {
  const line = text.split('\n')[0].trim();
  return line.length > 300 ? `${line.slice(0, 297)}…` : line;
}

export async function visitPage(page: Page, input: PageVisitInput): Promise<PageVisit> {
  const origin = new URL(input.url).origin;
  const findings: Finding[] = [];
  const scripts: string[] = [];
  let loading = true;
  /** The file that whatever happens now is charged to. */
  let current = input.pageFile;
  const report = (kind: Finding['kind'], message: string) => findings.push({ kind, page: input.route, file: current, message });

  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (HYDRATION_MESSAGE.test(text) && (message.type() === 'error' || message.type() === 'warning')) report('hydration', firstLine(text));
    else if (message.type() === 'error') report('console', firstLine(text));
  };
  const onPageError = (error: Error) => report(HYDRATION_MESSAGE.test(error.message) ? 'hydration' : 'exception', firstLine(`${error.name}: ${error.message}`));
  const onRequest = (request: Request) => {
    if (loading && request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.push(new URL(request.url()).pathname);
  };
  const onRequestFailed = (request: Request) => {
    const failure = request.failure()?.errorText;
    // A request the page aborts itself (a navigation, a prefetch superseded) is not a failure of the page.
    if (request.url().startsWith(origin) && failure !== 'net::ERR_ABORTED') report('request', `${new URL(request.url()).pathname}: ${failure}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && response.url().startsWith(origin)) report('request', `${new URL(response.url()).pathname}: HTTP ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(input.url, { waitUntil: 'load' });
    // Islands that mount at load or when idle have started by the browser's first idle moment.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
    loading = false;

    const islands = await page.$$eval('.demo-preview[data-island="demo"]', (elements) =>
      elements.map((element) => ({ id: element.closest('.demo')?.id ?? '', src: (element as HTMLElement).dataset.islandSrc ?? '' })),
    );
    const demos = islands.map((island) => ({ ...island, file: input.demoFile(island.src) ?? input.pageFile }));
    for (const [index, demo] of demos.entries()) {
      current = demo.file;
      const hydrated = await hydrateDemo(page, index);
      if (!hydrated) report('hydration', `the demo #${demo.id} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`);
    }
    current = input.pageFile;

    // A page without demos has nothing for axe-core to check unless whole pages are checked.
    if (demos.length || input.wholePage) {
      const light = await axeViolations(page, input.axeSource, input.wholePage);
      const dark = (await showDark(page)) ? await axeViolations(page, input.axeSource, input.wholePage) : [];
      findings.push(...axeFindings(light, dark, input, demos));
    }
    return { findings: dedupe(findings), scriptsBeforeInteraction: [...new Set(scripts)], demos };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
}

/**
 * Starts the demo's hydration as the reader's first touch would, and waits in the page (one round trip) until it has
 * committed and a frame has passed for its effects' errors to surface; false if it never commits.
 */
function hydrateDemo(page: Page, index: number): Promise<boolean> {
  return page.evaluate(
    ([at, timeoutMs]) =>
      new Promise<boolean>((resolve) => {
        const island = document.querySelectorAll<HTMLElement>('.demo-preview[data-island="demo"]')[at];
        // No named functions in here: the compiled command keeps function names with a helper the page does not have.
        if (island.dataset.hydrated === 'true') {
          requestAnimationFrame(() => setTimeout(() => resolve(true), 0));
          return;
        }
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          if (island.dataset.hydrated !== 'true') return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => resolve(true), 0));
        });
        observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
        // The mark the page's intent listener sets, and the event it sends: what hydrates a demo on intent.
        island.dataset.intent = '';
        island.dispatchEvent(new Event('docsgen-intent'));
        island.dispatchEvent(new PointerEvent('pointerenter'));
      }),
    [index, HYDRATION_TIMEOUT_MS] as const,
  );
}

/** Turns the page dark the way a reader's system setting would; false when the page does not follow it. */
async function showDark(page: Page): Promise<boolean> {
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await page.waitForFunction((attribute) => document.documentElement.getAttribute(attribute) === 'dark', COLOR_SCHEME_ATTRIBUTE, { timeout: 2000 });
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    return true;
  } catch {
    return false;
  }
}

/** axe-core's violations as findings, one per rule and demo, saying whether they show in light, dark or both. */
function axeFindings(light: AxeFinding[], dark: AxeFinding[], input: PageVisitInput, demos: VisitedDemo[]): Finding[] {
  const byKey = new Map<string, { violation: AxeFinding; modes: string[] }>();
  for (const [mode, list] of [['light', light], ['dark', dark]] as const) {
    for (const violation of list) {
      const key = `${violation.rule}\0${violation.demoId}`;
      const seen = byKey.get(key) ?? { violation, modes: [] };
      seen.modes.push(mode);
      byKey.set(key, seen);
    }
  }
  return [...byKey.values()].map(({ violation, modes }) => {
    const demo = demos.find((d) => d.id === violation.demoId);
    const where = demo ? `demo #${demo.id}` : 'page';
    const targets = violation.targets.slice(0, 3).join(', ') + (violation.targets.length > 3 ? ` and ${violation.targets.length - 3} more` : '');
    return {
      kind: 'accessibility' as const,
      page: input.route,
      file: demo?.file ?? input.pageFile,
      message: `${violation.rule} (${violation.impact}, ${modes.join(' and ')}) in ${where}: ${violation.help} — ${targets}`,
    };
  });
}

/** The same finding seen twice on a page (an error logged by every render) is one to fix. */
function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.kind}\0${finding.file}\0${finding.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
