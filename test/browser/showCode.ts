/** Opens a demo's code panel and waits until it is open (the toolbar's code loads on the first pointer or focus in it). */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export async function showCode(demo: Locator): Promise<void> {
  await demo.getByText('Show code').click();
  await expect.poll(() => demo.locator('[data-demo-action="code"]').getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
}
