/**
 * The prepareDemos step's cache, four kinds of entries under keys made of docsgen and the installed packages
 * (buildEnvironment), the site's folder, its tsconfig and its edit URL:
 * - a demo module's server bundle: the files esbuild wrote for it (in the module cache folder, with their sizes and
 *   digests) and the local files it was made from, so a module whose files are unchanged is not bundled again;
 * - the browser bundle of the whole site (runtime, islands, one chunk per demo), by the list of demos and MDX islands,
 *   with the local files it was made from: any change among them bundles it afresh, since its shared chunks may move;
 * - a demo as prepared (server HTML, styles, highlighted sources), by the demo and the input digests of its modules,
 *   kept without the URLs of its browser chunks, which come from this build's browser bundle;
 * - a full-page template's server render (HTML and styles), by its module and the input digest of its server bundle,
 *   likewise without its chunk URL.
 * Each entry records the bytes of the files it was made from and is reused only while they are the same.
 */
import type { RuntimeBundle } from '../build/bundleRuntime.ts';
import type { PageDemo } from '../demos/collectDemos.ts';
import type { DemoRef } from '../demos/demoRef.ts';
import { tailwindSourceFiles } from '../demos/tailwindSources.ts';
import type { PreparedDemo, ServerRender } from '../demos/prepareDemo.tsx';
import type { MdxIslandRef } from '../markdown/collectMdxIslands.ts';
import type { BundledDemoModule } from '../site/siteModules.ts';
import { nearestTsconfig } from '../site/siteTsconfig.ts';
import { CODE_STYLING } from '../../runtime/codePreferences.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest, digestOfData } from './digest.ts';
import { InputFiles, inputsDigest, type RecordedInputs } from './inputFiles.ts';
import { presentModules, recordModules, type RecordedModule } from '../site/moduleFolderUse.ts';
import { buildEnvironment } from './renderCache.ts';
import { readValue, writeValue } from './storedValues.ts';

/** A demo module whose server bundle is at hand: the ES module to import, and one digest of what it was made from. */
export interface ServerModule {
  module: string;
  inputsDigest: string;
  /** For a bundle taken from the cache, its files as recorded: checked byte for byte before it is imported (intactModules). */
  cachedFiles?: RecordedModule[];
}

interface ServerModuleEntry {
  inputs: RecordedInputs;
  /** The module to import first, then the chunks it loads, each with the digest of its bytes. */
  outputs: RecordedModule[];
}

interface BrowserBundleEntry {
  inputs: RecordedInputs;
  bundle: RuntimeBundle;
}

/** What the demo cache held in a build, and what was made afresh and stored. */
export interface DemoCacheUse {
  modulesFromCache: number;
  modulesBundled: number;
  demosFromCache: number;
  demosPrepared: number;
  browserBundleFromCache: boolean;
  /** Full-page templates whose server render came from the cache, and those rendered. */
  templatesFromCache: number;
  templatesRendered: number;
}

export interface DemoCacheScope {
  root: string;
  /** The config's edit URL, from which demo source links are made. */
  editUrl?: string;
}

export interface DemoCache {
  /** The server bundle of the module at `absFile`, when its files are unchanged and still on disk. */
  serverModule(absFile: string): ServerModule | null;
  storeServerModule(absFile: string, bundled: BundledDemoModule): ServerModule;
  /** The browser bundle of these demos and islands, when every file it was made from is unchanged. */
  browserBundle(modules: readonly DemoRef[], islands: readonly MdxIslandRef[]): RuntimeBundle | null;
  storeBrowserBundle(modules: readonly DemoRef[], islands: readonly MdxIslandRef[], bundle: RuntimeBundle): void;
  /**
   * The demo as prepared before, without the URLs of its browser chunks (withBundleUrls adds this build's); null
   * unless each of its modules is in `modules`.
   */
  storedDemo(demo: PageDemo, modules: ReadonlyMap<string, ServerModule>): PreparedDemo | null;
  storePreparedDemo(demo: PageDemo, modules: ReadonlyMap<string, ServerModule>, prepared: PreparedDemo): void;
  /** The server render of a full-page template's module, as made from the same files, without its chunk URLs. */
  storedRender(ref: DemoRef, module: ServerModule): StoredRender | null;
  storeRender(ref: DemoRef, module: ServerModule, rendered: ServerRender): void;
  readonly use: DemoCacheUse;
}

/** A server render as stored: what the module's bundle and the theme make, not the chunk URLs of this build. */
export type StoredRender = Pick<ServerRender, 'html' | 'styles'>;

/** A prepared demo as stored: the parts that come from the browser bundle left out. */
function withoutBundleUrls(prepared: PreparedDemo): PreparedDemo {
  return { ...prepared, stylingSwitchSrc: null, variants: prepared.variants.map((variant) => ({ ...variant, islandSrc: '', islandImports: [] })) };
}

/** A stored prepared demo with the browser chunks of this build; null when the bundle lacks one of them. */
export function withBundleUrls(stored: PreparedDemo, demo: PageDemo, runtime: RuntimeBundle): PreparedDemo | null {
  const variants = [];
  for (const [index, variant] of stored.variants.entries()) {
    const { chunkName } = demo.variants[index];
    const islandSrc = runtime.demoChunks.get(chunkName);
    if (!islandSrc) return null;
    variants.push({ ...variant, islandSrc, islandImports: runtime.demoImports.get(chunkName) ?? [] });
  }
  return { ...stored, variants, stylingSwitchSrc: demo.variants.some((ref) => ref.styling) ? runtime.codeStylingSwitch : null };
}

/** A browser bundle as stored: each file's bytes on their own, not a view into a larger buffer serialized whole. */
function ownBytes(bundle: RuntimeBundle): RuntimeBundle {
  return { ...bundle, files: new Map([...bundle.files].map(([url, bytes]) => [url, bytes.slice()])) };
}

export function createDemoCache(store: CacheStore, { root, editUrl }: DemoCacheScope, environment = buildEnvironment(root)): DemoCache {
  const files = new InputFiles();
  const tsconfig = nearestTsconfig(root);
  const scope = digest('demos', environment, root, editUrl ?? '', tsconfig ?? '', (tsconfig && files.digestOf(tsconfig)) ?? '');
  const use: DemoCacheUse = { modulesFromCache: 0, modulesBundled: 0, demosFromCache: 0, demosPrepared: 0, browserBundleFromCache: false, templatesFromCache: 0, templatesRendered: 0 };
  const serverModuleKey = (absFile: string) => digest(scope, 'server-module', absFile);
  const browserBundleKey = (modules: readonly DemoRef[], islands: readonly MdxIslandRef[]) => digest(scope, 'browser-bundle', digestOfData({ modules, islands }));
  /** Tailwind reads every script of a variant's folder, imported or not. */
  const tailwindInputs = (ref: DemoRef) => (ref.styling === CODE_STYLING.TAILWIND ? inputsDigest(files.record(tailwindSourceFiles(ref))) : '');
  const preparedKey = (demo: PageDemo, modules: ReadonlyMap<string, ServerModule>) => {
    const parts = demo.variants.map((ref) => modules.get(ref.absFile)?.inputsDigest);
    if (parts.some((part) => part === undefined)) return null;
    return digest(scope, 'prepared-demo', digestOfData(demo), ...(parts as string[]), ...demo.variants.map(tailwindInputs));
  };
  const renderKey = (ref: DemoRef, module: ServerModule) => digest(scope, 'server-render', digestOfData(ref), module.inputsDigest);

  return {
    use,
    serverModule(absFile) {
      const entry = readValue<ServerModuleEntry>(store, serverModuleKey(absFile));
      if (!entry || !files.unchanged(entry.inputs) || !presentModules(entry.outputs)) return null;
      use.modulesFromCache += 1;
      return { module: entry.outputs[0][0], inputsDigest: inputsDigest(entry.inputs), cachedFiles: entry.outputs };
    },
    storeServerModule(absFile, bundled) {
      const inputs = files.record(bundled.inputs);
      const outputs = [bundled.module, ...bundled.outputs.filter((output) => output !== bundled.module)];
      writeValue(store, serverModuleKey(absFile), { inputs, outputs: recordModules(outputs) } satisfies ServerModuleEntry);
      use.modulesBundled += 1;
      return { module: bundled.module, inputsDigest: inputsDigest(inputs) };
    },
    browserBundle(modules, islands) {
      const entry = readValue<BrowserBundleEntry>(store, browserBundleKey(modules, islands));
      if (!entry || !files.unchanged(entry.inputs)) return null;
      use.browserBundleFromCache = true;
      return entry.bundle;
    },
    storeBrowserBundle(modules, islands, bundle) {
      const entry: BrowserBundleEntry = { inputs: files.record(bundle.inputs), bundle: ownBytes(bundle) };
      writeValue(store, browserBundleKey(modules, islands), entry);
    },
    storedDemo(demo, modules) {
      const key = preparedKey(demo, modules);
      const stored = key ? readValue<PreparedDemo>(store, key) : null;
      if (stored) use.demosFromCache += 1;
      return stored;
    },
    storePreparedDemo(demo, modules, prepared) {
      const key = preparedKey(demo, modules);
      use.demosPrepared += 1;
      if (key) writeValue(store, key, withoutBundleUrls(prepared));
    },
    storedRender(ref, module) {
      const stored = readValue<StoredRender>(store, renderKey(ref, module));
      if (stored) use.templatesFromCache += 1;
      return stored;
    },
    storeRender(ref, module, { html, styles }) {
      use.templatesRendered += 1;
      writeValue(store, renderKey(ref, module), { html, styles } satisfies StoredRender);
    },
  };
}
