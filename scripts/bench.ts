/**
 * `npm run bench [-- --pages N] [--mdx] [--bundled] [--no-watch] [--no-static] [--no-large-pages] [--against DIR [--rounds N]] [--corpus DIR]
 * [--lighthouse [--site-dist DIR] [--lighthouse-runs N] [--lighthouse-json DIR]] [--growth]`:
 * generates a Markdown corpus, builds it cold, prints wall time, pages/s, peak RSS and per-page weights, then builds it
 * again with the build cache (nothing changed, then one page changed), then static serving against sirv and the peak
 * memory of builds with a 0.5, 1, 5 and 20 MB page. A benchmark, not a test.
 *
 * `--bundled` also builds the bundled site (content/) with nothing cached, cold and warm (scripts/bench/bundledSite.ts).
 *
 * `--lighthouse` audits a page of the corpus and one page of each kind of the bundled site (built for it, or the build
 * already in `--site-dist DIR`) with Lighthouse, `--lighthouse-runs` times each (default 3); `--lighthouse-json DIR` keeps each page's median report there.
 *
 * `--growth` builds the corpus at 1000 and at 10,000 pages instead, and prints per-page time, peak memory and HTML
 * per page with their ratios (a long run: the larger build takes minutes).
 *
 * `--corpus DIR` writes the corpus to DIR and keeps it, for profiling a build of it by hand.
 *
 * `--against DIR` also builds the corpus cold, warm and with one page changed with the docsgen checkout in DIR (its
 * dependencies installed), alternating with this one build by build for `--rounds` rounds (default 3), each with its
 * own output and cache: on a shared machine whose speed drifts from hour to hour, only runs interleaved like this
 * compare two versions fairly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { BuildReport } from '../cli/build/report.ts';
import { routeToOutputPath } from '../runtime/routes.ts';
import { measureGrowth } from './bench/growth.ts';
import { measureLargePages } from './bench/largePages.ts';
import { measureBundledSite } from './bench/bundledSite.ts';
import { bundledSitePages, measureLighthouse } from './bench/lighthouse.ts';
import { measureStaticServing } from './bench/staticServing.ts';
import { measureEditToScreen, printEditToScreen } from './bench/watchEditToScreen.ts';
import { removeBuildFolder } from './bench/removeBuildFolder.ts';

/** The value after `--name` on the command line, if given. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const pageCount = Number(option('pages') ?? 1000);
/** `--mdx`: the same pages as MDX, each importing a local component and using it three times, to compare with Markdown. */
const mdx = process.argv.includes('--mdx');
const pageExtension = mdx ? 'mdx' : 'md';
const PAGES_PER_FOLDER = 50;

/** One generated page: headings, a table, code blocks, a callout and links to its neighbours. */
function pageSource(i: number, total: number): string {
  const folder = (n: number) => `section-${String(Math.floor(n / PAGES_PER_FOLDER)).padStart(2, '0')}`;
  const link = (n: number) => `../${folder(n)}/page-${n}.${pageExtension}`;
  const component = (s: number) => (mdx ? `\n<Note title="Note ${s} of page ${i}">Rendered on the server from a component the page imports.</Note>\n` : '');
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
${s % 2 === 0 ? component(s) : ''}`).join('\n');
  return `---
title: Generated page ${i}
description: A generated page for the build benchmark, number ${i} of ${total}.
---
${mdx ? "import Note from '../components/Note.tsx';\n" : ''}
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
    fs.writeFileSync(path.join(folder, `page-${i}.${pageExtension}`), pageSource(i, total));
  }
  if (mdx) {
    fs.mkdirSync(path.join(dir, 'components'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'components/Note.tsx'),
      "import * as React from 'react';\n\nexport default function Note({ title, children }: { title: string; children: React.ReactNode }) {\n  return <aside className=\"note\"><strong>{title}</strong> {children}</aside>;\n}\n",
    );
  }
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: Benchmark corpus\ndescription: Generated pages.\n---\n\nThe generated corpus.\n');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-'));
if (process.argv.includes('--growth')) {
  measureGrowth(path.resolve(import.meta.dirname, '..'), work, generateCorpus);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
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
const reportFile = path.join(work, 'report.json');
generateCorpus(corpus, pageCount);
if (keptCorpus) fs.writeFileSync(path.join(corpus, CORPUS_MARKER), '');
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Where one docsgen checkout's builds go: its output and its build cache (emptied before each cold build). */
interface BuildPlace {
  docsgenDir: string;
  dist: string;
  cacheDir: string;
  /** Whether the checkout has `--cache-dir` (one compared with `--against` may predate the build cache). */
  takesCacheDir: boolean;
}

function buildPlace(docsgenDir: string, name: string): BuildPlace {
  const help = spawnSync(process.execPath, [path.join(docsgenDir, 'bin/docsgen.mjs'), 'build', '--help'], { encoding: 'utf8' });
  return { docsgenDir, dist: path.join(work, name, 'dist'), cacheDir: path.join(work, name, 'cache'), takesCacheDir: help.stdout.includes('--cache-dir') };
}

const here = buildPlace(repoRoot, 'this');
const dist = here.dist;
/**
 * Builds the corpus with one checkout's docsgen as a user runs it, in its own process: the wall time includes
 * starting up, and the peak memory is that process's alone (this script's loader and corpus stay out of it). A cold
 * build starts without a cache or an earlier output; a warm one keeps both.
 */
function timedBuild(place: BuildPlace, { cold = true } = {}): { wallSeconds: number; report: BuildReport } {
  if (cold) {
    removeBuildFolder(path.dirname(place.dist));
    fs.mkdirSync(path.dirname(place.dist), { recursive: true });
  }
  const started = performance.now();
  const cacheArgs = place.takesCacheDir ? ['--cache-dir', place.cacheDir] : [];
  const run = spawnSync(process.execPath, [path.join(place.docsgenDir, 'bin/docsgen.mjs'), 'build', corpus, '--out', place.dist, '--report', reportFile, ...cacheArgs], {
    encoding: 'utf8',
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`docsgen build (${place.docsgenDir}) failed:\n${run.stdout}\n${run.stderr}`);
  return { wallSeconds, report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport };
}

const { wallSeconds, report } = timedBuild(here);
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

/** One line of a cached build's figures. */
function cachedBuildLine(label: string, { wallSeconds: seconds, report: cached }: ReturnType<typeof timedBuild>): string {
  const saved = cached.cache ? `; ${cached.cache.pagesFromCache} pages from the cache, ${cached.cache.documentsReused} documents reused` : '';
  const cpu = cached.cpuMs === undefined ? '' : ` (${(cached.cpuMs / 1000).toFixed(2)} s CPU)`;
  return `  ${label.padEnd(16)} ${seconds.toFixed(2)} s wall${cpu}, peak RSS ${cached.peakMemoryMb.toFixed(0)} MB${saved}`;
}
console.log('docsgen bench: builds with the build cache');
console.log(cachedBuildLine('cold', { wallSeconds, report }));
console.log(cachedBuildLine('warm (unchanged)', timedBuild(here, { cold: false })));
console.log(cachedBuildLine('one page changed', withOnePageChanged(() => timedBuild(here, { cold: false }))));
if (process.argv.includes('--bundled')) measureBundledSite(repoRoot);

if (!process.argv.includes('--no-static')) {
  await measureStaticServing(repoRoot, dist, report.pages.map((p) => p.route));
}
if (!process.argv.includes('--no-large-pages')) measureLargePages(repoRoot, corpus, work, [0.5, 1, 5, 20]);
if (process.argv.includes('--lighthouse')) await lighthouseSection();
// Last: its one-page-changed builds leave this checkout's output with that page edited.
const against = option('against');
if (against) compareInterleaved(buildPlace(path.resolve(against), 'other'), Number(option('rounds') ?? 3));
fs.rmSync(work, { recursive: true, force: true });

/** Lighthouse on the corpus's second page and on each kind of page of the bundled site. */
async function lighthouseSection(): Promise<void> {
  let siteDist = option('site-dist');
  if (!siteDist) {
    siteDist = path.join(work, 'site');
    const built = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'build', repoRoot, '--out', siteDist], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`docsgen build of the bundled site failed:\n${built.stdout}\n${built.stderr}`);
  }
  const plainPage = { label: 'plain Markdown page', dist, path: '/section-00/page-1/' };
  await measureLighthouse(repoRoot, [...bundledSitePages(path.resolve(siteDist)), plainPage], Number(option('lighthouse-runs') ?? 3), option('lighthouse-json'));
}

if (!process.argv.includes('--no-watch')) printEditToScreen(await measureEditToScreen(repoRoot));
process.exit(0);

/** Runs `build` with one page of the corpus edited, and puts the page back. */
function withOnePageChanged<T>(build: () => T): T {
  const editedPage = path.join(corpus, 'section-00', `page-1.${pageExtension}`);
  const original = fs.readFileSync(editedPage, 'utf8');
  fs.appendFileSync(editedPage, '\nA paragraph the benchmark added.\n');
  try {
    return build();
  } finally {
    fs.writeFileSync(editedPage, original);
  }
}

/**
 * Cold, warm and one-page-changed builds of this checkout and `other`, alternating build by build (and which goes
 * first, round by round), each checkout with its own output and cache: on a shared machine whose speed drifts from
 * hour to hour, only runs interleaved like this compare two versions fairly.
 */
function compareInterleaved(other: BuildPlace, rounds: number): void {
  const kinds = ['cold', 'warm (unchanged)', 'one page changed'] as const;
  type Run = { seconds: number; mb: number };
  const runs = new Map<string, Run[]>();
  const record = (kind: string, who: string, { wallSeconds: seconds, report: built }: ReturnType<typeof timedBuild>) => {
    const key = `${kind}|${who}`;
    runs.set(key, [...(runs.get(key) ?? []), { seconds, mb: built.peakMemoryMb }]);
  };
  for (let round = 0; round < rounds; round += 1) {
    const order: [string, BuildPlace][] = round % 2 === 0 ? [['this', here], ['other', other]] : [['other', other], ['this', here]];
    for (const [who, place] of order) record('cold', who, timedBuild(place));
    for (const [who, place] of order) record('warm (unchanged)', who, timedBuild(place, { cold: false }));
    withOnePageChanged(() => {
      for (const [who, place] of order) record('one page changed', who, timedBuild(place, { cold: false }));
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`docsgen bench: ${rounds} interleaved rounds against ${other.docsgenDir}${other.takesCacheDir ? '' : ' (it has no --cache-dir: its builds use its default cache)'}`);
  for (const kind of kinds) {
    for (const who of ['this', 'other']) {
      const values = runs.get(`${kind}|${who}`) ?? [];
      const seconds = values.map((v) => v.seconds);
      console.log(
        `  ${kind.padEnd(16)} ${who.padEnd(5)} median ${median(seconds).toFixed(2)} s (${seconds.map((v) => v.toFixed(2)).join(', ')}), peak RSS median ${median(values.map((v) => v.mb)).toFixed(0)} MB`,
      );
    }
  }
}
