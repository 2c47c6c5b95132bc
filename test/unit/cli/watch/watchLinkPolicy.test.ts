/** Watch mode follows the link policy as `build` does: under `warn`, broken links neither fail the first build nor a page rebuild. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startWatchMode, type WatchMode } from '../../../../cli/watch/watchMode.ts';
import { writeFixture } from '../fixtureSite.ts';

vi.setConfig({ testTimeout: 180_000 });

const brokenIntro = (text: string) => `---\ntitle: Intro\ndescription: Where to start.\n---\n\n${text} See [gone](../gone/index.md).\n`;
const root = writeFixture({ 'pages/guide/intro/index.md': brokenIntro('First text.') });
const outDir = path.join(root, 'dist');
let watch: WatchMode | undefined;

afterAll(() => {
  watch?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('watch mode under links: warn', () => {
  it('builds a site with a broken link, then rebuilds the edited page alone, listing the link each time', async () => {
    const output = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const rebuilds: string[] = [];
    try {
      watch = await startWatchMode({ root, outDir, links: 'warn', onRebuilt: (what) => rebuilds.push(what) });
      expect(errors.mock.calls.join('')).not.toContain('Build failed');
      expect(fs.readFileSync(path.join(outDir, 'guide/intro/index.html'), 'utf8')).toContain('First text.');

      fs.writeFileSync(path.join(root, 'pages/guide/intro/index.md'), brokenIntro('Edited text.'));
      await vi.waitFor(() => expect(rebuilds).toEqual(['site', 'page']), { timeout: 60_000, interval: 100 });
      expect(fs.readFileSync(path.join(outDir, 'guide/intro/index.html'), 'utf8')).toContain('Edited text.');
      const printed = output.mock.calls.join('');
      expect(printed.match(/pages\/guide\/intro\/index\.md:6:\d+: link to "\.\.\/gone\/index\.md"/g)).toHaveLength(2);
      expect(errors.mock.calls.join('')).not.toContain('Build failed');
    } finally {
      output.mockRestore();
      errors.mockRestore();
    }
  });
});
