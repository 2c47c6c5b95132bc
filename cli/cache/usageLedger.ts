/**
 * A cache folder's running total of its size, so a build that wrote a few entries need not walk thousands of files to
 * learn that the folder is still within its bound. The ledger is one small text file: its first line holds when the
 * folder was last walked and the size found then, and every write appends one line with the bytes it added (less
 * those of the entry it replaced), signed. Lines are appended, never rewritten, so builds writing to one folder at once
 * do not lose each other's counts; only a walk rewrites the file, through a rename.
 *
 * The total errs high rather than low: entries deleted outside a walk (found corrupt, removed) are not subtracted, and
 * a ledger with a line that is not one of those (cut short, garbled, or a torn line run into the next one, which its
 * sign gives away) is removed with a warning, which makes the next eviction walk the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { discardCacheFile, openCacheFile, readCacheFile, replaceCacheFile } from './cacheFile.ts';

/** The ledger's file at the top of the cache folder, beside the entries' two-digit folders. */
const LEDGER_FILE = 'usage-ledger';
/** The first line: when the folder was walked (ms since the epoch), and the bytes found. */
const WALK_LINE = /^(\d+) (\d+)$/;
/** A write's line: the bytes it added, signed (unsigned in ledgers of older versions). */
const WRITE_LINE = /^[+-]?\d+$/;

export interface Usage {
  /** When the folder was last walked and its entries counted (ms since the epoch). */
  walkedAtMs: number;
  /** Size of the entries then, plus every write recorded since. */
  bytes: number;
}

function ledgerFile(dir: string): string {
  return path.join(dir, LEDGER_FILE);
}

/** The usage a ledger's text records; null when a line of it is not what the ledger writes. */
function parsedUsage(text: string): Usage | null {
  const [walked, ...writes] = text.split('\n');
  const walk = WALK_LINE.exec(walked);
  // A torn last line (a build stopped mid-append) ends without its newline; an empty last part is the normal end.
  if (!walk || writes.pop() !== '' || !writes.every((line) => WRITE_LINE.test(line))) return null;
  let bytes = Number(walk[2]);
  for (const line of writes) bytes += Number(line);
  return { walkedAtMs: Number(walk[1]), bytes };
}

/** The folder's usage as recorded, or null when there is no ledger or it is not whole (then it is removed, with a warning). */
export function readUsage(dir: string): Usage | null {
  const file = ledgerFile(dir);
  const text = readCacheFile(file)?.toString('utf8');
  if (text === undefined) return null;
  const usage = parsedUsage(text);
  if (!usage) discardCacheFile(file, text ? 'damaged' : 'empty');
  return usage;
}

/** Records a write that changed the folder's size by `bytes`; a folder without a ledger is left without one. */
export function recordWrite(dir: string, bytes: number): void {
  if (bytes === 0) return;
  // The flag 'a' without creating: a missing ledger stays missing (the next eviction walks), not one of a single line.
  const fd = openCacheFile(ledgerFile(dir), fs.constants.O_WRONLY | fs.constants.O_APPEND);
  if (fd === null) return;
  try {
    fs.writeSync(fd, `${bytes > 0 ? '+' : ''}${bytes}\n`);
  } catch {
    // Not recorded (a full disk): the count errs low until the next walk, at most a day away.
  } finally {
    fs.closeSync(fd);
  }
}

/** Starts the ledger afresh after a walk that found `bytes` of entries. */
export function recordWalk(dir: string, bytes: number, now = Date.now()): void {
  try {
    replaceCacheFile(ledgerFile(dir), `${now} ${bytes}\n`);
  } catch {
    // Not started (a full disk): the next eviction walks again.
  }
}
