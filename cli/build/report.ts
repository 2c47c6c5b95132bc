/** What a build measured, and the summary printed from it. */
import { groupWarnings } from './warningGroups.ts';

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

export interface PhaseTiming {
  name: string;
  ms: number;
}

/** Times the steps of a build: each `lap` closes the step that began at the previous lap. */
export function createPhaseClock(now: () => number = () => performance.now()) {
  const phases: PhaseTiming[] = [];
  let last = now();
  return {
    phases,
    lap(name: string): void {
      const at = now();
      phases.push({ name, ms: at - last });
      last = at;
    },
  };
}

export interface BuildReport {
  pages: PageReport[];
  totalMs: number;
  /** Wall time of each step of the build, in the order they ran. */
  phases: PhaseTiming[];
  sharedCssGzip: number;
  jsPerPageGzip: number;
  /** Peak resident memory of the building process (every thread), in MB. */
  peakMemoryMb: number;
  warnings: string[];
}

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
function heaviest(pages: PageReport[], key: keyof PageReport, n: number): PageReport[] {
  return [...pages].sort((a, b) => (b[key] as number) - (a[key] as number)).slice(0, n);
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
