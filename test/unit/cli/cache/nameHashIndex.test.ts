/** Positions of names in a stored list, found by the names' hashes. */
import { describe, expect, it } from 'vitest';
import { NameHashIndex, nameHash, recordsByName } from '../../../../cli/cache/nameHashIndex.ts';

/** Two names of the same hash, found by trying names in turn (a 32-bit hash meets a repeat within a few hundred thousand). */
function collidingNames(): [string, string] {
  const seen = new Map<number, string>();
  for (let n = 0; ; n++) {
    const name = `page-${n}/index.html`;
    const earlier = seen.get(nameHash(name));
    if (earlier !== undefined) return [earlier, name];
    seen.set(nameHash(name), name);
  }
}

describe('NameHashIndex', () => {
  it('gives the position of each name, the later of a name listed twice first, and none for a name not listed', () => {
    const names = ['a/index.html', 'b/index.html', 'a/index.md', 'c/index.html', 'b/index.html'];
    const index = new NameHashIndex(Uint32Array.from(names, nameHash));
    expect([...index.positionsOf('a/index.md')]).toEqual([2]);
    expect([...index.positionsOf('b/index.html')]).toEqual([4, 1]);
    expect([...index.positionsOf('d/index.html')]).toEqual([]);
  });

  it('gives every position of names sharing a hash, for the caller to tell them apart', () => {
    const [first, second] = collidingNames();
    expect(first).not.toBe(second);
    const names = ['x', first, 'y', second];
    const index = new NameHashIndex(Uint32Array.from(names, nameHash));
    expect([...index.positionsOf(first)]).toEqual([3, 1]);
    expect([...index.positionsOf(second)]).toEqual([3, 1]);
  });
});

describe('records by name', () => {
  it('finds a record by name across parts, reading a part only when it changes, and none for an unreadable part', () => {
    const [first, second] = collidingNames();
    const names = ['a', first, 'b', 'c', second, 'd', 'e'];
    const parts = [names.slice(0, 3), names.slice(3, 6), null];
    const read: number[] = [];
    const records = recordsByName<string>(
      Uint32Array.from(names.map(nameHash)),
      3,
      (part) => {
        read.push(part);
        return parts[part];
      },
      (name) => name,
    );
    expect(records.find('b')).toEqual({ record: 'b', position: 2 });
    expect(records.find('a')).toEqual({ record: 'a', position: 0 });
    expect(read).toEqual([0]);
    expect(records.find(first)).toEqual({ record: first, position: 1 });
    expect(records.find(second)).toEqual({ record: second, position: 4 });
    expect(records.find('missing')).toBeUndefined();
    expect(records.find('e')).toBeUndefined();
  });
});
