/**
 * The summary is printed by the command's main thread once the build thread is done: what it imports is loaded on
 * the way to the build's end, so it must not be the build's own machinery (the content loader, YAML).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { formatReport } from '../../../../cli/build/reportSummary.ts';
import type { BuildReport } from '../../../../cli/build/report.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Module hooks that print the URL of every module file loaded. */
const LOAD_LOGGER = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent('export async function load(url, context, next) { if (url.startsWith("file:")) process.stderr.write("loaded-module " + url + "\\\\n"); return next(url, context); }'));`,
)}`;

describe('the build summary', () => {
  it('is formatted without loading the content loader or the YAML parser', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-report-summary-'));
    folders.push(dir);
    const script = path.join(dir, 'summary.mts');
    const report = { pages: [], totalMs: 1000, phases: [], peakMemoryMb: 100, cpuMs: 900, sharedCssGzip: 0, jsPerPageGzip: 0, brokenLinks: [], warnings: ['a.md:1:1: broken link /x'] };
    fs.writeFileSync(script, `import { formatReport } from ${JSON.stringify(path.join(repoRoot, 'cli/build/reportSummary.ts'))};\nprocess.stdout.write(formatReport(${JSON.stringify(report)}));\n`);
    const result = spawnSync(process.execPath, ['--import', LOAD_LOGGER, path.join(repoRoot, 'bin/run-ts.mjs'), script], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout).toMatch(/^Built 0 pages/);
    const loaded = [...result.stderr.matchAll(/^loaded-module (.*)$/gm)].map(([, url]) => url);
    expect(loaded.some((url) => url.includes('/cli/build/reportSummary.ts'))).toBe(true);
    expect(loaded.filter((url) => url.includes('/node_modules/yaml/') || url.includes('/cli/load/'))).toEqual([]);
  });

  it('says where pages rendered, and nothing of it when every page came from the cache', () => {
    const report: BuildReport = { pages: [], totalMs: 1000, phases: [], peakMemoryMb: 100, sharedCssGzip: 0, jsPerPageGzip: 0, brokenLinks: [], warnings: [] };
    expect(formatReport({ ...report, renderedIn: { buildThread: 12, workers: 188 } })).toContain('Rendered on the build thread: 12 pages; in render workers: 188 pages');
    expect(formatReport({ ...report, renderedIn: { buildThread: 0, workers: 0 } })).not.toContain('Rendered on');
  });
});
