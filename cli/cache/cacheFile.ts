/**
 * One file of the cache folder read or written, whatever its kind: a build-cache entry (cacheStore.ts), the usage
 * ledger, the tsconfig of the site's modules, a package's API data, a bundled module. A CI cache restored in part, a
 * full disk or a stray command can leave anything where an entry was: a file cut short, garbled or empty, a folder, a
 * FIFO (which a plain read waits on forever), a socket, a link to elsewhere. Only a regular file is read, opened
 * without waiting and without following a link; anything else, and a file its reader finds wrong, is removed with one
 * warning naming it (cacheWarnings.ts), and the caller makes the entry again. Writes go through a temporary file and a
 * rename, so no reader ever sees half an entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readFully } from '../fileBytes.ts';
import { replaceFile } from '../replaceFile.ts';
import { warnRemovedCacheEntry } from './cacheWarnings.ts';

// Not defined on Windows, which has no FIFOs: there the type of the file opened is checked alone.
const { O_RDONLY, O_NONBLOCK = 0, O_NOFOLLOW = 0 } = fs.constants;

/** What a file that is not a regular one is, for the warning. */
function kindOf(stat: fs.Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isSymbolicLink()) return 'a symbolic link';
  return 'a device';
}

/**
 * Makes a folder the last file a stat call saw. Node's `fs.realpathSync` (Node 20), through which module imports are
 * resolved, looks at the mode of the last file any stat call saw when it meets a part of a path it resolved before,
 * and stops following links there when that was a FIFO or a socket: after a FIFO in the cache was looked at, React
 * under a linked node_modules (pnpm, a workspace) was loaded a second time by its unresolved path, and every demo
 * failed with "Invalid hook call".
 */
function forgetSpecialFile(file: string): void {
  fs.statSync(path.parse(path.resolve(file)).root);
}

/** The status of whatever is at `file` (its link, not what it names); undefined when there is nothing. */
export function lstatCacheFile(file: string): fs.Stats | undefined {
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (stat && (stat.isFIFO() || stat.isSocket())) forgetSpecialFile(file);
  return stat;
}

/** Removes whatever is at `file`, warning that it was `reason` ("a folder", "damaged"). */
export function discardCacheFile(file: string, reason: string): void {
  fs.rmSync(file, { recursive: true, force: true });
  forgetSpecialFile(file);
  warnRemovedCacheEntry(file, reason);
}

/** The regular file at `file` opened with `flags`, and its size; null when there is none, or something else (removed). */
function openRegular(file: string, flags: number): { fd: number; size: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(file, flags | O_NONBLOCK | O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    // A link (ELOOP), a folder opened to write (EISDIR), a socket or a FIFO without a reader (ENXIO), no permission.
    const stat = lstatCacheFile(file);
    if (stat) discardCacheFile(file, stat.isFile() ? `unreadable (${code})` : kindOf(stat));
    return null;
  }
  const stat = fs.fstatSync(fd);
  if (stat.isFile()) return { fd, size: stat.size };
  fs.closeSync(fd);
  discardCacheFile(file, kindOf(stat));
  return null;
}

/**
 * A handle on the cache file at `file`, opened with `flags` (to read, by default); null when there is none, or when
 * what is there is not a regular file (then it is removed, with a warning).
 */
export function openCacheFile(file: string, flags = O_RDONLY): number | null {
  return openRegular(file, flags)?.fd ?? null;
}

/**
 * The bytes of the cache file at `file`; null when there is none, or when it is not a regular file or cannot be read
 * whole (then it is removed, with a warning). The caller verifies the bytes, and discards a file they do not fit.
 */
export function readCacheFile(file: string): Buffer | null {
  const opened = openRegular(file, O_RDONLY);
  if (!opened) return null;
  let bytes: Buffer | null;
  try {
    bytes = readFully(opened.fd, 0, opened.size);
  } catch (error) {
    fs.closeSync(opened.fd);
    discardCacheFile(file, `unreadable (${(error as NodeJS.ErrnoException).code})`);
    return null;
  }
  fs.closeSync(opened.fd);
  // Entries are replaced by a rename, never rewritten in place: a file that ends early was cut short under the reader.
  if (!bytes) discardCacheFile(file, 'damaged');
  return bytes;
}

/** The status of the regular file at `file` (unread); null when there is none, or something else (removed, with a warning). */
export function regularCacheFile(file: string): fs.Stats | null {
  const present = lstatCacheFile(file);
  if (!present || present.isFile()) return present ?? null;
  discardCacheFile(file, kindOf(present));
  return null;
}

/**
 * Makes room for a new entry at `file`: its folder made, anything but a regular file there removed (with a warning).
 * Gives the size of the regular file the new entry will replace, 0 when there is none.
 */
export function prepareCacheFile(file: string): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return regularCacheFile(file)?.size ?? 0;
}

/** Writes `content` as the entry at `file`, through a temporary file and a rename; gives the size of the file replaced. */
export function replaceCacheFile(file: string, content: string | Uint8Array): number {
  const replacedBytes = prepareCacheFile(file);
  replaceFile(file, content);
  return replacedBytes;
}
