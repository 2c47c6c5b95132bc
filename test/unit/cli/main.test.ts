/** The command line's own options: its version and help, printed with exit status 0. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main.ts';
import { DOCSGEN_ROOT } from '../../../bin/docsgenRoot.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

function printed(): { text: () => string } {
  const chunks: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  return { text: () => chunks.join('') };
}

describe('docsgen --version', () => {
  it("prints the version of docsgen's package and exits with 0", async () => {
    const version = (JSON.parse(fs.readFileSync(path.join(DOCSGEN_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    for (const flag of ['--version', '-V']) {
      const output = printed();
      expect(await main([flag])).toBe(0);
      expect(output.text().trim()).toBe(version);
      vi.restoreAllMocks();
    }
  });

  it('is listed in the help', async () => {
    const output = printed();
    expect(await main(['--help'])).toBe(0);
    expect(output.text()).toMatch(/-V, --version\s+print docsgen's version/);
  });
});
