/**
 * `npm run bench -- --lighthouse` section: Lighthouse (mobile, simulated throttling, its default) on one page of each
 * kind, in Debian's Chromium, each page audited several times and the median run reported. Scores under simulated
 * throttling come from a trace of the page's real main-thread work, so a busy machine still moves them: the median
 * of a few runs is the number to read.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from './staticServing.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A page to audit: a label for the table, the built folder that holds it and its path on the server. */
export interface LighthouseTarget {
  label: string;
  dist: string;
  path: string;
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The whole report, kept for reading the main thread's tasks when asked to. */
  json: string;
  /** Audits of the four categories that did not pass, by id, for reading a score below 100. */
  failing: string[];
}

/**
 * What each run clears of the page's origin first: Lighthouse's default keeps local storage and cookies, so every run
 * after an origin's first would be a return visit with an empty HTTP cache (the stored web-font mark then asks for font
 * files the cache no longer holds), and a page's figures would depend on the pages audited before it. Cleared, each run
 * is a first visit, as with the fresh profile of PageSpeed Insights.
 */
const CLEARED_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies'] as const;

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], clearStorageTypes: [...CLEARED_STORAGE] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr, report } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const entry = lhr.audits[ref.id];
      if (ref.weight > 0 && entry.score !== null && entry.score < 1) failing.add(ref.id);
    }
  }
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    json: Array.isArray(report) ? report[0] : report,
    failing: [...failing],
  };
}

/** The run with the median performance score (then FCP), so the numbers printed together come from one run. */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.fcpMs - a.fcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Audits every target `runs` times and prints one line per target: the four scores, FCP, LCP, CLS and total blocking
 * time of the median run; with `jsonDir`, that run's full report is written there as `<label>.json`.
 */
export async function measureLighthouse(repoRoot: string, targets: LighthouseTarget[], runs: number, jsonDir?: string): Promise<void> {
  const servers = new Map<string, { child: ChildProcess; port: number }>();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log(`docsgen bench: Lighthouse ${runs}× per page (mobile, simulated throttling; median run)`);
    console.log(`  ${'page'.padEnd(28)} perf a11y  bp  seo    FCP ms  LCP ms   CLS  TBT ms    below 100`);
    if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
    for (const target of targets) {
      let server = servers.get(target.dist);
      if (!server) {
        server = await startStaticServer(repoRoot, 'docsgen', target.dist);
        servers.set(target.dist, server);
      }
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(`http://127.0.0.1:${server.port}${target.path}`, chrome.port));
      const run = medianRun(results);
      const { scores } = run;
      if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${target.label.replace(/[^a-z0-9]+/gi, '-')}.json`), run.json);
      console.log(
        `  ${target.label.padEnd(28)} ${String(scores.performance).padStart(4)} ${String(scores.accessibility).padStart(4)} ${String(scores['best-practices']).padStart(4)} ${String(scores.seo).padStart(4)}` +
          `  ${run.fcpMs.toFixed(0).padStart(7)} ${run.lcpMs.toFixed(0).padStart(7)} ${run.cls.toFixed(3).padStart(6)} ${run.tbtMs.toFixed(0).padStart(7)}    ${run.failing.join(', ') || '-'}`,
      );
    }
  } finally {
    chrome.kill();
    for (const { child } of servers.values()) child.kill();
  }
}

/** One page of each kind of the bundled site built into `dist`. */
export function bundledSitePages(dist: string): LighthouseTarget[] {
  return [
    { label: 'home', path: '/' },
    { label: 'docs page', path: '/material-ui/getting-started/installation/' },
    { label: 'component page (demos)', path: '/material-ui/react-button/' },
    { label: 'API page', path: '/material-ui/api/button/' },
    { label: 'templates gallery', path: '/material-ui/getting-started/templates/' },
    { label: 'template (sign-in)', path: '/material-ui/getting-started/templates/sign-in/' },
    { label: 'template (dashboard)', path: '/material-ui/getting-started/templates/dashboard/' },
    // The 404 document itself: Lighthouse stops at a page answered with status 404.
    { label: '404 page', path: '/404.html' },
  ].map((page) => ({ ...page, dist }));
}
