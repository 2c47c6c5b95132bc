/**
 * The cache entries a build found broken and removed, one warning each for the build's summary. Entries are read in
 * several copies of docsgen's modules (a site's plugin that imports docsgen's API cache bundles its own copy), so the
 * warnings are kept on the thread's global object, under a registered symbol every copy finds. A render worker sends
 * its own with the answer to each task it was given (demoThreads.ts).
 */

const WARNINGS = Symbol.for('docsgen.cacheWarnings');

function warnings(): Set<string> {
  const holder = globalThis as { [WARNINGS]?: Set<string> };
  return (holder[WARNINGS] ??= new Set());
}

/** Records that the entry at `file`, found `reason` (e.g. "a folder", "damaged"), was removed to be made again. */
export function warnRemovedCacheEntry(file: string, reason: string): void {
  warnings().add(`cache entry ${file} was ${reason}: removed, and made again`);
}

/** Records warnings another thread made. */
export function addCacheWarnings(made: Iterable<string>): void {
  for (const warning of made) warnings().add(warning);
}

/** The warnings recorded since the last call, in the order they were made. */
export function takeCacheWarnings(): string[] {
  const taken = [...warnings()];
  warnings().clear();
  return taken;
}
