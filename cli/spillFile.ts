/**
 * A file a build sets data aside in while it does not need it: what it must keep of every page until the whole site is
 * rendered (the pages' HTML and links, the ids the link check reads, their parts of the search index) would otherwise
 * grow with the site in memory. Texts are kept as UTF-8, other values in V8's serialisation (typed arrays included).
 *
 * The file is removed from its folder as soon as it is opened: it lives as long as the open handle, which is closed
 * once nothing refers to the file any more, and a build that stops leaves nothing behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { readFully, writeFully } from './fileBytes.ts';

/** Closes a spill file's handle once nothing reads from it. */
const closeWhenUnreachable = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/** Where a piece set aside is: its offset and its length in bytes. An empty piece takes no room: the next starts at the same offset. */
export interface SpillPlace {
  at: number;
  bytes: number;
}

export class SpillFile {
  private readonly fd: number;
  #size = 0;
  /** The text read last: composing a page asks for its HTML several times in a row. */
  private lastText: { at: number; bytes: number; text: string } | null = null;
  /** The value read last by `readSharedValue`. */
  private lastValue: { at: number; bytes: number; value: unknown } | null = null;

  constructor() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-spill-'));
    this.fd = fs.openSync(path.join(dir, 'spilled'), 'w+');
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // A system that cannot remove an open file (Windows) leaves it to the temporary folder's own cleaning.
    }
    closeWhenUnreachable.register(this, this.fd);
  }

  /** Bytes set aside so far. */
  get size(): number {
    return this.#size;
  }

  /** Sets aside bytes as they are. */
  writeBytes(buffer: Uint8Array): SpillPlace {
    const at = this.#size;
    writeFully(this.fd, buffer, at);
    this.#size += buffer.length;
    return { at, bytes: buffer.length };
  }

  readBytes(at: number, bytes: number): Buffer {
    const buffer = readFully(this.fd, at, bytes);
    if (!buffer) throw new Error(`the spill file ends before the ${bytes} bytes set aside at ${at}`);
    return buffer;
  }

  writeText(text: string): SpillPlace {
    return this.writeBytes(Buffer.from(text, 'utf8'));
  }

  readText(at: number, bytes: number): string {
    if (this.lastText?.at === at && this.lastText.bytes === bytes) return this.lastText.text;
    const text = this.readBytes(at, bytes).toString('utf8');
    this.lastText = { at, bytes, text };
    return text;
  }

  /** Sets aside a value V8 can serialise (plain data, maps, sets, typed arrays); it is read back as a copy. */
  writeValue(value: unknown): SpillPlace {
    return this.writeBytes(v8.serialize(value));
  }

  readValue<T>(at: number, bytes: number): T {
    return v8.deserialize(this.readBytes(at, bytes)) as T;
  }

  /**
   * A value set aside, read once for callers asking for the same one in a row (a step reads a page's fields one after
   * the other): each gets the same copy, which it must not change.
   */
  readSharedValue<T>(at: number, bytes: number): T {
    if (this.lastValue?.at !== at || this.lastValue.bytes !== bytes) this.lastValue = { at, bytes, value: this.readValue(at, bytes) };
    return this.lastValue.value as T;
  }
}

/** Bytes of values a list gathers before setting them aside in one write, and reads back at once. */
const LIST_BLOCK_BYTES = 256 * 1024;
/** Values a list serialises together: a serialisation apiece cost more than the many small values lists hold. */
const VALUES_PER_BATCH = 64;

/**
 * Values set aside one after the other, read back in the same order: a list that holds none of them in memory, but
 * the last few pushed. Values are serialised a batch at a time, and written and read a block at a time: a large site
 * adds one or two a page, and a serialisation or a system call apiece would cost more than the values. A value must
 * not be changed once pushed.
 */
export class SpilledList<T> {
  private file: SpillFile | null = null;
  /** Each batch's size in bytes: the batches lie one after the other from the start of the file. */
  private readonly batchSizes: number[] = [];
  /** Values not yet serialised. */
  private pending: T[] = [];
  /** Batches serialised and not yet written. */
  private unwritten: Buffer[] = [];
  private unwrittenBytes = 0;
  #length = 0;

  push(value: T): void {
    this.pending.push(value);
    this.#length += 1;
    if (this.pending.length === VALUES_PER_BATCH) this.serialisePending();
  }

  private serialisePending(): void {
    if (this.pending.length === 0) return;
    const bytes = v8.serialize(this.pending);
    this.batchSizes.push(bytes.length);
    this.pending = [];
    this.unwritten.push(bytes);
    this.unwrittenBytes += bytes.length;
    if (this.unwrittenBytes >= LIST_BLOCK_BYTES) this.writeUnwritten();
  }

  private writeUnwritten(): void {
    if (this.unwritten.length === 0) return;
    (this.file ??= new SpillFile()).writeBytes(Buffer.concat(this.unwritten, this.unwrittenBytes));
    this.unwritten = [];
    this.unwrittenBytes = 0;
  }

  get length(): number {
    return this.#length;
  }

  /** Sets aside the values still held: for a list pushed to no more for a while, whose last values would wait in memory. */
  setAsideHeld(): void {
    this.serialisePending();
    this.writeUnwritten();
  }

  *[Symbol.iterator](): IterableIterator<T> {
    this.setAsideHeld();
    let at = 0;
    let block: Buffer = Buffer.alloc(0);
    let blockAt = 0;
    for (const bytes of this.batchSizes) {
      if (at + bytes > blockAt + block.length) {
        block = this.file!.readBytes(at, Math.min(Math.max(bytes, LIST_BLOCK_BYTES), this.file!.size - at));
        blockAt = at;
      }
      yield* v8.deserialize(block.subarray(at - blockAt, at - blockAt + bytes)) as T[];
      at += bytes;
    }
  }
}
