/**
 * A build whose pages, documents and site files all come from the build cache loads no renderer: the packages it
 * renders and composes with (React DOM's server renderer, MUI, Emotion, the MDX compiler) are never imported.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { writeFixture } from '../fixtureSite.ts';
import { buildWithCache, temporaryFolders, tree } from '../cache/builtTree.ts';

vi.setConfig({ testTimeout: 300_000 });

const { tempDir, removeLater } = temporaryFolders();
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Module hooks that print the URL of every module file loaded, in every thread of the process. */
const LOAD_LOGGER = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent('export async function load(url, context, next) { if (url.startsWith("file:")) process.stderr.write("loaded-module " + url + "\\\\n"); return next(url, context); }'));`,
)}`;

/** Builds through the command line with the module hooks; the files of the packages it loaded, by package name. */
function buildLoading(root: string, out: string, cacheDir: string): Set<string> {
  const result = spawnSync(process.execPath, ['--import', LOAD_LOGGER, path.join(repoRoot, 'bin/docsgen.mjs'), 'build', root, '--out', out, '--cache-dir', cacheDir], { cwd: os.tmpdir(), encoding: 'utf8', timeout: 120_000 });
  expect(result.status).toBe(0);
  const packages = new Set<string>();
  for (const [, name] of result.stderr.matchAll(/^loaded-module .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)) packages.add(name);
  return packages;
}

const RENDERING_PACKAGES = ['react-dom', '@mui/material', '@mui/system', '@mui/icons-material', '@emotion/react', '@mdx-js/mdx'];

describe('a warm build', () => {
  it('loads none of the packages that render pages when every page and document comes from the cache, and writes what a cold build writes', () => {
    const root = writeFixture();
    removeLater(root);
    const cacheDir = tempDir('docsgen-warm-modules-cache-');
    const out = path.join(tempDir('docsgen-warm-modules-out-'), 'dist');
    const cold = buildLoading(root, out, cacheDir);
    // The hooks see them when something renders: the check below is not vacuous.
    for (const name of RENDERING_PACKAGES.filter((name) => name !== '@mdx-js/mdx')) expect(cold).toContain(name);
    const warm = buildLoading(root, out, cacheDir);
    expect(RENDERING_PACKAGES.filter((name) => warm.has(name))).toEqual([]);
    const coldOut = path.join(tempDir('docsgen-warm-modules-cold-'), 'dist');
    buildWithCache(root, coldOut, cacheDir, ['--no-cache']);
    expect(tree(out)).toEqual(tree(coldOut));
    expect(fs.existsSync(path.join(out, '404.html'))).toBe(true);
  });

  it('renders the page that changed, and loads the renderer for it but not the MDX compiler', () => {
    const root = writeFixture();
    removeLater(root);
    const cacheDir = tempDir('docsgen-warm-modules-cache-');
    const out = path.join(tempDir('docsgen-warm-modules-out-'), 'dist');
    buildLoading(root, out, cacheDir);
    fs.appendFileSync(path.join(root, 'pages/guide/intro/index.md'), '\nOne more sentence.\n');
    const edited = buildLoading(root, out, cacheDir);
    expect(edited).toContain('react-dom');
    // The fixture's pages are Markdown: the MDX compiler waits for an MDX page.
    expect(edited).not.toContain('@mdx-js/mdx');
    expect(fs.readFileSync(path.join(out, 'guide/intro/index.html'), 'utf8')).toContain('One more sentence.');
  });
});
