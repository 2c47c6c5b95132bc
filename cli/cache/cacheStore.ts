/**
 * A folder of cache entries addressed by the hash of their inputs. Each entry is one file named by its key, written
 * through a temporary file and a rename so no reader ever sees half of it, and framed by a header (a magic tag, the
 * payload's length and a SHA-256 over key and payload) so a truncated, garbled or misplaced entry is found on read,
 * deleted with a warning and reported as a miss: the caller rebuilds it, never trusts it; so is anything that is not a
 * regular file (cacheFile.ts reads and writes every file of the cache folder). An entry too large to read in one go (a
 * site's search index, its page summaries) is written in parts instead, verified a part at a time (entryInParts.ts).
 * A hit refreshes the entry's modification time (to within minutes), which is what eviction goes by: when the folder
 * grows past its bound, the least recently used entries go. Whether it has grown past it is read from the folder's
 * usage ledger (usageLedger.ts) and walked for only when the ledger says so, is missing, or is old.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { temporaryFileFor } from '../replaceFile.ts';
import { discardCacheFile, lstatCacheFile, openCacheFile, prepareCacheFile, readCacheFile, regularCacheFile, replaceCacheFile } from './cacheFile.ts';
import { EntryInParts, writeEntryInParts, type OpenedEntry } from './entryInParts.ts';
import { readUsage, recordWalk, recordWrite } from './usageLedger.ts';

const MAGIC = Buffer.from('DGC1');
const HEADER_BYTES = MAGIC.length + 4 + 32;
/** Entries are spread over 256 folders by their key's first two digits, so no folder holds too many files. */
const FANOUT_DIGITS = 2;
/** Temporary files older than this were left by a build that stopped mid-write. */
const ABANDONED_TEMPORARY_MS = 60 * 60 * 1000;
/** Eviction brings the folder down to this share of its bound, so the next few builds do not each evict again. */
const EVICT_TO_SHARE = 0.8;
/**
 * The folder is walked at least this often even when its ledger says it is within bound: writes the ledger missed (a
 * build killed between a write and its record, another docsgen's) and abandoned temporary files are found then.
 */
const WALK_AT_LEAST_EVERY_MS = 24 * 60 * 60 * 1000;
/** The two-digit folders entries are spread over; anything else at the top of the folder (the ledger) is no entry. */
const FANOUT_FOLDER = /^[0-9a-f]{2}$/;

const KEY_PATTERN = /^[0-9a-f]{16,128}$/;
/**
 * How precisely an entry's last use is recorded: an entry marked as used less than this long ago is not marked again.
 * Eviction keeps the newest hours of a folder that grows over days, and a warm build marking every unchanged page's
 * render would otherwise write a thousand inodes to say what they already say.
 */
const USE_RECORD_GRANULARITY_MS = 10 * 60 * 1000;

export interface CacheStoreOptions {
  /** Upper bound of the entries' total size in bytes. */
  maxBytes: number;
}

export interface Eviction {
  removedEntries: number;
  removedBytes: number;
  /** Total size of the entries kept (as the ledger counts it, when the folder was not walked). */
  keptBytes: number;
  /** Whether the folder was walked; otherwise its ledger showed it within its bound. */
  walked: boolean;
}

/**
 * Records that `file` was used now, unless it was within the granularity; false when it is gone, or is no regular file
 * (then removed, with a warning: an entry used without being read would otherwise never be found to be one).
 */
function markUsed(file: string): boolean {
  const stat = regularCacheFile(file);
  if (!stat) return false;
  const now = Date.now();
  if (now - stat.mtimeMs < USE_RECORD_GRANULARITY_MS) return true;
  try {
    fs.utimesSync(file, now / 1000, now / 1000);
    return true;
  } catch {
    return false;
  }
}

function checksum(key: string, payload: Uint8Array): Buffer {
  return createHash('sha256').update(key).update(payload).digest();
}

/** The payload of a framed entry, or null when the frame does not hold together (wrong tag, length or checksum). */
export function unframe(key: string, bytes: Buffer): Buffer | null {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const length = bytes.readUInt32BE(MAGIC.length);
  if (bytes.length !== HEADER_BYTES + length) return null;
  const payload = bytes.subarray(HEADER_BYTES);
  return checksum(key, payload).equals(bytes.subarray(MAGIC.length + 4, HEADER_BYTES)) ? payload : null;
}

/** A payload with the header that lets a reader verify it. */
export function frame(key: string, payload: Uint8Array): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32BE(payload.length, MAGIC.length);
  checksum(key, payload).copy(header, MAGIC.length + 4);
  return Buffer.concat([header, payload]);
}

/**
 * An entry that was there when the build began is gone or corrupt now (evicted or replaced by a concurrent build): the
 * build starts again, and does without it.
 */
export class CacheEntryLost extends Error {
  constructor(what: string) {
    super(`the build cache lost ${what} during the build`);
  }
}

export class CacheStore {
  constructor(
    readonly dir: string,
    private readonly options: CacheStoreOptions,
  ) {}

  private entryFile(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`cache keys are lowercase hex digests, not "${key}"`);
    return path.join(this.dir, key.slice(0, FANOUT_DIGITS), key);
  }

  /** The payload stored under `key`, or null on a miss; an entry that fails verification is deleted and is a miss. */
  read(key: string): Buffer | null {
    const file = this.entryFile(key);
    const bytes = readCacheFile(file);
    if (!bytes) return null;
    const payload = unframe(key, bytes);
    if (!payload) {
      discardCacheFile(file, bytes.length ? 'damaged' : 'empty');
      return null;
    }
    // Gone since (evicted by a concurrent build), the entry still gave a whole payload.
    markUsed(file);
    return payload;
  }

  /** Whether an entry is stored under `key` (unverified: a read may still find it corrupt). */
  has(key: string): boolean {
    return lstatCacheFile(this.entryFile(key))?.isFile() ?? false;
  }

  /** Marks the entry under `key` as used now (as a read does) without reading it; false when there is none. */
  touch(key: string): boolean {
    return markUsed(this.entryFile(key));
  }

  /** Upper bound of the entries' total size in bytes. */
  get maxBytes(): number {
    return this.options.maxBytes;
  }

  /** Removes the entry under `key`, if any. */
  remove(key: string): void {
    fs.rmSync(this.entryFile(key), { force: true });
  }

  /** Removes the entry under `key`, found damaged after it was opened (a part that fails verification), with a warning. */
  discard(key: string): void {
    discardCacheFile(this.entryFile(key), 'damaged');
  }

  /** Stores `payload` under `key`, replacing any entry there in one rename. */
  write(key: string, payload: Uint8Array): void {
    const framed = frame(key, payload);
    const replacedBytes = replaceCacheFile(this.entryFile(key), framed);
    recordWrite(this.dir, framed.length - replacedBytes);
  }

  /**
   * Stores an entry read a part at a time (entryInParts.ts) under `key`: each of `parts` as it comes, then the head
   * `head()` gives; replaced in one rename, as any entry.
   */
  writeInParts(key: string, parts: Iterable<Uint8Array>, head: () => Uint8Array): void {
    const file = this.entryFile(key);
    const replacedBytes = prepareCacheFile(file);
    const temporary = temporaryFileFor(file);
    let fd = fs.openSync(temporary, 'w');
    try {
      const bytes = writeEntryInParts(fd, key, parts, head);
      fs.closeSync(fd);
      fd = -1;
      fs.renameSync(temporary, file);
      recordWrite(this.dir, bytes - replacedBytes);
    } catch (error) {
      if (fd >= 0) fs.closeSync(fd);
      fs.rmSync(temporary, { force: true });
      throw error;
    }
  }

  /**
   * The entry stored under `key` by {@link writeInParts}, its head verified, its parts read when asked for; null on a
   * miss. An entry whose head fails verification is deleted and is a miss.
   */
  openInParts(key: string): OpenedEntry | null {
    const file = this.entryFile(key);
    const fd = openCacheFile(file);
    if (fd === null) return null;
    const empty = fs.fstatSync(fd).size === 0;
    const entry = EntryInParts.open(fd, key);
    if (!entry) {
      discardCacheFile(file, empty ? 'empty' : 'damaged');
      return null;
    }
    markUsed(file);
    return entry;
  }

  /**
   * Removes the least recently used entries until the folder is within its bound, and temporary files left by stopped
   * builds. The folder is walked only when its ledger says it outgrew its bound, cannot say, or was started long ago.
   */
  evict(now = Date.now()): Eviction {
    const usage = readUsage(this.dir);
    if (usage && usage.bytes <= this.options.maxBytes && now - usage.walkedAtMs < WALK_AT_LEAST_EVERY_MS) {
      return { removedEntries: 0, removedBytes: 0, keptBytes: usage.bytes, walked: false };
    }
    const eviction = this.walkAndEvict(now);
    recordWalk(this.dir, eviction.keptBytes, now);
    return eviction;
  }

  private walkAndEvict(now: number): Eviction {
    const entries: { file: string; bytes: number; usedMs: number }[] = [];
    for (const folder of safeReaddir(this.dir)) {
      if (!FANOUT_FOLDER.test(folder)) continue;
      const folderPath = path.join(this.dir, folder);
      for (const name of safeReaddir(folderPath)) {
        const file = path.join(folderPath, name);
        // Anything else where an entry or a temporary file goes (a folder, a FIFO, a link) is no entry: removed.
        const stat = regularCacheFile(file);
        if (!stat) continue;
        if (name.endsWith('.tmp')) {
          if (now - stat.mtimeMs > ABANDONED_TEMPORARY_MS) fs.rmSync(file, { force: true });
          continue;
        }
        entries.push({ file, bytes: stat.size, usedMs: stat.mtimeMs });
      }
    }
    let keptBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const eviction: Eviction = { removedEntries: 0, removedBytes: 0, keptBytes, walked: true };
    if (keptBytes <= this.options.maxBytes) return eviction;
    const target = this.options.maxBytes * EVICT_TO_SHARE;
    entries.sort((a, b) => a.usedMs - b.usedMs);
    for (const entry of entries) {
      if (keptBytes <= target) break;
      fs.rmSync(entry.file, { force: true });
      keptBytes -= entry.bytes;
      eviction.removedEntries += 1;
      eviction.removedBytes += entry.bytes;
    }
    return { ...eviction, keptBytes };
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
