/**
 * Where a name is in a list stored on disk, found by a 32-bit hash of each name: a large site's record of written files
 * lists two files a page, and a map of their paths would hold every path in memory, where the hashes take eight bytes
 * a name. Two names may share a hash, so a caller reads the name at a position before it trusts it.
 */

/** FNV-1a over the name's UTF-16 code units. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < name.length; at++) hash = Math.imul(hash ^ name.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

export class NameHashIndex {
  /** Each position's name hash. */
  readonly #hashes: Uint32Array;
  /** Positions ordered by their name's hash, a later position before an earlier one of the same hash. */
  readonly #order: Uint32Array;

  /** An index of the names whose hashes are `hashes`, one a position, in order. */
  constructor(hashes: Uint32Array) {
    this.#hashes = hashes;
    this.#order = new Uint32Array(hashes.length).map((_, at) => at).sort((a, b) => hashes[a] - hashes[b] || b - a);
  }

  /** The positions whose name hashes as `name` does, the last first (a name listed twice is at its later place). */
  *positionsOf(name: string): Generator<number> {
    const hash = nameHash(name);
    let low = 0;
    let high = this.#order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#hashes[this.#order[middle]] < hash) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < this.#order.length && this.#hashes[this.#order[at]] === hash; at++) yield this.#order[at];
  }
}

/**
 * Records stored `perPart` to a part in the order of `hashes` (one per record's name), found by name: the part a
 * position is in is read when asked for (`partAt`, null when it cannot be read), the last one kept, as names are
 * mostly looked up in the order they were written.
 */
export function recordsByName<T>(hashes: Uint32Array, perPart: number, partAt: (part: number) => readonly T[] | null, nameOf: (record: T) => string) {
  const positions = new NameHashIndex(hashes);
  let last: { part: number; records: readonly T[] | null } | null = null;
  const recordsOf = (part: number) => {
    if (last?.part !== part) last = { part, records: partAt(part) };
    return last.records;
  };
  return {
    /** The record named `name` and its position; undefined when there is none, or its part cannot be read. */
    find(name: string): { record: T; position: number } | undefined {
      for (const position of positions.positionsOf(name)) {
        const record = recordsOf(Math.floor(position / perPart))?.[position % perPart];
        if (record === undefined) return undefined;
        if (nameOf(record) === name) return { record, position };
      }
      return undefined;
    },
  };
}
