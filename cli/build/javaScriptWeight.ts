/**
 * How much JavaScript a reader downloads, gzipped: before any interaction on a page (the runtime entry with its
 * imports, and the islands that mount at load), and on the first use of each live demo (its island chunk and the
 * chunks it imports that the page does not have yet).
 */
import { gzipSync } from 'node:zlib';
import { baseRemover } from '../../templates/shell/basePath.ts';
import type { RuntimeBundle } from './bundleRuntime.ts';
import { addedModules, staticClosure } from './chunkGraph.ts';

export interface DemoJavaScript {
  /** The demo's chunk name (page route and file). */
  name: string;
  library: string;
  /** Everything it loads on first use on a page with only the runtime: its library's shared chunks and its own. */
  gzip: number;
  /** What it loads once its library's shared chunks are there: its own chunks (all a second demo of the library costs). */
  ownGzip: number;
}

/** Island modules a page mounts as soon as it loads (`data-hydrate="load"`), from its HTML. */
export function islandsMountedOnLoad(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-z][a-z-]*\s[^>]*\bdata-hydrate="(?:load|idle)"[^>]*>/g)) {
    const src = /\bdata-island-src="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.add(src);
  }
  return [...sources];
}

/** The modules every one of `lists` holds. */
function common(lists: readonly string[][]): Set<string> {
  const [first = [], ...rest] = lists;
  return new Set(first.filter((module) => rest.every((list) => list.includes(module))));
}

/** Meters the runtime's files; `base` is the path the pages' island URLs were made under, taken off to find each file. */
export function createJavaScriptMeter(runtime: Pick<RuntimeBundle, 'files' | 'graph' | 'entry' | 'demoChunks' | 'demoLibraries'>, base = '/') {
  const withoutBase = baseRemover(base);
  const sizes = new Map<string, number>();
  const gzipOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) sizes.set(url, (size = gzipSync(runtime.files.get(url) ?? new Uint8Array()).length));
    return size;
  };
  const total = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + gzipOf(url), 0);
  const entryModules = new Set(staticClosure(runtime.graph, runtime.entry));
  const entryGzip = total(entryModules);
  return {
    /** The runtime alone: what a page without load-time islands runs before interaction. */
    entryGzip,
    /** A page's JavaScript before interaction, from the islands it mounts at load (`islandsMountedOnLoad`). */
    beforeInteraction(islandsOnLoad: readonly string[]): number {
      if (!islandsOnLoad.length) return entryGzip;
      const modules = new Set(entryModules);
      for (const island of islandsOnLoad) for (const module of staticClosure(runtime.graph, withoutBase(island))) modules.add(module);
      return total(modules);
    },
    /**
     * What each demo loads when the reader first uses it, on a page that has only the runtime so far, and the part of
     * it that is its own: what not every other demo of its library loads too.
     */
    demoFirstUse(): DemoJavaScript[] {
      const demos = [...runtime.demoChunks].map(([name, url]) => ({
        name,
        library: runtime.demoLibraries.get(name) ?? '',
        added: addedModules(runtime.graph, url, entryModules),
      }));
      const shared = new Map<string, Set<string>>();
      for (const library of new Set(demos.map((demo) => demo.library))) {
        const ofLibrary = demos.filter((demo) => demo.library === library);
        // A library's only demo has nothing to share: all it loads is its own.
        shared.set(library, ofLibrary.length > 1 ? common(ofLibrary.map((demo) => demo.added)) : new Set());
      }
      return demos.map(({ name, library, added }) => ({
        name,
        library,
        gzip: total(added),
        ownGzip: total(added.filter((module) => !shared.get(library)!.has(module))),
      }));
    },
  };
}
