/**
 * `npm run bench -- --growth`: how a build's cost grows with the site. The generated corpus is built cold at 1000
 * and at 10,000 pages (each in its own process, without a build cache), and the per-page time, peak memory and HTML
 * per page of the two are printed with their ratios: a flat cost per page shows as ratios near 1. Then each size is
 * built with the build cache, cold, warm (nothing changed) and with one page changed, and the peaks of the two sizes
 * are compared the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { BuildReport } from '../../cli/build/report.ts';
import { removeBuildFolder } from './removeBuildFolder.ts';

/** The two sizes compared. */
export const GROWTH_SIZES = [1000, 10_000] as const;

interface Measured {
  pages: number;
  wallSeconds: number;
  buildSeconds: number;
  peakMb: number;
  htmlKb: number;
}

/** One build of `corpus` in its own process: its wall time and report. */
function timedBuild(repoRoot: string, corpus: string, out: string, reportFile: string, cacheArgs: string[]): { wallSeconds: number; report: BuildReport } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'build', corpus, '--out', out, '--report', reportFile, ...cacheArgs], { encoding: 'utf8' });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`docsgen build of ${corpus} failed:\n${run.stdout}\n${run.stderr}`);
  return { wallSeconds, report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport };
}

/** Removes a build's output and the earlier builds kept beside it, so no build pays for removing another's files. */
function removeOutput(out: string): void {
  fs.rmSync(out, { recursive: true, force: true });
  removeBuildFolder(path.join(path.dirname(out), `.${path.basename(out)}.builds`));
}

function coldBuild(repoRoot: string, corpus: string, work: string): Measured {
  const out = path.join(work, 'growth-dist');
  removeOutput(out);
  const { wallSeconds, report } = timedBuild(repoRoot, corpus, out, path.join(work, 'growth-report.json'), ['--no-cache']);
  removeOutput(out);
  const htmlKb = report.pages.reduce((sum, page) => sum + page.htmlBytes, 0) / report.pages.length / 1024;
  return { pages: report.pages.length, wallSeconds, buildSeconds: report.totalMs / 1000, peakMb: report.peakMemoryMb, htmlKb };
}

/** The builds with the cache, in order: the first finds it empty. */
const CACHED_BUILDS = ['cold', 'warm', 'one page changed'] as const;

/** Wall time and peak memory of a cold, a warm and a one-page-changed build of `corpus`, with a cache of their own. */
function cachedBuilds(repoRoot: string, corpus: string, work: string): { wallSeconds: number; peakMb: number }[] {
  const out = path.join(work, 'growth-cached-dist');
  const cacheDir = path.join(work, 'growth-cache');
  removeOutput(out);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  const reportFile = path.join(work, 'growth-report.json');
  const build = () => {
    const { wallSeconds, report } = timedBuild(repoRoot, corpus, out, reportFile, ['--cache-dir', cacheDir]);
    return { wallSeconds, peakMb: report.peakMemoryMb };
  };
  const cold = build();
  const warm = build();
  const edited = path.join(corpus, 'section-00', 'page-1.md');
  fs.appendFileSync(edited, '\nA paragraph the benchmark added.\n');
  const changed = build();
  removeOutput(out);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  return [cold, warm, changed];
}

/** Builds a corpus of each size (written by `generate`) and prints the figures and the ratios of the larger to the smaller. */
export function measureGrowth(repoRoot: string, work: string, generate: (dir: string, pages: number) => void): void {
  const measured = GROWTH_SIZES.map((size) => {
    const corpus = path.join(work, `growth-${size}`);
    generate(corpus, size);
    const result = { cold: coldBuild(repoRoot, corpus, work), cached: cachedBuilds(repoRoot, corpus, work) };
    fs.rmSync(corpus, { recursive: true, force: true });
    return result;
  });
  const perPageMs = (m: Measured) => (m.buildSeconds * 1000) / m.pages;
  const wallPerPageMs = (m: Measured) => (m.wallSeconds * 1000) / m.pages;
  console.log('docsgen bench: growth, cold builds without the build cache');
  for (const { cold: m } of measured) {
    console.log(
      `  ${String(m.pages).padStart(6)} pages   ${m.wallSeconds.toFixed(1)} s wall (${wallPerPageMs(m).toFixed(2)} ms/page), build ${perPageMs(m).toFixed(2)} ms/page, peak RSS ${m.peakMb.toFixed(0)} MB, HTML ${m.htmlKb.toFixed(1)} KB/page`,
    );
  }
  const [small, large] = measured;
  console.log(
    `  ratio          build time per page ${(perPageMs(large.cold) / perPageMs(small.cold)).toFixed(2)}x, wall per page ${(wallPerPageMs(large.cold) / wallPerPageMs(small.cold)).toFixed(2)}x, peak RSS ${(large.cold.peakMb / small.cold.peakMb).toFixed(2)}x, HTML per page ${(large.cold.htmlKb / small.cold.htmlKb).toFixed(2)}x`,
  );
  console.log('docsgen bench: growth, builds with the build cache (wall time, peak RSS)');
  CACHED_BUILDS.forEach((name, at) => {
    const sizes = measured.map(({ cold, cached }) => `${cold.pages} pages ${cached[at].wallSeconds.toFixed(2)} s, ${cached[at].peakMb.toFixed(0)} MB`);
    console.log(`  ${name.padEnd(16)} ${sizes.join('; ')}; peak RSS ${(large.cached[at].peakMb / small.cached[at].peakMb).toFixed(2)}x`);
  });
}
