/** `docsgen build [root] [--out DIR] [--base PATH]` */
import fs from 'node:fs';
import path from 'node:path';
import { formatReport } from '../build/report.ts';
import { startRenderWorkers } from '../build/renderWorkers.ts';
import { UsageError } from '../errors.ts';
import { progressPrinter } from './progress.ts';

/** Normalises --base to `/x/`. */
export function normaliseBase(base: string): string {
  if (!base.startsWith('/')) throw new UsageError(`--base must start with "/", not "${base}"`);
  return base.endsWith('/') ? base : `${base}/`;
}

export async function runBuild(root: string, options: { out: string; base: string; report?: string }): Promise<void> {
  const base = normaliseBase(options.base);
  // The render workers load their modules on the other cores while this thread loads the build's modules and the site.
  const renderWorkers = await startRenderWorkers();
  try {
    const { build } = await import('../build/build.tsx');
    const progress = progressPrinter('Rendering');
    const report = await build({ root: path.resolve(root), outDir: path.resolve(options.out), base, onProgress: progress.update, renderWorkers }).finally(
      progress.done,
    );
    process.stdout.write(`${formatReport(report)}\nOutput: ${path.relative(process.cwd(), path.resolve(options.out)) || '.'}\n`);
    // For CI: the same figures as JSON, to track page weights and build time from run to run.
    if (options.report) fs.writeFileSync(path.resolve(options.report), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await renderWorkers.close();
  }
}
