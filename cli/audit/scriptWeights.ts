/**
 * The gzipped weight of the site's scripts, read from the output folder: what a page ran before interaction, and what
 * a live demo adds on its first use (its island module and the chunks it imports statically that the page has not
 * loaded yet, as the build's report counts it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` of esbuild's output. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

export function createScriptWeights(outDir: string) {
  const gzip = new Map<string, number>();
  const imports = new Map<string, string[]>();
  const fileOf = (urlPath: string) => path.join(outDir, decodeURIComponent(urlPath));
  const read = (urlPath: string) => {
    try {
      return fs.readFileSync(fileOf(urlPath));
    } catch {
      return null;
    }
  };
  const gzipOf = (urlPath: string) => {
    let size = gzip.get(urlPath);
    if (size === undefined) gzip.set(urlPath, (size = gzipSync(read(urlPath) ?? Buffer.alloc(0)).length));
    return size;
  };
  const importsOf = (urlPath: string) => {
    let list = imports.get(urlPath);
    if (!list) {
      const text = read(urlPath)?.toString('utf8') ?? '';
      list = [...text.matchAll(STATIC_IMPORT)].filter(([, specifier]) => specifier.startsWith('.') || specifier.startsWith('/')).map(([, specifier]) => path.posix.resolve(path.posix.dirname(urlPath), specifier));
      imports.set(urlPath, list);
    }
    return list;
  };
  /** Every module `entries` load statically, themselves included. */
  const closure = (entries: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...entries];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...importsOf(next));
    }
    return seen;
  };
  const total = (urlPaths: Iterable<string>) => [...urlPaths].reduce((sum, urlPath) => sum + gzipOf(urlPath), 0);
  return {
    /** Gzipped bytes of the scripts a page ran. */
    pageJs: (scripts: readonly string[]) => total(new Set(scripts)),
    /** Gzipped bytes a demo's first use adds to a page that has run `pageScripts`. */
    demoFirstUse(islandSrc: string, pageScripts: readonly string[]) {
      const loaded = closure(pageScripts);
      return total([...closure([islandSrc])].filter((module) => !loaded.has(module)));
    },
  };
}
