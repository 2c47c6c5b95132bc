/**
 * `docsgen audit [root] [--out DIR] [--report FILE] [--whole-page]`: builds the site when its output is not there,
 * then visits every page in headless Chromium (console errors, uncaught exceptions, failed requests, hydration errors
 * on each page and each live demo, axe-core inside the demos in light and dark, JavaScript budgets) and type-checks
 * its TypeScript demos and `check` code blocks. Exits 1 on any problem the config does not lower to a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../load/loadConfig.ts';
import { projectRootOf } from '../site/siteProject.ts';
import { openAuditCache } from '../audit/auditCache.ts';
import { auditPages } from '../audit/auditPages.ts';
import { auditTypes } from '../audit/auditTypes.ts';
import { formatAuditSummary } from '../audit/auditSummary.ts';
import { loadAuditTools } from '../audit/auditTools.ts';
import { budgetFindings } from '../audit/budgets.ts';
import { rateFindings } from '../audit/findings.ts';
import { createScriptWeights } from '../audit/scriptWeights.ts';
import { readSiteSources } from '../audit/siteSources.ts';
import { runBuild } from './build.ts';
import { siteRoot } from './siteRoot.ts';

export interface AuditOptions {
  out: string;
  report?: string;
  /** Check whole pages with axe-core, not only their demos. */
  wholePage?: boolean;
}

/** Prints progress on one line of a terminal, or every hundred pages in a log. */
function progressLine(): (done: number, total: number) => void {
  let last = -1;
  return (done, total) => {
    if (process.stderr.isTTY) process.stderr.write(`\rAuditing pages: ${done}/${total}${done === total ? '\n' : ''}`);
    else if (done === total || Math.floor(done / 100) > Math.floor(last / 100)) process.stderr.write(`Audited ${done}/${total} pages\n`);
    last = done;
  };
}

export async function runAudit(root: string, options: AuditOptions): Promise<void> {
  const started = performance.now();
  const site = siteRoot(root);
  const outDir = path.resolve(options.out);
  // A missing browser or package is said before any build work.
  const tools = await loadAuditTools(projectRootOf(site));
  if (!fs.existsSync(outDir)) {
    process.stdout.write(`No build in ${options.out} yet; building first.\n`);
    await runBuild(site, { out: options.out, base: '/' });
  }
  const { config } = await loadConfig(site);
  const sources = await readSiteSources(site);
  const cache = openAuditCache(site);
  const types = await auditTypes(sources, cache);
  const pages = await auditPages({ outDir, sources, tools, cache, wholePage: options.wholePage ?? config.audit?.wholePage ?? false, onProgress: progressLine() });
  const findings = rateFindings(
    [...pages.flatMap((page) => page.findings), ...budgetFindings(pages, createScriptWeights(outDir), config.budgets), ...types.findings],
    config.audit?.warn,
  );
  const totals = {
    pages: pages.length,
    pagesFromCache: pages.filter((page) => page.fromCache).length,
    demos: new Set(pages.flatMap((page) => page.demos.map((demo) => demo.src))).size,
    typeChecked: types.checkedFiles,
    seconds: (performance.now() - started) / 1000,
  };
  if (types.note) process.stdout.write(`note: ${types.note}\n`);
  process.stdout.write(`${formatAuditSummary(findings, totals, options.report)}\n`);
  if (options.report) fs.writeFileSync(path.resolve(options.report), `${JSON.stringify({ ...totals, typeCheckNote: types.note, findings }, null, 2)}\n`);
  if (findings.some((finding) => finding.severity === 'error')) process.exitCode = 1;
}
