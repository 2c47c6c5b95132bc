/**
 * A cache folder's running total of its size, so a build that wrote a few entries need not walk thousands of files to
 * learn that the folder is still within its bound. The ledger is one small text file: its first line holds when the
 * folder was last walked and the size found then, and every write appends one line with the bytes it added (less
 * those of the entry it replaced). Lines are appended, never rewritten, so builds writing to one folder at once do
 * not lose each other's counts; only a walk rewrites the file, through a rename.
 *
 * The total errs high rather than low: entries deleted outside a walk (found corrupt, removed) are not subtracted, and
 * a line unreadable or missing makes the ledger unknown, which makes the next eviction walk the folder.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The ledger's file at the top of the cache folder, beside the entries' two-digit folders. */
const LEDGER_FILE = 'usage-ledger';

export interface Usage {
  /** When the folder was last walked and its entries counted (ms since the epoch). */
  walkedAtMs: number;
  /** Size of the entries then, plus every write recorded since. */
  bytes: number;
}

function ledgerFile(dir: string): string {
  return path.join(dir, LEDGER_FILE);
}

/** The folder's usage as recorded, or null when there is no ledger or it cannot be read in full. */
export function readUsage(dir: string): Usage | null {
  let text: string;
  try {
    text = fs.readFileSync(ledgerFile(dir), 'utf8');
  } catch {
    return null;
  }
  const [walked, ...writes] = text.split('\n');
  const [walkedAtMs, walkedBytes] = walked.split(' ').map(Number);
  // A torn last line (a build stopped mid-append) ends without its newline; an empty last part is the normal end.
  if (writes.pop() !== '') return null;
  let bytes = walkedBytes;
  for (const line of writes) bytes += Number(line);
  return Number.isFinite(walkedAtMs) && Number.isFinite(bytes) ? { walkedAtMs, bytes } : null;
}

/** Records a write that changed the folder's size by `bytes`; a folder without a ledger is left without one. */
export function recordWrite(dir: string, bytes: number): void {
  if (bytes === 0) return;
  try {
    // The flag 'a' without creating: a missing ledger stays missing (the next eviction walks), not one of a single line.
    const fd = fs.openSync(ledgerFile(dir), fs.constants.O_WRONLY | fs.constants.O_APPEND);
    try {
      fs.writeSync(fd, `${bytes}\n`);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // No ledger yet: the next eviction walks the folder and starts one.
  }
}

/** Starts the ledger afresh after a walk that found `bytes` of entries. */
export function recordWalk(dir: string, bytes: number, now = Date.now()): void {
  const file = ledgerFile(dir);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(temporary, `${now} ${bytes}\n`);
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}
