import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mdxIslandEntryPlugin, mdxIslandEntryPoints } from '../../../../cli/markdown/mdxIslandEntries.ts';
import { bundleContentErrors } from '../../../../cli/site/bundleErrors.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-island-entry-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the entries of MDX islands', () => {
  it('report an import that does not resolve at the page line that imports it', async () => {
    const island = { key: 'k', chunkName: 'island-counter', resolveDir: folder, absFile: path.join(folder, 'guide.mdx'), specifier: './Missing.tsx', imported: 'default', line: 4, column: 1 };
    const failure = await esbuild
      .build({ entryPoints: mdxIslandEntryPoints([island]), plugins: [mdxIslandEntryPlugin([island])], bundle: true, write: false, outdir: folder, logLevel: 'silent' })
      .catch((error: unknown) => error);
    expect(bundleContentErrors(failure, folder, folder)?.errors.map((error) => error.format())).toEqual([
      'guide.mdx:4:1: the island\'s import "./Missing.tsx" cannot be resolved from the page\'s folder',
    ]);
  });
});
