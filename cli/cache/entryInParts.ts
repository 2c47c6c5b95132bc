/**
 * A cache entry read a part at a time: a large site's search index and page summaries are one entry each, and read in
 * one go they would put the whole site in memory at once. The parts are written one after the other and followed by a
 * head (what the reader needs first), a table of the parts (each one's length and SHA-256) and a fixed-size footer
 * (a magic tag, the part count, the head's length, and a SHA-256 over the key, the head and the table). Opening the
 * entry reads and verifies the footer, table and head; a part is verified when it is read. So an entry cut short,
 * garbled or put under another key is found, as a whole on opening or a part at a time, and never trusted.
 *
 * The entry is read through a handle kept open: a build that replaces the entry meanwhile (by a rename) leaves the one
 * being read whole.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { readFully, readFullyInto, writeFully } from '../fileBytes.ts';

const MAGIC = Buffer.from('DGP1');
const DIGEST_BYTES = 32;
const FOOTER_BYTES = MAGIC.length + 4 + 4 + DIGEST_BYTES;
/** Per part in the table: its length, then its digest. */
const TABLE_ROW_BYTES = 4 + DIGEST_BYTES;

/** Closes an entry's handle once nothing reads from it any more. */
const closeWhenUnreachable = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

function sha256(...pieces: (string | Uint8Array)[]): Buffer {
  const hash = createHash('sha256');
  for (const piece of pieces) hash.update(piece);
  return hash.digest();
}

/**
 * Writes an entry to the open file `fd`: each of `parts` in order, then the head `head()` gives once every part is
 * written (a head may describe the parts). Gives the bytes written.
 */
export function writeEntryInParts(fd: number, key: string, parts: Iterable<Uint8Array>, head: () => Uint8Array): number {
  // The table's rows in one buffer, doubled as it fills: a large site's entries have a part a page, and a buffer a
  // row held ten thousand small buffers until the last part was written.
  let rows = Buffer.allocUnsafe(TABLE_ROW_BYTES * 64);
  let partCount = 0;
  let size = 0;
  for (const part of parts) {
    writeFully(fd, part);
    const row = partCount * TABLE_ROW_BYTES;
    if (row + TABLE_ROW_BYTES > rows.length) rows = Buffer.concat([rows], rows.length * 2);
    rows.writeUInt32BE(part.length, row);
    sha256(part).copy(rows, row + 4);
    partCount += 1;
    size += part.length;
  }
  const headBytes = head();
  const table = rows.subarray(0, partCount * TABLE_ROW_BYTES);
  const footer = Buffer.alloc(FOOTER_BYTES);
  MAGIC.copy(footer, 0);
  footer.writeUInt32BE(partCount, MAGIC.length);
  footer.writeUInt32BE(headBytes.length, MAGIC.length + 4);
  sha256(key, headBytes, table).copy(footer, MAGIC.length + 8);
  writeFully(fd, headBytes);
  writeFully(fd, table);
  writeFully(fd, footer);
  return size + headBytes.length + table.length + footer.length;
}

/** An entry opened for reading: its head, and a reader of its parts. */
export interface OpenedEntry {
  /** Not kept by the parts' reader: a head read and done with takes no room. */
  head: Buffer;
  parts: EntryInParts;
}

/**
 * The parts of an entry opened for reading, each read when asked for. Where each part starts is held (eight bytes a
 * part), not the table: a part's digest is read from the file with the part. A large site's entries have a part a
 * page, and their tables were forty bytes a page held through the build.
 */
export class EntryInParts {
  readonly #fd: number;
  /** Where each part starts, and where the last one ends (the head starts). */
  readonly #offsets: Float64Array;
  /** Where the table starts in the file. */
  readonly #tableAt: number;
  /** Per part, whether it was read and found whole: the entry is never written in place, so a part read once is as read. */
  readonly #verified: Uint8Array;
  /** Where {@link passingPart} reads. */
  #scratch = Buffer.alloc(0);

  private constructor(fd: number, offsets: Float64Array, tableAt: number) {
    this.#fd = fd;
    this.#offsets = offsets;
    this.#tableAt = tableAt;
    this.#verified = new Uint8Array(offsets.length - 1);
    closeWhenUnreachable.register(this, fd);
  }

  /**
   * Reads the footer, table and head of the entry file open as `fd` and verifies them against `key`; null (the handle
   * closed) when they do not hold together.
   */
  static open(fd: number, key: string): OpenedEntry | null {
    const size = fs.fstatSync(fd).size;
    const footer = size >= FOOTER_BYTES ? readFully(fd, size - FOOTER_BYTES, FOOTER_BYTES) : null;
    if (footer?.subarray(0, MAGIC.length).equals(MAGIC)) {
      const tableBytes = footer.readUInt32BE(MAGIC.length) * TABLE_ROW_BYTES;
      const headBytes = footer.readUInt32BE(MAGIC.length + 4);
      const trailerAt = size - FOOTER_BYTES - tableBytes - headBytes;
      const trailer = trailerAt >= 0 ? readFully(fd, trailerAt, headBytes + tableBytes) : null;
      if (trailer && sha256(key, trailer.subarray(0, headBytes), trailer.subarray(headBytes)).equals(footer.subarray(MAGIC.length + 8))) {
        const table = trailer.subarray(headBytes);
        const offsets = new Float64Array(table.length / TABLE_ROW_BYTES + 1);
        for (let part = 0; part < offsets.length - 1; part++) offsets[part + 1] = offsets[part] + table.readUInt32BE(part * TABLE_ROW_BYTES);
        // The parts fill the file up to the head, or the file is not the one the table describes.
        if (offsets[offsets.length - 1] === trailerAt) return { head: trailer.subarray(0, headBytes), parts: new EntryInParts(fd, offsets, trailerAt + headBytes) };
      }
    }
    fs.closeSync(fd);
    return null;
  }

  get partCount(): number {
    return this.#offsets.length - 1;
  }

  /** The length in bytes of the part at `index`, as the table gives it (the part unread). */
  partBytes(index: number): number {
    if (!(Number.isInteger(index) && index >= 0 && index < this.partCount)) throw new RangeError(`the entry has ${this.partCount} parts, not one at ${index}`);
    return this.#offsets[index + 1] - this.#offsets[index];
  }

  /** The part at `index`, or null when it does not match its digest (the file was changed since it was written). */
  part(index: number): Buffer | null {
    return this.#verifiedPart(index, readFully(this.#fd, this.#offsets[index], this.partBytes(index)));
  }

  /**
   * As {@link part}, read into a buffer the entry reuses: the part is good until the next one read this way. For a
   * reader that is done with each part before it reads the next (a large site's parts, read one after the other,
   * left a buffer apiece for the collector, tens of megabytes of them between two collections).
   */
  passingPart(index: number): Buffer | null {
    const bytes = this.partBytes(index);
    if (this.#scratch.length < bytes) this.#scratch = Buffer.allocUnsafe(Math.max(bytes, this.#scratch.length * 2));
    return this.#verifiedPart(index, readFullyInto(this.#scratch.subarray(0, bytes), this.#fd, this.#offsets[index]));
  }

  #verifiedPart(index: number, bytes: Buffer | null): Buffer | null {
    if (this.#verified[index]) return bytes;
    // Its digest as the table gives it, which the footer's digest covered when the entry was opened.
    const digest = readFully(this.#fd, this.#tableAt + index * TABLE_ROW_BYTES + 4, DIGEST_BYTES);
    if (!bytes || !digest || !sha256(bytes).equals(digest)) return null;
    this.#verified[index] = 1;
    return bytes;
  }
}
