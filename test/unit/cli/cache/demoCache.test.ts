import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeBundle } from '../../../../cli/build/bundleRuntime.ts';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { createDemoCache, withBundleUrls, type ServerModule } from '../../../../cli/cache/demoCache.ts';
import type { PageDemo } from '../../../../cli/demos/collectDemos.ts';
import type { DemoRef } from '../../../../cli/demos/demoRef.ts';
import type { PreparedDemo, PreparedVariant } from '../../../../cli/demos/prepareDemo.tsx';
import type { BundledDemoModule } from '../../../../cli/site/siteModules.ts';
import { CODE_STYLING } from '../../../../runtime/codePreferences.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site with two demos (one with a helper), their bundled server modules, and an empty cache. */
function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-cache-'));
  folders.push(root);
  const write = (relative: string, text: string) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };
  const files = {
    first: write('pages/First.tsx', "import { label } from './label';\nexport default () => <p>{label}</p>;\n"),
    label: write('pages/label.ts', "export const label = 'first';\n"),
    second: write('pages/Second.tsx', 'export default () => <p>second</p>;\n'),
    tailwind: write('pages/Styled/tailwind/index.tsx', 'export default () => <p className="p-2">styled</p>;\n'),
    firstModule: write('modules/First-A.mjs', 'export default 1;\n'),
    sharedChunk: write('modules/chunk-B.mjs', 'export const shared = 1;\n'),
    secondModule: write('modules/Second-C.mjs', 'export default 2;\n'),
  };
  const store = new CacheStore(path.join(root, 'cache'), { maxBytes: 64 * 1024 * 1024 });
  const bundledFirst: BundledDemoModule = { module: files.firstModule, outputs: [files.firstModule, files.sharedChunk], inputs: [files.first, files.label] };
  const bundledSecond: BundledDemoModule = { module: files.secondModule, outputs: [files.secondModule], inputs: [files.second] };
  const ref = (absFile: string, chunkName: string, styling?: DemoRef['styling']): DemoRef => ({ absFile, chunkName, theme: 'material', library: 'material', ...(styling ? { styling } : {}) });
  const refs = { first: ref(files.first, 'demo-first'), second: ref(files.second, 'demo-second'), tailwind: ref(files.tailwind, 'demo-styled-tailwind', CODE_STYLING.TAILWIND) };
  return { root, files, store, bundledFirst, bundledSecond, refs };
}

function runtime(inputs: string[], chunkSuffix = '1'): RuntimeBundle {
  return {
    files: new Map([
      ['/assets/runtime-X.js', new TextEncoder().encode('console.log("runtime")')],
      [`/assets/demo-first-${chunkSuffix}.js`, new TextEncoder().encode('export default 1')],
    ]),
    entry: '/assets/runtime-X.js',
    entryImports: [],
    demoChunks: new Map([
      ['demo-first', `/assets/demo-first-${chunkSuffix}.js`],
      ['demo-styled-tailwind', `/assets/demo-styled-tailwind-${chunkSuffix}.js`],
    ]),
    demoLibraries: new Map([['demo-first', 'material']]),
    demoImports: new Map([['demo-first', [`./chunks/react-${chunkSuffix}.js`]]]),
    graph: new Map(),
    codeStylingSwitch: `/assets/code-styling-switch-${chunkSuffix}.js`,
    mdxIslands: new Map(),
    inputs,
  };
}

function variant(islandSrc: string, islandImports: string[], styling: PreparedVariant['styling'] = null): PreparedVariant {
  return {
    styling,
    previewHtml: '<p class="css-1">first</p>',
    previewClasses: [],
    islandSrc,
    islandImports,
    tsHtml: '<pre>ts</pre>',
    jsHtml: '<pre>js</pre>',
    stylesheets: [],
    ts: 'ts source',
    js: 'js source',
    sourceUrl: null,
    dependencies: { react: '19.0.0' },
  };
}

function prepared(bundle: RuntimeBundle, chunkName = 'demo-first', styling: PreparedVariant['styling'] = null): PreparedDemo {
  return {
    variants: [variant(bundle.demoChunks.get(chunkName)!, bundle.demoImports.get(chunkName) ?? [], styling)],
    styles: new Map([['css-1', '.css-1{color:red}']]),
    stylingSwitchSrc: styling ? bundle.codeStylingSwitch : null,
  };
}

/** Every file of the cache folder. */
function entryFiles(store: CacheStore): string[] {
  return fs.readdirSync(store.dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the demo cache: server modules', () => {
  it('misses a module never stored, then hits it with the same input digest while its files are unchanged', () => {
    const { root, store, files, bundledFirst } = fixture();
    const cache = createDemoCache(store, { root }, 'environment');
    expect(cache.serverModule(files.first)).toBeNull();
    const stored = cache.storeServerModule(files.first, bundledFirst);
    const again = createDemoCache(store, { root }, 'environment');
    // With its files as recorded, for the check before it is imported.
    expect(again.serverModule(files.first)).toEqual({ ...stored, cachedFiles: [files.firstModule, files.sharedChunk].map((file) => [file, expect.any(String), fs.statSync(file).size]) });
    expect(again.use.modulesFromCache).toBe(1);
    expect(again.serverModule(files.second)).toBeNull();
  });

  it('misses when a file the module was made from changed, even one it imports', () => {
    const { root, store, files, bundledFirst } = fixture();
    createDemoCache(store, { root }, 'environment').storeServerModule(files.first, bundledFirst);
    fs.writeFileSync(files.label, "export const label = 'edited';\n");
    expect(createDemoCache(store, { root }, 'environment').serverModule(files.first)).toBeNull();
  });

  it('misses when a file it loads is gone from the module folder', () => {
    const { root, store, files, bundledFirst } = fixture();
    createDemoCache(store, { root }, 'environment').storeServerModule(files.first, bundledFirst);
    fs.rmSync(files.sharedChunk);
    expect(createDemoCache(store, { root }, 'environment').serverModule(files.first)).toBeNull();
  });

  it('misses under another docsgen or installed packages, another edit URL, or another site tsconfig', () => {
    const { root, store, files, bundledFirst } = fixture();
    createDemoCache(store, { root }, 'environment').storeServerModule(files.first, bundledFirst);
    expect(createDemoCache(store, { root }, 'other environment').serverModule(files.first)).toBeNull();
    expect(createDemoCache(store, { root, editUrl: 'https://example.com/edit/' }, 'environment').serverModule(files.first)).toBeNull();
    fs.writeFileSync(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"baseUrl":"."}}');
    expect(createDemoCache(store, { root }, 'environment').serverModule(files.first)).toBeNull();
  });

  it('detects a garbled entry, drops it and misses', () => {
    const { root, store, files, bundledFirst } = fixture();
    createDemoCache(store, { root }, 'environment').storeServerModule(files.first, bundledFirst);
    const [entry] = entryFiles(store);
    const bytes = fs.readFileSync(entry);
    bytes[bytes.length - 3] ^= 0xff;
    fs.writeFileSync(entry, bytes);
    expect(createDemoCache(store, { root }, 'environment').serverModule(files.first)).toBeNull();
    expect(fs.existsSync(entry)).toBe(false);
  });
});

describe('the demo cache: browser bundle', () => {
  it('returns the stored bundle, bytes included, for the same demos and unchanged files', () => {
    const { root, store, files, refs } = fixture();
    const bundle = runtime([files.first, files.label]);
    createDemoCache(store, { root }, 'environment').storeBrowserBundle([refs.first], [], bundle);
    const cache = createDemoCache(store, { root }, 'environment');
    const found = cache.browserBundle([refs.first], []);
    expect(found).toEqual(bundle);
    expect(cache.use.browserBundleFromCache).toBe(true);
  });

  it('misses for another list of demos or islands, and when one of its files changed', () => {
    const { root, store, files, refs } = fixture();
    createDemoCache(store, { root }, 'environment').storeBrowserBundle([refs.first], [], runtime([files.first, files.label]));
    const cache = () => createDemoCache(store, { root }, 'environment');
    expect(cache().browserBundle([refs.first, refs.second], [])).toBeNull();
    expect(cache().browserBundle([{ ...refs.first, library: 'joy' }], [])).toBeNull();
    expect(cache().browserBundle([refs.first], [{ key: 'island', chunkName: 'island-a', resolveDir: root, absFile: path.join(root, 'page.mdx'), specifier: './Second', imported: 'default', line: 1, column: 1 }])).toBeNull();
    fs.writeFileSync(files.label, "export const label = 'edited';\n");
    expect(cache().browserBundle([refs.first], [])).toBeNull();
  });
});

describe('the demo cache: prepared demos', () => {
  const demoOf = (ref: DemoRef, absPath = ref.absFile): PageDemo => ({ absPath, variants: [ref] });

  it("hits a demo whose modules are unchanged, with this build's chunk URLs in place of the stored ones", () => {
    const { root, store, files, refs, bundledFirst } = fixture();
    const first = createDemoCache(store, { root }, 'environment');
    const modules = new Map<string, ServerModule>([[files.first, first.storeServerModule(files.first, bundledFirst)]]);
    first.storePreparedDemo(demoOf(refs.first), modules, prepared(runtime([], '1')));
    const rebundled = runtime([], '2');
    const cache = createDemoCache(store, { root }, 'environment');
    const stored = cache.storedDemo(demoOf(refs.first), modules);
    expect(stored && withBundleUrls(stored, demoOf(refs.first), rebundled)).toEqual(prepared(rebundled));
    expect(cache.use.demosFromCache).toBe(1);
  });

  it('misses when a module of the demo was made from other files, or is not at hand', () => {
    const { root, store, files, refs, bundledFirst } = fixture();
    const cache = createDemoCache(store, { root }, 'environment');
    const modules = new Map<string, ServerModule>([[files.first, cache.storeServerModule(files.first, bundledFirst)]]);
    cache.storePreparedDemo(demoOf(refs.first), modules, prepared(runtime([])));
    fs.writeFileSync(files.label, "export const label = 'edited';\n");
    const edited = createDemoCache(store, { root }, 'environment');
    const rebundledModules = new Map([[files.first, edited.storeServerModule(files.first, bundledFirst)]]);
    expect(edited.storedDemo(demoOf(refs.first), rebundledModules)).toBeNull();
    expect(edited.storedDemo(demoOf(refs.first), new Map())).toBeNull();
  });

  it("misses when this build's browser bundle has no chunk for the demo", () => {
    const { root, store, files, refs, bundledFirst } = fixture();
    const cache = createDemoCache(store, { root }, 'environment');
    const modules = new Map<string, ServerModule>([[files.first, cache.storeServerModule(files.first, bundledFirst)]]);
    cache.storePreparedDemo(demoOf(refs.first), modules, prepared(runtime([])));
    const withoutChunk = { ...runtime([]), demoChunks: new Map() };
    const stored = createDemoCache(store, { root }, 'environment').storedDemo(demoOf(refs.first), modules);
    expect(stored).not.toBeNull();
    expect(withBundleUrls(stored!, demoOf(refs.first), withoutChunk)).toBeNull();
  });

  it('misses a Tailwind variant when a script of its folder changed, even one no module imports', () => {
    const { root, store, files, refs } = fixture();
    const cache = createDemoCache(store, { root }, 'environment');
    const bundled: BundledDemoModule = { module: files.secondModule, outputs: [files.secondModule], inputs: [files.tailwind] };
    const modules = new Map<string, ServerModule>([[files.tailwind, cache.storeServerModule(files.tailwind, bundled)]]);
    const demo = demoOf(refs.tailwind, path.dirname(path.dirname(files.tailwind)));
    const stored = prepared(runtime([]), 'demo-styled-tailwind', CODE_STYLING.TAILWIND);
    cache.storePreparedDemo(demo, modules, stored);
    const found = createDemoCache(store, { root }, 'environment').storedDemo(demo, modules);
    expect(found && withBundleUrls(found, demo, runtime([]))).toEqual(stored);
    fs.writeFileSync(path.join(path.dirname(files.tailwind), 'classes.ts'), "export const extra = 'm-4';\n");
    expect(createDemoCache(store, { root }, 'environment').storedDemo(demo, modules)).toBeNull();
  });
});
