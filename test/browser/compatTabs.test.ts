/** Starlight's tabs in Chromium: docsgen's tab script switches them; a synced group's choice is remembered, an unsynced one's is not. */
import { describe, expect, it } from 'vitest';
import { useChromium } from './browser.ts';
import { useServedFixture } from './servedFixture.ts';
import { starlightProject } from '../unit/cli/dialectSites.ts';

const chromium = useChromium();
const server = useServedFixture(starlightProject, 'docsgen-compat-tabs-');

describe('Starlight tabs', () => {
  it('switch on click, the synced group remembering its choice across loads and the unsynced one not', async () => {
    const { page, problems } = await chromium.open();
    await page.goto(`${server.url}/parts/`);
    const [synced, unsynced] = [page.locator('.code-tabs').nth(0), page.locator('.code-tabs').nth(1)];
    await expect(synced.getByText('Run the bash line.').isVisible()).resolves.toBe(true);
    await synced.getByRole('tab', { name: 'fish' }).click();
    await expect(synced.getByText('Run the fish line.').isVisible()).resolves.toBe(true);
    await expect(synced.getByText('Run the bash line.').isVisible()).resolves.toBe(false);
    await unsynced.getByRole('tab', { name: 'Right' }).click();
    await expect(unsynced.getByText('Right side.').isVisible()).resolves.toBe(true);
    await expect(unsynced.getByRole('tab', { name: 'Right' }).getAttribute('aria-selected')).resolves.toBe('true');

    await page.reload();
    await page.waitForFunction(() => document.querySelector('.code-tabs [data-tab-value="fish"][role="tab"]')?.getAttribute('aria-selected') === 'true');
    await expect(synced.getByText('Run the fish line.').isVisible()).resolves.toBe(true);
    await expect(unsynced.getByText('Left side.').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });
});
