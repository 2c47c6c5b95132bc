/**
 * The end-of-build summary printed from a build's report. A module of its own: the command prints it in the main
 * thread, which should load nothing of what the build thread made the report with (the content loader among it).
 */
import type { BuildReport, PageReport } from './report.ts';
import { groupWarnings } from './warningGroups.ts';

/** Beyond this many, the summary says how many more there are, and where they all are, instead of flooding the terminal. */
const MAX_WARNINGS_SHOWN = 40;

/** Warnings by kind, then by file, at most MAX_WARNINGS_SHOWN of them, the rest counted per kind and pointed at. */
function warningLines(warnings: readonly string[], reportFile: string | undefined): string[] {
  const lines = [`${warnings.length} warning(s):`];
  let shown = 0;
  for (const group of groupWarnings(warnings)) {
    lines.push(`  ${group.kind} (${group.count} in ${group.files.length} file${group.files.length === 1 ? '' : 's'}):`);
    let left = group.count;
    for (const { file, items } of group.files) {
      if (shown >= MAX_WARNINGS_SHOWN) break;
      lines.push(`    ${file}`);
      for (const item of items.slice(0, MAX_WARNINGS_SHOWN - shown)) lines.push(`      ${item}`);
      const taken = Math.min(items.length, MAX_WARNINGS_SHOWN - shown);
      shown += taken;
      left -= taken;
    }
    if (left > 0) lines.push(`    … and ${left} more ${group.kind}`);
  }
  if (shown < warnings.length) {
    lines.push(reportFile ? `  Every warning is listed in ${reportFile}.` : '  Run the build with --report FILE to get every warning as JSON.');
  }
  return lines;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The heaviest `n` pages by one measure. */
export function heaviest(pages: PageReport[], key: keyof PageReport, n: number): PageReport[] {
  return [...pages].sort((a, b) => (b[key] as number) - (a[key] as number)).slice(0, n);
}

/** Live demos' JavaScript: the heaviest page before interaction, and what a demo loads on first use. */
function demoJavaScriptLines(report: BuildReport): string[] {
  const demos = [...(report.demoJavaScript ?? [])].sort((a, b) => a.gzip - b.gzip);
  if (!demos.length) return [];
  const [heaviestPage] = heaviest(report.pages, 'jsGzip', 1);
  const median = demos[Math.floor(demos.length / 2)];
  const largest = demos[demos.length - 1];
  return [
    `JavaScript before interaction, heaviest page: ${kb(heaviestPage?.jsGzip ?? report.jsPerPageGzip)} gzipped (${heaviestPage?.route ?? '-'})`,
    `JavaScript per demo on first use (${demos.length} demos): median ${kb(median.gzip)}, largest ${kb(largest.gzip)} (${largest.name}), gzipped`,
    `  by library, shared chunks (loaded once) + own chunk (median): ${libraryFirstUse(demos).join(' · ')}`,
  ];
}

/** Per library: what its first demo loads beyond its own code (the chunks its demos share), and its demos' own code. */
function libraryFirstUse(demos: NonNullable<BuildReport['demoJavaScript']>): string[] {
  const libraries = [...new Set(demos.map((demo) => demo.library))].sort();
  return libraries.map((library) => {
    const own = demos.filter((demo) => demo.library === library).sort((a, b) => a.ownGzip - b.ownGzip);
    const median = own[Math.floor(own.length / 2)];
    return `${library} ${kb(median.gzip - median.ownGzip)} + ${kb(median.ownGzip)} (${own.length} demos)`;
  });
}

/** The end-of-build summary: pages, time, rate, pages per product, heaviest pages, warnings by kind and file (`reportFile`, the JSON report, holds every one). */
export function formatReport(report: BuildReport, reportFile?: string): string {
  const seconds = report.totalMs / 1000;
  const lines = [
    `Built ${report.pages.length} pages in ${seconds.toFixed(2)} s (${(report.pages.length / seconds).toFixed(0)} pages/s)`,
    `Peak memory: ${report.peakMemoryMb.toFixed(0)} MB`,
    `Time by step: ${report.phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(2)} s`).join(', ')}`,
    `JavaScript per page before interaction: ${kb(report.jsPerPageGzip)} gzipped · shared CSS: ${kb(report.sharedCssGzip)} gzipped`,
  ];
  lines.push(...demoJavaScriptLines(report));
  if (report.renderedIn && report.renderedIn.buildThread + report.renderedIn.workers > 0) {
    lines.push(`Rendered on the build thread: ${report.renderedIn.buildThread} pages; in render workers: ${report.renderedIn.workers} pages`);
  }
  if (report.cache) {
    const { pagesFromCache, pagesRendered, documentsReused } = report.cache;
    lines.push(`Build cache: ${pagesFromCache} pages from the cache, ${pagesRendered} rendered; ${documentsReused} documents reused from the previous build`);
  }
  if (report.demoCache?.modulesFromCache || report.demoCache?.modulesBundled) {
    const { demosFromCache, demosPrepared, modulesFromCache, modulesBundled, browserBundleFromCache, templatesFromCache, templatesRendered } = report.demoCache;
    const bundle = browserBundleFromCache ? 'browser bundle from the cache' : 'browser bundle built';
    const templates = templatesFromCache || templatesRendered ? `; ${templatesFromCache} full-page templates from the cache, ${templatesRendered} rendered` : '';
    lines.push(`Demo cache: ${demosFromCache} demos from the cache, ${demosPrepared} prepared; ${modulesFromCache} server modules from the cache, ${modulesBundled} bundled; ${bundle}${templates}`);
  }
  const perProduct = new Map<string, number>();
  for (const page of report.pages) perProduct.set(page.productId ?? '(site)', (perProduct.get(page.productId ?? '(site)') ?? 0) + 1);
  lines.push(`Pages per product: ${[...perProduct].map(([id, n]) => `${id} ${n}`).join(', ')}`);
  if (report.pages.length) {
    lines.push('Heaviest pages:');
    for (const page of heaviest(report.pages, 'htmlBytes', 3)) lines.push(`  HTML ${kb(page.htmlBytes).padStart(9)} (${kb(page.htmlGzip)} gz)  ${page.route}`);
    for (const page of heaviest(report.pages, 'criticalCssBytes', 3)) lines.push(`  CSS  ${kb(page.criticalCssBytes).padStart(9)} inlined    ${page.route}`);
    for (const page of heaviest(report.pages, 'jsGzip', 3)) lines.push(`  JS   ${kb(page.jsGzip).padStart(9)} gz         ${page.route}`);
  }
  if (report.warnings.length) lines.push(...warningLines(report.warnings, reportFile));
  return lines.join('\n');
}
