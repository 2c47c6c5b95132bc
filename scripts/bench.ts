/**
 * `npm run bench [-- --pages N] [--no-watch] [--no-static] [--no-large-pages] [--against DIR [--rounds N]] [--corpus DIR]`:
 * generates a Markdown corpus, builds it, prints wall time, pages/s, peak RSS and per-page weights, then static serving
 * against sirv and the peak memory of builds with a 0.5, 1, 5 and 20 MB page. A benchmark, not a test.
 *
 * `--corpus DIR` writes the corpus to DIR and keeps it, for profiling a build of it by hand.
 *
 * `--against DIR` also builds the corpus with the docsgen checkout in DIR (its dependencies installed), alternating
 * with this one for `--rounds` rounds (default 3): on a shared machine whose speed drifts from hour to hour, only runs
 * interleaved like this compare two versions fairly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { BuildReport } from '../cli/build/report.ts';
import { routeToOutputPath } from '../runtime/routes.ts';
import { measureLargePages } from './bench/largePages.ts';
import { measureStaticServing } from './bench/staticServing.ts';

/** The value after `--name` on the command line, if given. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const pageCount = Number(option('pages') ?? 1000);
const PAGES_PER_FOLDER = 50;

/** One generated page: headings, a table, code blocks, a callout and links to its neighbours. */
function pageSource(i: number, total: number): string {
  const folder = (n: number) => `section-${String(Math.floor(n / PAGES_PER_FOLDER)).padStart(2, '0')}`;
  const link = (n: number) => `../${folder(n)}/page-${n}.md`;
  const sections = Array.from({ length: 5 }, (_, s) => `
## Section ${s + 1} of page ${i}

Paragraph ${s} explains how part ${s} of topic ${i} works, with **bold**, _emphasis_, \`inline code\` and a [link to page ${(i + s + 1) % total}](${link((i + s + 1) % total)}).
Each sentence adds a little more text so the page is about as long as a real guide: the build has to parse, highlight and render all of it.

### Details ${s + 1}.1

- First point about item ${s} of page ${i}
- Second point, with a [cross-link](${link((i + 7 * s + 3) % total)}#section-1-of-page-${(i + 7 * s + 3) % total})
- Third point

\`\`\`tsx
import * as React from 'react';
import Button from '@mui/material/Button';

export default function Example${s}() {
  const [count, setCount] = React.useState(${i % 10});
  return <Button onClick={() => setCount(count + 1)}>Clicked {count} times on page ${i}</Button>;
}
\`\`\`

| Prop | Type | Default |
| --- | --- | --- |
| variant${s} | 'text' \\| 'outlined' | 'text' |
| size | 'small' \\| 'medium' | 'medium' |
`).join('\n');
  return `---
title: Generated page ${i}
description: A generated page for the build benchmark, number ${i} of ${total}.
---

This page exists to measure the build. It has headings, lists, tables, code and callouts like a real guide.

:::tip
Callouts render with an icon and a tinted background on page ${i}.
:::

\`\`\`bash
npm install @mui/material @emotion/react @emotion/styled
\`\`\`
${sections}
`;
}

function generateCorpus(dir: string, total: number): void {
  for (let i = 0; i < total; i += 1) {
    const folder = path.join(dir, `section-${String(Math.floor(i / PAGES_PER_FOLDER)).padStart(2, '0')}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `page-${i}.md`), pageSource(i, total));
  }
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: Benchmark corpus\ndescription: Generated pages.\n---\n\nThe generated corpus.\n');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-'));
const keptCorpus = option('corpus');
const corpus = keptCorpus ? path.resolve(keptCorpus) : path.join(work, 'corpus');
// Marks a folder this script wrote, so `--corpus` replaces an earlier corpus but never a folder of anything else.
const CORPUS_MARKER = '.docsgen-bench-corpus';
if (keptCorpus && fs.existsSync(corpus) && fs.readdirSync(corpus).length > 0) {
  if (!fs.existsSync(path.join(corpus, CORPUS_MARKER))) {
    console.error(`docsgen bench: --corpus ${keptCorpus} is a folder with files in it; give a new or empty folder, or one an earlier --corpus wrote`);
    process.exit(2);
  }
  fs.rmSync(corpus, { recursive: true, force: true });
}
const dist = path.join(work, 'dist');
const reportFile = path.join(work, 'report.json');
generateCorpus(corpus, pageCount);
if (keptCorpus) fs.writeFileSync(path.join(corpus, CORPUS_MARKER), '');
const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * Builds the corpus with the docsgen of `docsgenDir` as a user runs it, in its own process: the wall time includes
 * starting up, and the peak memory is that process's alone (this script's loader and corpus stay out of it).
 */
function timedBuild(docsgenDir: string): { wallSeconds: number; report: BuildReport } {
  fs.rmSync(dist, { recursive: true, force: true });
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(docsgenDir, 'bin/docsgen.mjs'), 'build', corpus, '--out', dist, '--report', reportFile], {
    encoding: 'utf8',
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`docsgen build (${docsgenDir}) failed:\n${run.stdout}\n${run.stderr}`);
  return { wallSeconds, report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport };
}

const { wallSeconds, report } = timedBuild(repoRoot);
const avg = (f: (p: (typeof report.pages)[number]) => number) => report.pages.reduce((s, p) => s + f(p), 0) / report.pages.length / 1024;

console.log(`docsgen bench: ${report.pages.length} pages on ${os.cpus().length} cores`);
console.log(`  wall time        ${wallSeconds.toFixed(2)} s (docsgen build, start to exit; the build itself ${(report.totalMs / 1000).toFixed(2)} s)`);
console.log(`  pages/s          ${(report.pages.length / wallSeconds).toFixed(0)}`);
console.log(`  peak RSS         ${report.peakMemoryMb.toFixed(0)} MB`);
const sample = report.pages.filter((_, i) => i % Math.ceil(report.pages.length / 50) === 0);
const sampleGzip = sample.reduce((sum, p) => sum + gzipSync(fs.readFileSync(path.join(dist, routeToOutputPath(p.route)))).length, 0) / sample.length / 1024;
console.log(`  HTML per page    ${avg((p) => p.htmlBytes).toFixed(1)} KB (${sampleGzip.toFixed(1)} KB gzipped, sampled)`);
console.log(`  inline CSS/page  ${avg((p) => p.criticalCssBytes).toFixed(1)} KB; shared CSS ${(report.sharedCssGzip / 1024).toFixed(1)} KB gzipped, cached across pages`);
console.log(`  JS per page      ${(report.jsPerPageGzip / 1024).toFixed(1)} KB gzipped before interaction`);
console.log(`  time by step     ${report.phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(1)} s`).join(', ')}`);

const against = option('against');
if (against) {
  const rounds = Number(option('rounds') ?? 3);
  const times: Record<'this' | 'other', number[]> = { this: [], other: [] };
  for (let round = 0; round < rounds; round += 1) {
    times.this.push(timedBuild(repoRoot).wallSeconds);
    times.other.push(timedBuild(path.resolve(against)).wallSeconds);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`docsgen bench: ${rounds} interleaved rounds against ${against}`);
  for (const [name, values] of Object.entries(times)) {
    console.log(`  ${name.padEnd(16)} median ${median(values).toFixed(2)} s (${values.map((v) => v.toFixed(2)).join(', ')})`);
  }
}
if (!process.argv.includes('--no-static')) {
  await measureStaticServing(repoRoot, dist, report.pages.map((p) => p.route));
}
if (!process.argv.includes('--no-large-pages')) measureLargePages(repoRoot, corpus, work, [0.5, 1, 5, 20]);
fs.rmSync(work, { recursive: true, force: true });

/** Edit-to-rebuild in watch mode on a copy of the bundled site: one Markdown page's body changes, the time until it is rewritten. */
async function measureWatchEdit(): Promise<void> {
  // Inside content/ (ignored by git), so the copy belongs to this project: its packages, and the API data its caches hold.
  const site = fs.mkdtempSync(path.join(repoRoot, 'content', 'bench-watch-'));
  for (const entry of fs.readdirSync(path.join(repoRoot, 'content'))) {
    if (!entry.startsWith('bench-watch-')) fs.cpSync(path.join(repoRoot, 'content', entry), path.join(site, 'content', entry), { recursive: true });
  }
  fs.cpSync(path.join(repoRoot, 'public'), path.join(site, 'public'), { recursive: true });
  const { startWatchMode } = await import('../cli/watch/watchMode.ts');
  let rebuilt: (what: string, ms: number) => void = () => {};
  const startedFull = performance.now();
  const watch = await startWatchMode({ root: site, outDir: path.join(site, 'dist'), onRebuilt: (what, ms) => rebuilt(what, ms) });
  const fullSeconds = (performance.now() - startedFull) / 1000;
  const page = path.join(site, 'content/pages/material-ui/react-button/index.md');
  const timings: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    // Edits a person makes are seconds apart; the watcher merges change events that come within a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const done = new Promise<string>((resolve) => (rebuilt = (what) => resolve(what)));
    const edited = performance.now();
    fs.appendFileSync(page, `\nAn edit made by the benchmark, number ${i}.\n`);
    const what = await done;
    timings.push(performance.now() - edited);
    if (what !== 'page') console.log(`  (edit ${i} rebuilt the ${what})`);
  }
  watch.close();
  fs.rmSync(site, { recursive: true, force: true });
  timings.sort((a, b) => a - b);
  console.log(`docsgen bench: watch mode on the bundled site (first build ${fullSeconds.toFixed(1)} s)`);
  console.log(`  edit-to-rebuild  ${timings[Math.floor(timings.length / 2)].toFixed(0)} ms median of ${timings.length} Markdown edits (min ${timings[0].toFixed(0)}, max ${timings[timings.length - 1].toFixed(0)})`);
}

if (!process.argv.includes("--no-watch")) await measureWatchEdit();
process.exit(0);
