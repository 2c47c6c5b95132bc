/** `docsgen check [root]`: every check of a build, nothing written. */
import path from 'node:path';
import { build } from '../build/build.tsx';

export async function runCheck(root: string): Promise<void> {
  const report = await build({ root: path.resolve(root), outDir: '', base: '/', write: false });
  process.stdout.write(`No problems found in ${report.pages.length} pages.\n`);
  if (report.warnings.length) process.stdout.write(`${report.warnings.map((w) => `warning: ${w}`).join('\n')}\n`);
}
