/** The runtime bundle is bundled again only when what decides it changed: a source file's bytes, the demos, the site. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFiles, type RuntimeBundle } from '../../../../cli/build/bundleRuntime.ts';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { cachedRuntimeBundle } from '../../../../cli/cache/runtimeBundleCache.ts';
import type { DemoRef } from '../../../../cli/demos/demoRef.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('cachedRuntimeBundle', () => {
  it('bundles once, then takes the stored bundle until a source file, the demos or the site change', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundle-cache-')));
    folders.push(dir);
    const store = new CacheStore(path.join(dir, 'cache'), { maxBytes: 1e9 });
    const source = path.join(dir, 'entry.ts');
    fs.writeFileSync(source, 'export const a = 1;\n');
    let bundled = 0;
    const bundle = async (): Promise<RuntimeBundle> => {
      bundled += 1;
      const files = new Map([[`/assets/runtime-${bundled}.js`, new Uint8Array([bundled])]]);
      return { files, entry: `/assets/runtime-${bundled}.js`, entryImports: [], demoChunks: new Map(), demoLibraries: new Map(), demoImports: new Map(), graph: new Map(), codeStylingSwitch: '', mdxIslands: new Map(), sources: [source] };
    };
    const site = { root: dir, demos: [] as DemoRef[], mdxIslands: [] };
    const first = await cachedRuntimeBundle(store, site, bundle);
    const again = await cachedRuntimeBundle(store, site, bundle);
    expect(bundled).toBe(1);
    expect(again).toEqual(first);
    fs.writeFileSync(source, 'export const a = 2;\n');
    expect((await cachedRuntimeBundle(store, site, bundle)).entry).toBe('/assets/runtime-2.js');
    const withDemo = { ...site, demos: [{ absFile: path.join(dir, 'Demo.tsx'), chunkName: 'demo', library: 'material' } as DemoRef] };
    await cachedRuntimeBundle(store, withDemo, bundle);
    expect(bundled).toBe(3);
    await cachedRuntimeBundle(store, withDemo, bundle);
    expect(bundled).toBe(3);
    await cachedRuntimeBundle(null, withDemo, bundle);
    expect(bundled).toBe(4);
  });
});

describe('sourceFiles', () => {
  it('names the files esbuild read: in the working folder, or loaded by a plugin under their absolute path; not made-up entries', () => {
    const inputs = { 'runtime/entry.ts': {}, 'docsgen-site:/site/pages/Counter.tsx': {}, 'docsgen-demo:material:/site/pages/Counter.tsx': {}, 'docsgen-demo-entry:counter': {} };
    expect(sourceFiles(inputs)).toEqual([path.resolve('runtime/entry.ts'), '/site/pages/Counter.tsx']);
  });
});
