/**
 * Edit to screen in watch mode: `docsgen serve --watch` on a copy of the bundled site, a page open in Chromium, and
 * Markdown edits written one at a time; each is timed from the file write to the new text painted in the open page,
 * split into what happens before the server has rebuilt the page, until the browser hears of it, and until it shows.
 *
 * Run alone with `node bin/run-ts.mjs scripts/bench/watchEditToScreen.ts [--edits N]`; `npm run bench` runs it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];
/** The page edited: the one a reader of the bundled site opens first. */
const PAGE = 'material-ui/getting-started/installation';
/** Edits a person makes are seconds apart; this gap lets the watcher, server and page settle between two. */
const PAUSE_MS = 700;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between this process and the browser. */
const now = () => performance.timeOrigin + performance.now();

interface EditTiming {
  /** File write to the server's "Rebuilt" line (watcher delay and rebuild). */
  rebuilt: number;
  /** The rebuild alone, as the server reports it (absent when it does not). */
  rebuildMs?: number;
  /** File write to the browser's first live-reload event about it. */
  notified: number;
  /** File write to the new text on screen. */
  screen: number;
  /** Whether the page was loaded again rather than patched. */
  reloaded: boolean;
}

/**
 * Installed in every document of the page: reports live-reload events and the first frame showing each edit marker.
 * Plain JavaScript in a string: the TypeScript loader adds helpers to compiled functions that the page does not have.
 */
const PAGE_PROBE = `
const at = () => performance.timeOrigin + performance.now();
const loads = Number(sessionStorage.getItem('probe-loads') ?? '0') + 1;
sessionStorage.setItem('probe-loads', String(loads));
const addEventListener = EventSource.prototype.addEventListener;
EventSource.prototype.addEventListener = function (type, listener, options) {
  const wrapped = (event) => {
    window.__probe('event', type, at(), loads);
    return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
  };
  return addEventListener.call(this, type, wrapped, options);
};
const seen = new Set();
new MutationObserver(() => {
  const text = document.querySelector('main')?.textContent ?? '';
  for (const match of text.matchAll(/edit-to-screen-(\\d+)/g)) {
    if (seen.has(match[1])) continue;
    seen.add(match[1]);
    requestAnimationFrame(() => window.__probe('visible', match[1], at(), loads));
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
function p90(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)];
}

/**
 * A copy of the bundled site in the repository (ignored by git), so it resolves this project's packages and caches;
 * links to docsgen's sources let its plugins import them as they do from the repository root (`../../cli/…`).
 */
function copyBundledSite(repoRoot: string): string {
  const site = fs.mkdtempSync(path.join(repoRoot, 'bench-watch-'));
  fs.cpSync(path.join(repoRoot, 'content'), path.join(site, 'content'), { recursive: true });
  for (const sources of ['cli', 'runtime']) fs.symlinkSync(path.join(repoRoot, sources), path.join(site, sources));
  fs.cpSync(path.join(repoRoot, 'public'), path.join(site, 'public'), { recursive: true });
  return site;
}

/** Starts `docsgen serve --watch` and resolves with its URL; `onLine` hears each line it prints. */
function startServe(repoRoot: string, site: string, onLine: (line: string) => void): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'serve', site, '--out', path.join(site, 'dist'), '--watch', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line) onLine(line);
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`docsgen serve exited with ${code}:\n${output}`)));
  });
}

export interface EditToScreen {
  timings: EditTiming[];
  firstBuildSeconds: number;
}

/** Times `edits` edits of one page of the bundled site from the file write to the new text on screen. */
export async function measureEditToScreen(repoRoot: string, edits = 10): Promise<EditToScreen> {
  const site = copyBundledSite(repoRoot);
  const file = path.join(site, 'content/pages', PAGE, 'index.md');
  const original = fs.readFileSync(file, 'utf8');
  let onRebuilt: (at: number, ms?: number) => void = () => {};
  const started = now();
  const server = await startServe(repoRoot, site, (line) => {
    const rebuilt = line.match(/^Rebuilt \/\S*(?: in (\d+) ms)?/);
    if (rebuilt) onRebuilt(now(), rebuilt[1] === undefined ? undefined : Number(rebuilt[1]));
  });
  const firstBuildSeconds = (now() - started) / 1000;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const events = new Map<string, number>();
    const visible = new Map<string, { at: number; navigations: number }>();
    let lastEventAt = 0;
    await page.exposeFunction('__probe', (kind: string, value: string, at: number, navigations: number) => {
      if (kind === 'event') lastEventAt ||= at;
      else if (!visible.has(value)) visible.set(value, { at, navigations });
    });
    await page.addInitScript(PAGE_PROBE);
    await page.goto(`${server.url}/${PAGE}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => scrollTo(0, 600));
    const timings: EditTiming[] = [];
    for (let i = 0; i < edits; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const loadsBefore = await page.evaluate(() => Number(sessionStorage.getItem('probe-loads')));
      const rebuilt = new Promise<{ at: number; ms?: number }>((resolve) => (onRebuilt = (at, ms) => resolve({ at, ms })));
      lastEventAt = 0;
      events.clear();
      const written = now();
      fs.writeFileSync(file, `${original}\nA sentence written by the benchmark: edit-to-screen-${i}.\n`);
      const server = await rebuilt;
      const deadline = Date.now() + 30_000;
      while (!visible.has(String(i))) {
        if (Date.now() > deadline) throw new Error(`edit ${i} did not show in the open page within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const shown = visible.get(String(i))!;
      timings.push({
        rebuilt: server.at - written,
        rebuildMs: server.ms,
        notified: lastEventAt - written,
        screen: shown.at - written,
        reloaded: shown.navigations !== loadsBefore,
      });
    }
    return { timings, firstBuildSeconds };
  } finally {
    await browser.close();
    server.child.kill();
    fs.rmSync(site, { recursive: true, force: true });
  }
}

/** Prints median and p90 of each stage. */
export function printEditToScreen({ timings, firstBuildSeconds }: EditToScreen): void {
  const row = (label: string, values: number[]) =>
    console.log(`  ${label.padEnd(24)} median ${median(values).toFixed(0).padStart(4)} ms, p90 ${p90(values).toFixed(0).padStart(4)} ms`);
  console.log(`docsgen bench: watch mode edit to screen, ${timings.length} edits of /${PAGE}/ in Chromium (first build ${firstBuildSeconds.toFixed(1)} s)`);
  const rebuildMs = timings.flatMap((t) => (t.rebuildMs === undefined ? [] : [t.rebuildMs]));
  if (rebuildMs.length) row('rebuild (server)', rebuildMs);
  row('write to rebuilt', timings.map((t) => t.rebuilt));
  row('write to notified', timings.map((t) => t.notified));
  row('write to screen', timings.map((t) => t.screen));
  const reloads = timings.filter((t) => t.reloaded).length;
  console.log(`  ${reloads} of ${timings.length} edits reloaded the page; the others were patched in place`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const at = process.argv.indexOf('--edits');
  const edits = at > 0 ? Number(process.argv[at + 1]) : 10;
  printEditToScreen(await measureEditToScreen(path.resolve(import.meta.dirname, '../..'), edits));
  process.exit(0);
}
