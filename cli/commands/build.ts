/** `docsgen build [root] [--out DIR] [--base PATH] [--report FILE] [--links error|warn]` */
import fs from 'node:fs';
import path from 'node:path';
import { buildInThread } from '../build/buildThread.ts';
import { failedBuildReport, type FailedBuildReport } from '../build/failedBuildReport.ts';
import type { BuildReport } from '../build/report.ts';
import { UsageError } from '../errors.ts';
import type { LinkPolicy } from '../../runtime/config.ts';
import { progressPrinter } from './progress.ts';
import { siteRoot } from './siteRoot.ts';

/** Normalises --base to `/x/`. */
export function normaliseBase(base: string): string {
  if (!base.startsWith('/')) throw new UsageError(`--base must start with "/", not "${base}"`);
  return base.endsWith('/') ? base : `${base}/`;
}

type BuildOptions = { out: string; base: string; report?: string; links?: LinkPolicy };

/** For CI: the report as JSON, to track page weights and build time from run to run, or what made a build fail. */
function writeReport(file: string, report: BuildReport | FailedBuildReport): void {
  fs.writeFileSync(path.resolve(file), `${JSON.stringify(report, null, 2)}\n`);
}

async function buildAndSummarise(root: string, options: BuildOptions): Promise<void> {
  const base = normaliseBase(options.base);
  const progress = progressPrinter('Rendering');
  const built = buildInThread({ root: siteRoot(root), outDir: path.resolve(options.out), base, write: true, links: options.links }, progress.update).finally(progress.done);
  // Awaited below; a failure while the summary's module loads is thrown there, not left unhandled.
  built.catch(() => {});
  // The summary's module (which reads YAML to list unbuilt files) loads while the build thread works, not before it starts.
  const { formatReport } = await import('../build/reportSummary.ts');
  const report = await built;
  process.stdout.write(`${formatReport(report, options.report)}\nOutput: ${path.relative(process.cwd(), path.resolve(options.out)) || '.'}\n`);
  if (options.report) writeReport(options.report, report);
}

export async function runBuild(root: string, options: BuildOptions): Promise<void> {
  const started = performance.now();
  try {
    await buildAndSummarise(root, options);
  } catch (error) {
    // CI wants the report most when the build fails.
    if (options.report) writeReport(options.report, failedBuildReport(error, performance.now() - started));
    throw error;
  }
}
