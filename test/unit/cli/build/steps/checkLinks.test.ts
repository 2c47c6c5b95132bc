/**
 * A page's image from the site root (`![](/nope.png)`) that is neither a public file nor one the build writes is a
 * broken link under the site's link policy, also when the page comes from the build cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli, writeFixture } from '../../fixtureSite.ts';
import { temporaryFolders } from '../../cache/builtTree.ts';

vi.setConfig({ testTimeout: 180_000 });

const { tempDir, removeLater } = temporaryFolders();
const usage = (image: string) => `---\ntitle: Usage\ndescription: How to use it.\n---\n\nUse it well.\n\n![Logo](${image})\n\n## First steps\n\nRun it.\n`;
const site = (image: string) => {
  const root = writeFixture({ 'public/logo.png': Buffer.from('logo bytes'), 'pages/guide/usage/index.md': usage(image) });
  removeLater(root);
  return root;
};
const missing = 'pages/guide/usage/index.md:8:1: missing file "/nope.png": there is no public/nope.png and the build writes no such file; fix the path or add the file to public/; did you mean /logo.png?';

describe('root-absolute images', () => {
  it('fail the build when missing, with the page line and the nearest public file; warn under links: warn', () => {
    const root = site('/nope.png');
    const failed = runCli(['build', '--out', 'dist'], root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(missing);
    const warned = runCli(['build', '--out', 'dist', '--links', 'warn'], root);
    expect(warned.status).toBe(0);
    expect(warned.stdout + warned.stderr).toContain('missing file "/nope.png"');
  });

  it('are checked again when the page comes from the build cache', () => {
    const root = site('/logo.png');
    const cacheDir = tempDir('docsgen-public-image-cache-');
    const out = path.join(tempDir('docsgen-public-image-out-'), 'dist');
    const first = runCli(['build', root, '--out', out, '--cache-dir', cacheDir], root);
    expect(first.status).toBe(0);
    fs.renameSync(path.join(root, 'public/logo.png'), path.join(root, 'public/logo-renamed.png'));
    // Under links: warn, so that the build goes on to say where its pages came from.
    const second = runCli(['build', root, '--out', out, '--cache-dir', cacheDir, '--links', 'warn'], root);
    expect(second.stdout).toMatch(/Build cache: [1-9]\d* pages? from the cache/);
    expect(second.stdout + second.stderr).toContain('missing file "/logo.png": there is no public/logo.png and the build writes no such file; fix the path or add the file to public/; did you mean /logo-renamed.png?');
  });
});
