/**
 * Many lists of (document id, occurrences) pairs, grown at their ends, in a few large typed arrays: a site's index
 * holds a list per term and field, most of them a few pairs long, and a JavaScript array apiece would cost more in
 * headers and spare room than in pairs. Each pair links to the next of its list; lists are read back whole, in order.
 */

/** Entries per block: blocks of fixed size grow the store without copying what it holds. */
const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;
/** No entry: the end of a list, or an empty one. */
const NONE = 0xffffffff;

/** A growable array of 32-bit unsigned integers in fixed-size blocks. */
class Uint32Blocks {
  private readonly blocks: Uint32Array[] = [];
  length = 0;

  get(index: number): number {
    return this.blocks[index >>> BLOCK_BITS][index & BLOCK_MASK];
  }

  set(index: number, value: number): void {
    this.blocks[index >>> BLOCK_BITS][index & BLOCK_MASK] = value;
  }

  /** Appends `value`; returns its index. */
  push(value: number): number {
    if ((this.length & BLOCK_MASK) === 0) this.blocks.push(new Uint32Array(BLOCK_SIZE));
    this.set(this.length, value);
    return this.length++;
  }
}

export class PostingLists {
  /** Per list: its first and last pair, or NONE. */
  private readonly first = new Uint32Blocks();
  private readonly last = new Uint32Blocks();
  /** Per pair: the document, its occurrences, the list's next pair (or NONE). */
  private readonly documents = new Uint32Blocks();
  private readonly occurrences = new Uint32Blocks();
  private readonly next = new Uint32Blocks();

  /** A new, empty list; returns its id. */
  create(): number {
    this.last.push(NONE);
    return this.first.push(NONE);
  }

  /** Adds `count` occurrences in `document` to `list`: to its last pair when that is the same document's, else as a new pair. */
  add(list: number, document: number, count: number): void {
    const tail = this.last.get(list);
    if (tail !== NONE && this.documents.get(tail) === document) {
      this.occurrences.set(tail, this.occurrences.get(tail) + count);
      return;
    }
    const pair = this.documents.push(document);
    this.occurrences.push(count);
    this.next.push(NONE);
    if (tail === NONE) this.first.set(list, pair);
    else this.next.set(tail, pair);
    this.last.set(list, pair);
  }

  /** The pairs of `list` as document, occurrences, document, occurrences…; undefined when it has none. */
  pairs(list: number): number[] | undefined {
    let pair = this.first.get(list);
    if (pair === NONE) return undefined;
    const pairs: number[] = [];
    for (; pair !== NONE; pair = this.next.get(pair)) pairs.push(this.documents.get(pair), this.occurrences.get(pair));
    return pairs;
  }
}
