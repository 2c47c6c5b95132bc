/** `docsgen check [root]`: every check of a build, nothing written. */
import { buildInThread } from '../build/buildThread.ts';
import { siteRoot } from './siteRoot.ts';
import type { LinkPolicy } from '../../runtime/config.ts';

export async function runCheck(root: string, options: { links?: LinkPolicy } = {}): Promise<void> {
  const report = await buildInThread({ root: siteRoot(root), outDir: '', base: '/', write: false, links: options.links });
  process.stdout.write(`No problems found in ${report.pages.length} pages.\n`);
  if (report.warnings.length) process.stdout.write(`${report.warnings.map((w) => `warning: ${w}`).join('\n')}\n`);
}
