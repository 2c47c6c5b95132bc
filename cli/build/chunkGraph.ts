/** The static import graph of the bundled modules, by URL: what a module brings with it when it is loaded. */
import path from 'node:path';

/** Each module URL and the URLs it imports statically (`import … from`), which load before it runs. */
export type ChunkGraph = ReadonlyMap<string, readonly string[]>;

/** A module and every module it imports statically, transitively, in load order (itself first). */
export function staticClosure(graph: ChunkGraph, url: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of graph.get(current) ?? []) visit(imported);
  };
  visit(url);
  return [...seen];
}

/** What loading `url` adds to a page that already has `loaded`: the modules of its closure not among them. */
export function addedModules(graph: ChunkGraph, url: string, loaded: ReadonlySet<string>): string[] {
  return staticClosure(graph, url).filter((module) => !loaded.has(module));
}

/** `to` as a path relative to the module `from` (both site URLs), as `new URL(relative, from)` resolves it. */
export function relativeUrl(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
