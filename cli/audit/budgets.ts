/** The config's JavaScript budgets against what each audited page ran before interaction and each demo adds on first use. */
import type { SiteConfig } from '../../runtime/config.ts';
import type { Finding } from './findings.ts';
import type { AuditedPage } from './auditPages.ts';
import type { createScriptWeights } from './scriptWeights.ts';

type Budgets = NonNullable<SiteConfig['budgets']>;
type ScriptWeights = ReturnType<typeof createScriptWeights>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function budgetFindings(pages: readonly AuditedPage[], weights: ScriptWeights, budgets: Budgets = {}): Finding[] {
  const findings: Finding[] = [];
  const seenDemos = new Set<string>();
  for (const page of pages) {
    if (budgets.pageJs !== undefined) {
      const bytes = weights.pageJs(page.scriptsBeforeInteraction);
      if (bytes > budgets.pageJs * 1024) {
        findings.push({ kind: 'pageJs', page: page.route, file: page.file, message: `${kb(bytes)} of JavaScript before interaction, gzipped (budget ${budgets.pageJs} KB)` });
      }
    }
    if (budgets.demoJs === undefined) continue;
    for (const demo of page.demos) {
      // A demo shown on several pages (a translation's fallback) is one thing to fix.
      if (seenDemos.has(demo.src)) continue;
      seenDemos.add(demo.src);
      const bytes = weights.demoFirstUse(demo.src, page.scriptsBeforeInteraction);
      if (bytes > budgets.demoJs * 1024) {
        findings.push({ kind: 'demoJs', page: page.route, file: demo.file, message: `demo #${demo.id} loads ${kb(bytes)} of JavaScript on first use, gzipped (budget ${budgets.demoJs} KB)` });
      }
    }
  }
  return findings;
}
