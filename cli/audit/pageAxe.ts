/**
 * axe-core in a visited page: the serious and critical violations inside its live demos (or on the whole page), each
 * with the id of the demo it is in. Transitions and animations are stopped first, so colours are measured where they
 * end rather than halfway through a fade.
 */
import type { Page } from 'playwright-core';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** The `id` of the `.demo` it is in; null for the page around the demos. */
  demoId: string | null;
  targets: string[];
}

const STILL_STYLE = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';

/** Injects axe-core (once per document) and stops motion. */
async function prepare(page: Page, axeSource: string): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  await page.addScriptTag({ content: axeSource });
  await page.addStyleTag({ content: STILL_STYLE });
}

/** The violations in the demos (`wholePage` false) or anywhere in the page; none when the page has no demo to check. */
export async function axeViolations(page: Page, axeSource: string, wholePage: boolean): Promise<AxeFinding[]> {
  if (!wholePage && !(await page.$('.demo-preview[data-island="demo"]'))) return [];
  await prepare(page, axeSource);
  return page.evaluate(async (entirePage) => {
    interface AxeNode {
      target: string[];
      element?: Element;
    }
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[];
    }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const previews = [...document.querySelectorAll('.demo-preview[data-island="demo"]')];
    const context = entirePage ? document : { include: previews };
    const result = await axe.run(context, { elementRef: true, resultTypes: ['violations'] });
    const found: AxeFinding[] = [];
    for (const violation of result.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const byDemo = new Map<string | null, string[]>();
      for (const node of violation.nodes) {
        const demoId = node.element?.closest('.demo')?.id ?? null;
        byDemo.set(demoId, [...(byDemo.get(demoId) ?? []), node.target.join(' ')]);
      }
      for (const [demoId, targets] of byDemo) found.push({ rule: violation.id, impact: violation.impact, help: violation.help, demoId, targets });
    }
    return found;
  }, wholePage);
}
