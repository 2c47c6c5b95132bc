/** Starlight's tabs in Chromium: docsgen's tab script switches them; a synced group's choice is remembered, an unsynced one's is not. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useChromium } from './browser.ts';
import { startServer } from './globalSetup.ts';
import { starlightProject, writeSite } from '../unit/cli/dialectSites.ts';
import { runCli } from '../unit/cli/fixtureSite.ts';

const chromium = useChromium();
let root: string;
let outDir: string;
let server: { url: string; child: ChildProcess };

beforeAll(async () => {
  root = writeSite(starlightProject);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-compat-tabs-'));
  const built = runCli(['build', root, '--out', outDir], os.tmpdir());
  if (built.status !== 0) throw new Error(`the fixture site did not build:\n${built.stderr}`);
  server = await startServer(['--out', outDir], root);
}, 180_000);
afterAll(() => {
  server?.child.kill();
  for (const folder of [root, outDir]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

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
