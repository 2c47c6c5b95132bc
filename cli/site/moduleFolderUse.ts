/**
 * The files of the module cache folder as the cache entries naming them record them, and their use marks. An entry
 * records each module with its size and the digest of its bytes: a module cut short or garbled failed every import of
 * it, and a FIFO in its place hung the build. One found otherwise is removed with a warning (cacheFile.ts), and the
 * module is bundled again. Pruning (siteModules.ts) removes files whose modification time is older than its cut-off,
 * so every reader of a cached module marks it as used by setting that time to now.
 */
import fs from 'node:fs';
import { discardCacheFile, readCacheFile, regularCacheFile } from '../cache/cacheFile.ts';
import { digest } from '../cache/digest.ts';

/** A bundled module's file, the digest of its bytes as written (null: it could not be read) and their length. */
export type RecordedModule = [file: string, bytesDigest: string | null, bytes: number];

/** `files`, just written, with the digests and lengths of their bytes. */
export function recordModules(files: readonly string[]): RecordedModule[] {
  return files.map((file) => {
    const bytes = readCacheFile(file);
    return [file, bytes && digest(bytes), bytes?.length ?? 0];
  });
}

/** Marks `files` as used; false when one of them is gone. */
export function markModulesUsed(files: readonly string[]): boolean {
  const now = new Date();
  try {
    for (const file of files) fs.utimesSync(file, now, now);
    return true;
  } catch {
    return false;
  }
}

/** Removes a module whose bytes are not the ones recorded, with a warning. */
function discardModule(file: string, bytes: number): false {
  discardCacheFile(file, bytes ? 'damaged' : 'empty');
  return false;
}

/**
 * Whether every one of `modules` is there, a regular file of the length recorded, each then marked as used; one that
 * is not is removed, with a warning. Its bytes are left unread: a demo's module taken from the cache is mostly not
 * imported at all (its demo is cached as prepared), and reading the bundled site's 500 would cost a warm build tens of
 * milliseconds. The one about to be imported is checked byte for byte ({@link intactModules}).
 */
export function presentModules(modules: readonly RecordedModule[]): boolean {
  for (const [file, bytesDigest, bytes] of modules) {
    const stat = regularCacheFile(file);
    if (!stat || bytesDigest === null) return false;
    if (stat.size !== bytes) return discardModule(file, stat.size);
  }
  return markModulesUsed(modules.map(([file]) => file));
}

/**
 * Whether every one of `modules` is there with the bytes recorded, each then marked as used; one that is not (cut
 * short, garbled, no regular file) is removed, with a warning.
 */
export function intactModules(modules: readonly RecordedModule[]): boolean {
  for (const [file, bytesDigest] of modules) {
    const bytes = readCacheFile(file);
    if (!bytes || bytesDigest === null) return false;
    if (digest(bytes) !== bytesDigest) return discardModule(file, bytes.length);
  }
  return markModulesUsed(modules.map(([file]) => file));
}
