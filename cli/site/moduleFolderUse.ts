/**
 * Use marks of the files in the module cache folder: its pruning (siteModules.ts) removes files whose modification
 * time is older than its cut-off, so every reader of a cached module marks it as used by setting that time to now.
 */
import fs from 'node:fs';

/** Marks `files` as used; false when one of them is gone (the cached entry naming it is then of no use). */
export function markModulesUsed(files: readonly string[]): boolean {
  const now = new Date();
  try {
    for (const file of files) fs.utimesSync(file, now, now);
    return true;
  } catch {
    return false;
  }
}
