/** A site module (config, navigation tree) is bundled once, then taken from the cache while the files it was made from are unchanged. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCSGEN_ROOT } from '../../../../bin/docsgenRoot.mjs';
import { bundleSiteModule, importBundledModule } from '../../../../cli/site/siteModules.ts';

vi.mock('esbuild', async (importOriginal) => {
  const actual = await importOriginal<typeof import('esbuild')>();
  return { ...actual, build: vi.fn(actual.build) };
});

const builds = vi.mocked(esbuild.build);
/** The esbuild runs that bundled the navigation tree (others only resolve imports ahead, batchedResolution.ts). */
const navBundles = () => builds.mock.calls.filter(([options]) => JSON.stringify(options.entryPoints).includes('nav.ts')).length;
let site: string;
let cacheDir: string;
const previous = { cacheDir: process.env.DOCSGEN_CACHE_DIR, noCache: process.env.DOCSGEN_NO_CACHE };
const write = (file: string, text: string) => fs.writeFileSync(path.join(site, file), text);
const navFile = () => path.join(site, 'nav.ts');
const entries = async (module: string) => ((await importBundledModule(module)).default as { title: string }[]).map((entry) => entry.title);

beforeAll(() => {
  site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-site-module-cache-')));
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-site-module-cache-dir-'));
  process.env.DOCSGEN_CACHE_DIR = cacheDir;
  write('package.json', '{ "name": "fixture-site" }\n');
  write('titles.ts', "export const first = 'Intro';\n");
  write('nav.ts', "import { first } from './titles';\n\nexport default [{ pathname: '/intro', title: first }];\n");
});

beforeEach(() => {
  builds.mockClear();
  delete process.env.DOCSGEN_NO_CACHE;
});

afterAll(() => {
  for (const [name, value] of [['DOCSGEN_CACHE_DIR', previous.cacheDir], ['DOCSGEN_NO_CACHE', previous.noCache]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('site module bundles in the build cache', () => {
  it('bundles a module once and gives the same bundle while its files are unchanged', async () => {
    const first = await bundleSiteModule(navFile(), site);
    expect(await bundleSiteModule(navFile(), site)).toBe(first);
    expect(navBundles()).toBe(1);
    expect(await entries(first)).toEqual(['Intro']);
  });

  it('bundles it again when a file it imports changed, or when its bundle is gone', async () => {
    const before = await bundleSiteModule(navFile(), site);
    write('titles.ts', "export const first = 'Getting started';\n");
    const edited = await bundleSiteModule(navFile(), site);
    expect(edited).not.toBe(before);
    expect(await entries(edited)).toEqual(['Getting started']);
    fs.rmSync(edited);
    expect(await bundleSiteModule(navFile(), site)).toBe(edited);
    expect(navBundles()).toBe(2);
    expect(fs.existsSync(edited)).toBe(true);
  });

  it("works from the copy of docsgen's code that a site module bundles, with the cache folder outside docsgen", async () => {
    // As the bundled site's template plugin does: its copy of bundleSiteModule keys entries from its bundle's folder.
    write('plugin.ts', `import { bundleSiteModule } from ${JSON.stringify(path.join(DOCSGEN_ROOT, 'cli/site/siteModules.ts'))};\nexport const bundleNav = bundleSiteModule;\n`);
    const plugin = await importBundledModule(await bundleSiteModule(path.join(site, 'plugin.ts'), site));
    const bundleNav = plugin.bundleNav as typeof bundleSiteModule;
    expect(await entries(await bundleNav(navFile(), site))).toEqual(['Getting started']);
  });

  it('bundles every time under --no-cache', async () => {
    process.env.DOCSGEN_NO_CACHE = '1';
    await bundleSiteModule(navFile(), site);
    await bundleSiteModule(navFile(), site);
    expect(navBundles()).toBe(2);
  });
});
