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
  gzip: number;
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

/** Meters the runtime's files; `base` is the path the pages' island URLs were made under, taken off to find each file. */
export function createJavaScriptMeter(runtime: Pick<RuntimeBundle, 'files' | 'graph' | 'entry' | 'demoChunks'>, base = '/') {
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
    /** A page's JavaScript before interaction, from its HTML. */
    beforeInteraction(html: string): number {
      const islands = islandsMountedOnLoad(html).map(withoutBase);
      if (!islands.length) return entryGzip;
      const modules = new Set(entryModules);
      for (const island of islands) for (const module of staticClosure(runtime.graph, island)) modules.add(module);
      return total(modules);
    },
    /** What each demo loads when the reader first uses it, on a page that has only the runtime so far. */
    demoFirstUse(): DemoJavaScript[] {
      return [...runtime.demoChunks].map(([name, url]) => ({ name, gzip: total(addedModules(runtime.graph, url, entryModules)) }));
    },
  };
}
