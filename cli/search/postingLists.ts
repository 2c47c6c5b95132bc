/**
 * Many lists of (document id, occurrences) pairs, grown at their ends, in a few large typed arrays: a site's index
 * holds a list per term and field until the whole site is indexed, most of them a few pairs long, and a JavaScript
 * array apiece would cost more in headers and spare room than in pairs. A list is a chain of small fixed-size chunks of
 * bytes; each pair is written as two variable-length numbers, the document as its distance from the list's previous
 * document (documents come in increasing order, so most distances and counts take a byte each). A list's last pair is
 * held apart until a later document comes, as more occurrences in the same document are added to it.
 */
import { Blocks, uint32Blocks } from './blocks.ts';

/** No entry: a list without pairs, or a chunk without a next one. */
const NONE = 0xffffffff;
/** Bytes per chunk of a list: large enough that the links between chunks cost little, small enough that a short list wastes little. */
const CHUNK_BITS = 4;
const CHUNK_BYTES = 1 << CHUNK_BITS;

const COMMA = 0x2c;
const DOT = 0x2e;
const DIGITS = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz', 'latin1');

/** Writes `value` in base 36 (lowercase digits, as `Number#toString(36)`) into `bytes` at `at`; gives where it ends. */
function writeBase36(bytes: Uint8Array, at: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 36; rest = Math.floor(rest / 36)) digits += 1;
  for (let i = at + digits - 1, rest = value; i >= at; i--, rest = Math.floor(rest / 36)) bytes[i] = DIGITS[rest % 36];
  return at + digits;
}

export class PostingLists {
  /** Per list: its first chunk (NONE while nothing is written), where its next byte goes, and the last document written. */
  private readonly firstChunk = uint32Blocks();
  private readonly end = uint32Blocks();
  private readonly writtenDocument = uint32Blocks();
  /** Per list: its last pair, not yet written (document NONE when there is none). */
  private readonly lastDocument = uint32Blocks();
  private readonly lastCount = uint32Blocks();
  /** The chunks' bytes, and per chunk the list's next chunk. */
  private readonly bytes = new Blocks((size) => new Uint8Array(size));
  private readonly nextChunk = uint32Blocks();
  /** Where `packed` writes a list's text, reused from list to list. */
  private packedText = Buffer.allocUnsafe(4096);

  /** A new, empty list; returns its id. */
  create(): number {
    this.end.push(0);
    this.writtenDocument.push(0);
    this.lastDocument.push(NONE);
    this.lastCount.push(0);
    return this.firstChunk.push(NONE);
  }

  /** Adds `count` occurrences in `document` to `list`: to its last pair when that is the same document's, else as a new pair. */
  add(list: number, document: number, count: number): void {
    const last = this.lastDocument.get(list);
    if (last === document) {
      this.lastCount.set(list, this.lastCount.get(list) + count);
      return;
    }
    if (last !== NONE) {
      this.writeNumber(list, last - this.writtenDocument.get(list));
      this.writeNumber(list, this.lastCount.get(list));
      this.writtenDocument.set(list, last);
    }
    this.lastDocument.set(list, document);
    this.lastCount.set(list, count);
  }

  /**
   * Hands each pair of `list` to `visit` in order, its document as the distance from the previous pair's (from 0 for
   * the first), as written; false when the list has none.
   */
  private forEachPair(list: number, visit: (documentDelta: number, occurrences: number) => void): boolean {
    const last = this.lastDocument.get(list);
    if (last === NONE) return false;
    const end = this.end.get(list);
    let chunk = this.firstChunk.get(list);
    let at = chunk === NONE ? end : chunk * CHUNK_BYTES;
    let delta = -1;
    let value = 0;
    let shift = 0;
    while (at !== end) {
      const byte = this.bytes.get(at);
      at += 1;
      // The chunk's bytes are read: on to the next one (unless the list ends with this chunk).
      if ((at & (CHUNK_BYTES - 1)) === 0 && at !== end) {
        chunk = this.nextChunk.get(chunk);
        at = chunk * CHUNK_BYTES;
      }
      value += (byte & 0x7f) * 2 ** shift;
      if (byte & 0x80) {
        shift += 7;
        continue;
      }
      if (delta < 0) {
        delta = value;
      } else {
        visit(delta, value);
        delta = -1;
      }
      value = 0;
      shift = 0;
    }
    visit(last - this.writtenDocument.get(list), this.lastCount.get(list));
    return true;
  }

  /**
   * The pairs of `list` packed as the search index writes them (`packPairs`, indexCodec.ts): `,`-separated base-36
   * document distances, each with `.` and its occurrences when above one; empty when it has none. Written as ASCII
   * into one buffer: a common word's list on a large site has a hundred thousand pairs, and as an array of numbers and
   * a string grown a pair at a time it made hundreds of megabytes of garbage as the index was packed.
   */
  packed(list: number): string {
    let length = 0;
    const listed = this.forEachPair(list, (delta, occurrences) => {
      // A pair takes at most 1 + 7 + 1 + 7 characters (seven base-36 digits hold 2^32).
      if (length + 16 > this.packedText.length) this.packedText = Buffer.concat([this.packedText.subarray(0, length)], this.packedText.length * 2);
      if (length > 0) this.packedText[length++] = COMMA;
      length = writeBase36(this.packedText, length, delta);
      if (occurrences > 1) {
        this.packedText[length++] = DOT;
        length = writeBase36(this.packedText, length, occurrences);
      }
    });
    return listed ? this.packedText.toString('latin1', 0, length) : '';
  }

  /** The last document of `list`; -1 when it has none. */
  lastDocumentOf(list: number): number {
    const last = this.lastDocument.get(list);
    return last === NONE ? -1 : last;
  }

  /** The bytes its typed arrays take: its lists' entries and its chunks. */
  get byteSize(): number {
    return this.firstChunk.length * 5 * Uint32Array.BYTES_PER_ELEMENT + this.bytes.length + this.nextChunk.length * Uint32Array.BYTES_PER_ELEMENT;
  }

  /** Appends `value` to `list`'s bytes, seven bits a byte, the low bits first; the high bit marks a byte that is not the last. */
  private writeNumber(list: number, value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.writeByte(list, (rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.writeByte(list, rest);
  }

  private writeByte(list: number, byte: number): void {
    let at = this.end.get(list);
    const first = this.firstChunk.get(list);
    // No chunk yet, or the last one is full: the list goes on in a new one.
    if (first === NONE || (at & (CHUNK_BYTES - 1)) === 0) {
      const chunk = this.bytes.grow(CHUNK_BYTES) >>> CHUNK_BITS;
      this.nextChunk.push(NONE);
      if (first === NONE) this.firstChunk.set(list, chunk);
      else this.nextChunk.set((at - 1) >>> CHUNK_BITS, chunk);
      at = chunk * CHUNK_BYTES;
    }
    this.bytes.set(at, byte);
    this.end.set(list, at + 1);
  }
}
