/** What a build measured, and the summary printed from it. */

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
  /** JavaScript each live demo loads on its first use, gzipped (see javaScriptWeight.ts). */
  demoJavaScript?: { name: string; gzip: number }[];
  /** Peak resident memory of the building process (every thread), in MB. */
  peakMemoryMb: number;
  warnings: string[];
}

/** Beyond this many, the summary says how many more there are instead of flooding the terminal. */
const MAX_WARNINGS_SHOWN = 40;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The heaviest `n` pages by one measure. */
function heaviest(pages: PageReport[], key: keyof PageReport, n: number): PageReport[] {
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
  ];
}

/** The end-of-build summary: pages, time, rate, pages per product, heaviest pages, grouped warnings. */
export function formatReport(report: BuildReport): string {
  const seconds = report.totalMs / 1000;
  const lines = [
    `Built ${report.pages.length} pages in ${seconds.toFixed(2)} s (${(report.pages.length / seconds).toFixed(0)} pages/s)`,
    `Peak memory: ${report.peakMemoryMb.toFixed(0)} MB`,
    `Time by step: ${report.phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(2)} s`).join(', ')}`,
    `JavaScript per page before interaction: ${kb(report.jsPerPageGzip)} gzipped · shared CSS: ${kb(report.sharedCssGzip)} gzipped`,
  ];
  lines.push(...demoJavaScriptLines(report));
  const perProduct = new Map<string, number>();
  for (const page of report.pages) perProduct.set(page.productId ?? '(site)', (perProduct.get(page.productId ?? '(site)') ?? 0) + 1);
  lines.push(`Pages per product: ${[...perProduct].map(([id, n]) => `${id} ${n}`).join(', ')}`);
  if (report.pages.length) {
    lines.push('Heaviest pages:');
    for (const page of heaviest(report.pages, 'htmlBytes', 3)) lines.push(`  HTML ${kb(page.htmlBytes).padStart(9)} (${kb(page.htmlGzip)} gz)  ${page.route}`);
    for (const page of heaviest(report.pages, 'criticalCssBytes', 3)) lines.push(`  CSS  ${kb(page.criticalCssBytes).padStart(9)} inlined    ${page.route}`);
    for (const page of heaviest(report.pages, 'jsGzip', 3)) lines.push(`  JS   ${kb(page.jsGzip).padStart(9)} gz         ${page.route}`);
  }
  if (report.warnings.length) {
    lines.push(`${report.warnings.length} warning(s):`);
    const shown = report.warnings.slice(0, MAX_WARNINGS_SHOWN);
    for (const warning of shown) lines.push(`  ${warning}`);
    if (report.warnings.length > shown.length) lines.push(`  … and ${report.warnings.length - shown.length} more`);
  }
  return lines.join('\n');
}
