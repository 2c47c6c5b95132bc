/** `docsgen build [root] [--out DIR] [--base PATH] [--report FILE] [--links error|warn]` */
import fs from 'node:fs';
import path from 'node:path';
import { buildInThread } from '../build/buildThread.ts';
import { UsageError } from '../errors.ts';
import type { LinkPolicy } from '../../runtime/config.ts';
import { progressPrinter } from './progress.ts';
import { siteRoot } from './siteRoot.ts';

/** Normalises --base to `/x/`. */
export function normaliseBase(base: string): string {
  if (!base.startsWith('/')) throw new UsageError(`--base must start with "/", not "${base}"`);
  return base.endsWith('/') ? base : `${base}/`;
}

export async function runBuild(root: string, options: { out: string; base: string; report?: string; links?: LinkPolicy }): Promise<void> {
  const base = normaliseBase(options.base);
  const progress = progressPrinter('Rendering');
  const built = buildInThread({ root: siteRoot(root), outDir: path.resolve(options.out), base, write: true, links: options.links }, progress.update).finally(progress.done);
  // Awaited below; a failure while the summary's module loads is thrown there, not left unhandled.
  built.catch(() => {});
  // The summary's module (which reads YAML to list unbuilt files) loads while the build thread works, not before it starts.
  const { formatReport } = await import('../build/reportSummary.ts');
  const report = await built;
  process.stdout.write(`${formatReport(report, options.report)}\nOutput: ${path.relative(process.cwd(), path.resolve(options.out)) || '.'}\n`);
  // For CI: the same figures as JSON, to track page weights and build time from run to run.
  if (options.report) fs.writeFileSync(path.resolve(options.report), `${JSON.stringify(report, null, 2)}\n`);
}
