/**
 * `npm run bench -- --growth`: how a build's cost grows with the site. The generated corpus is built cold at 1000
 * and at 10,000 pages (each in its own process, without a build cache), and the per-page time, peak memory and HTML
 * per page of the two are printed with their ratios: a flat cost per page shows as ratios near 1.
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

function coldBuild(repoRoot: string, corpus: string, work: string): Measured {
  const out = path.join(work, 'growth-dist');
  const reportFile = path.join(work, 'growth-report.json');
  // The output and the earlier builds kept beside it, so no build pays for removing another's files.
  const removeOutput = () => {
    fs.rmSync(out, { recursive: true, force: true });
    removeBuildFolder(path.join(work, '.growth-dist.builds'));
  };
  removeOutput();
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'build', corpus, '--out', out, '--report', reportFile, '--no-cache'], { encoding: 'utf8' });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`docsgen build of ${corpus} failed:\n${run.stdout}\n${run.stderr}`);
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport;
  removeOutput();
  const htmlKb = report.pages.reduce((sum, page) => sum + page.htmlBytes, 0) / report.pages.length / 1024;
  return { pages: report.pages.length, wallSeconds, buildSeconds: report.totalMs / 1000, peakMb: report.peakMemoryMb, htmlKb };
}

/** Builds a corpus of each size (written by `generate`) and prints the figures and the ratios of the larger to the smaller. */
export function measureGrowth(repoRoot: string, work: string, generate: (dir: string, pages: number) => void): void {
  const measured = GROWTH_SIZES.map((size) => {
    const corpus = path.join(work, `growth-${size}`);
    generate(corpus, size);
    const result = coldBuild(repoRoot, corpus, work);
    fs.rmSync(corpus, { recursive: true, force: true });
    return result;
  });
  const perPageMs = (m: Measured) => (m.buildSeconds * 1000) / m.pages;
  const wallPerPageMs = (m: Measured) => (m.wallSeconds * 1000) / m.pages;
  console.log('docsgen bench: growth, cold builds without the build cache');
  for (const m of measured) {
    console.log(
      `  ${String(m.pages).padStart(6)} pages   ${m.wallSeconds.toFixed(1)} s wall (${wallPerPageMs(m).toFixed(2)} ms/page), build ${perPageMs(m).toFixed(2)} ms/page, peak RSS ${m.peakMb.toFixed(0)} MB, HTML ${m.htmlKb.toFixed(1)} KB/page`,
    );
  }
  const [small, large] = measured;
  console.log(
    `  ratio          build time per page ${(perPageMs(large) / perPageMs(small)).toFixed(2)}x, wall per page ${(wallPerPageMs(large) / wallPerPageMs(small)).toFixed(2)}x, peak RSS ${(large.peakMb / small.peakMb).toFixed(2)}x, HTML per page ${(large.htmlKb / small.htmlKb).toFixed(2)}x`,
  );
}
