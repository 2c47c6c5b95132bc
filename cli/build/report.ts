/** What a build measured (the summary printed from it: reportSummary.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeToOutputPath } from '../../runtime/routes.ts';
import type { GeneratedSite } from './steps/generate.ts';
import type { ComposedSite } from './steps/compose.tsx';
import type { StylePlan } from './steps/planStyles.ts';
import type { RenderedSite } from './steps/render.ts';
import type { CheckedLinks } from './steps/checkLinks.ts';
import { heaviest } from './reportSummary.ts';
import { unbuiltFileWarnings } from './unbuiltFiles.ts';
import type { DemoCacheUse } from '../cache/demoCache.ts';
import { takeCacheWarnings } from '../cache/cacheWarnings.ts';
import { publicDirOf } from '../load/tools/pageDialect.ts';

export interface PageReport {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  /** Inlined critical CSS of the page, in bytes. */
  criticalCssBytes: number;
  /** JavaScript loaded before any interaction, gzipped. */
  jsGzip: number;
  productId: string | null;
}

/** A page's sizes as its report gives them, the route and product aside. */
export type DocumentSizes = Pick<PageReport, 'htmlBytes' | 'criticalCssBytes' | 'jsGzip'>;

/**
 * A composed page's report, all its fields set at once: a large site holds one a page until the build ends, and an
 * object given its sizes by spreading them had them in a table of its own, twice the size.
 */
export function pageReport(route: string, productId: string | null, { htmlBytes, criticalCssBytes, jsGzip }: DocumentSizes): PageReport {
  return { route, htmlBytes, htmlGzip: 0, criticalCssBytes, jsGzip, productId };
}

export interface PhaseTiming {
  name: string;
  ms: number;
}

/** Runs a build step, timing it under the step function's own name. */
export interface StepTimer {
  <I, O>(step: (input: I) => O | Promise<O>, input: I): Promise<O>;
  /** The steps run so far, in order, and when the timer was made. */
  readonly timings: { started: number; phases: PhaseTiming[] };
}

export function createStepTimer(now: () => number = () => performance.now()): StepTimer {
  const timings = { started: now(), phases: [] as PhaseTiming[] };
  const run = async <I, O>(step: (input: I) => O | Promise<O>, input: I): Promise<O> => {
    const started = now();
    try {
      return await step(input);
    } finally {
      timings.phases.push({ name: step.name, ms: now() - started });
    }
  };
  return Object.assign(run, { timings });
}

export interface BuildReport {
  pages: PageReport[];
  totalMs: number;
  /** Wall time of each step of the build, in the order they ran. */
  phases: PhaseTiming[];
  sharedCssGzip: number;
  jsPerPageGzip: number;
  /** JavaScript each live demo loads on its first use, gzipped (see javaScriptWeight.ts). */
  demoJavaScript?: { name: string; library: string; gzip: number; ownGzip: number }[];
  /** Peak resident memory of the building process (every thread), in MB. */
  peakMemoryMb: number;
  /** CPU time of the building process so far (every thread, user and system), in ms: steadier than wall time on a busy machine. */
  cpuMs?: number;
  /** Markdown and API pages rendered by the build thread and by the render workers (those from the build cache aside). */
  renderedIn?: { buildThread: number; workers: number };
  /** What the build cache saved: pages whose render it held, and documents reused from the previous build; absent when off. */
  cache?: { pagesFromCache: number; pagesRendered: number; documentsReused: number };
  /** What the build cache held of the demos (demoCache.ts); absent when off. */
  demoCache?: DemoCacheUse;
  warnings: string[];
  /** The broken links and files among the warnings, let through by the `warn` link policy. */
  brokenLinks: string[];
}

/** Pages above this much HTML are reported: slow to download and to search on a phone. */
const OVERSIZED_PAGE_BYTES = 500 * 1024;

export interface ReportInput {
  site: GeneratedSite;
  rendered: RenderedSite;
  composed: ComposedSite;
  styles: StylePlan;
  links: CheckedLinks;
  steps: StepTimer['timings'];
  demoCache?: DemoCacheUse | null;
  /** The written output, or null when nothing was written. */
  outDir: string | null;
}

/** CPU time of this process since it started, every thread, in ms. */
function cpuMsSoFar(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The report of a finished build: sizes, step timings, peak memory and every warning. */
export function buildReport({ site, rendered, composed, styles, links, steps, outDir, demoCache }: ReportInput): BuildReport {
  const { model } = site;
  const usedFiles = new Set(rendered.pages.flatMap((r) => [...(r.assets ?? []).map((a) => a.absPath), ...(r.sourceFiles ?? [])]));
  const { pages } = composed;
  // Gzipped sizes only for the pages the summary names: compressing every page would cost seconds on a large site.
  for (const page of outDir ? heaviest(pages, 'htmlBytes', 3) : []) {
    page.htmlGzip = gzipSync(fs.readFileSync(path.join(outDir!, routeToOutputPath(page.route)))).length;
  }
  return {
    pages,
    totalMs: performance.now() - steps.started,
    phases: steps.phases,
    // maxRSS is in kilobytes on Linux and macOS alike.
    peakMemoryMb: process.resourceUsage().maxRSS / 1024,
    cpuMs: cpuMsSoFar(),
    sharedCssGzip: gzipSync(styles.sharedCss).length,
    jsPerPageGzip: composed.jsPerPageGzip,
    demoJavaScript: composed.demoJavaScript,
    brokenLinks: links.brokenLinks.map((e) => e.format()),
    renderedIn: rendered.renderedIn,
    ...(rendered.cache && {
      cache: { pagesFromCache: rendered.cache.pages.use.hits, pagesRendered: rendered.pages.length - rendered.cache.pages.use.hits, documentsReused: composed.documentsReused },
    }),
    ...(demoCache && { demoCache }),
    warnings: [
      ...model.warnings,
      ...links.brokenLinks.map((e) => e.format()),
      ...unbuiltFileWarnings(model.pagesDir ?? model.root, model.root, usedFiles, publicDirOf(model)),
      ...rendered.pages.flatMap((r) => r.warnings),
      ...rendered.pages.filter((r) => !r.description).map((r) => `${r.file}: ${r.route} has no description (add one to the front matter for search results and link previews)`),
      ...pages.filter((p) => p.htmlBytes > OVERSIZED_PAGE_BYTES).map((p) => `${p.route} is ${(p.htmlBytes / 1024).toFixed(0)} KB of HTML (over ${OVERSIZED_PAGE_BYTES / 1024} KB): consider splitting it`),
      ...takeCacheWarnings(),
    ],
  };
}
