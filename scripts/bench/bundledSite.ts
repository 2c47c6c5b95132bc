/**
 * `npm run bench -- --bundled` section: the bundled site (content/) built three times with a cache folder of its own:
 * first with nothing cached (the API data extracted too, as after an install), then cold (the build cache emptied; the
 * API data, cached by package version, kept), then warm with nothing changed. Each build runs as a user runs it, in
 * its own process; the figures are its wall time, its peak memory and its time by step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { BuildReport } from '../../cli/build/report.ts';
import { removeBuildFolder } from './removeBuildFolder.ts';

/** Cache entries kept by the cold build: what is cached by package version rather than by build. */
const KEPT_BY_COLD_BUILD = new Set(['api']);

interface TimedBuild {
  label: string;
  wallSeconds: number;
  report: BuildReport;
}

function timedBuild(repoRoot: string, label: string, out: string, cacheDir: string): TimedBuild {
  const reportFile = path.join(path.dirname(out), 'bundled-report.json');
  const started = performance.now();
  // Through the environment rather than --cache-dir: the folder must sit inside the project (see measureBundledSite).
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'build', '--out', out, '--report', reportFile], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DOCSGEN_CACHE_DIR: cacheDir },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`docsgen build of the bundled site failed:\n${run.stdout}\n${run.stderr}`);
  return { label, wallSeconds, report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport };
}

function printBuild({ label, wallSeconds, report }: TimedBuild): void {
  const demos = report.demoCache;
  const cached = demos ? `; demos ${demos.demosFromCache} from the cache, ${demos.demosPrepared} prepared, browser bundle ${demos.browserBundleFromCache ? 'from the cache' : 'built'}` : '';
  console.log(`  ${label.padEnd(18)} ${wallSeconds.toFixed(2)} s wall, peak RSS ${report.peakMemoryMb.toFixed(0)} MB${cached}`);
  console.log(`  ${''.padEnd(18)} ${report.phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(1)} s`).join(', ')}`);
}

/** Builds the bundled site of the checkout at `repoRoot` first, cold and warm, and prints the figures. */
export function measureBundledSite(repoRoot: string): void {
  // Inside the checkout: the site's config imports docsgen's own modules, which find docsgen's folder above theirs.
  const cacheDir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.cache', 'docsgen-bench-'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-bundled-'));
  const out = path.join(work, 'dist');
  try {
    const first = timedBuild(repoRoot, 'nothing cached', out, cacheDir);
    for (const name of fs.readdirSync(cacheDir)) if (!KEPT_BY_COLD_BUILD.has(name)) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
    removeBuildFolder(path.join(work, '.dist.builds'));
    const cold = timedBuild(repoRoot, 'cold', out, cacheDir);
    const warm = timedBuild(repoRoot, 'warm (unchanged)', out, cacheDir);
    console.log(`docsgen bench: the bundled site (${cold.report.pages.length} pages) on ${os.cpus().length} cores`);
    [first, cold, warm].forEach(printBuild);
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}
