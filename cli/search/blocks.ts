/**
 * A growable array of unsigned integers in fixed-size blocks of a typed array: a large site's index grows its stores
 * by a few bytes an entry, without a JavaScript array's eight bytes a number nor a copy of what they hold as they grow.
 */

/** Entries per block: blocks of fixed size grow the store without copying what it holds. */
const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;

export class Blocks<T extends Uint8Array | Uint32Array> {
  private readonly blocks: T[] = [];
  length = 0;

  constructor(private readonly newBlock: (size: number) => T) {}

  get(index: number): number {
    return this.blocks[index >>> BLOCK_BITS][index & BLOCK_MASK];
  }

  set(index: number, value: number): void {
    this.blocks[index >>> BLOCK_BITS][index & BLOCK_MASK] = value;
  }

  /** Makes room for `count` more entries (a block holds a whole number of them); returns the index of the first. */
  grow(count: number): number {
    if ((this.length & BLOCK_MASK) === 0) this.blocks.push(this.newBlock(BLOCK_SIZE));
    const first = this.length;
    this.length += count;
    return first;
  }

  /** Appends `value`; returns its index. */
  push(value: number): number {
    const index = this.grow(1);
    this.set(index, value);
    return index;
  }
}

export const uint32Blocks = () => new Blocks((size) => new Uint32Array(size));
