/** axe-core in a page: the serious and critical violations, each as `rule: first targets`. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** `exclude`: selectors of regions left out of the check. */
export async function seriousAxeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ include: [['html']], exclude: excluded.map((selector) => [selector]) });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, exclude);
}

/** The violations of the named axe-core rules (whatever their impact), each as `rule: first targets`. */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: only });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, rules);
}
