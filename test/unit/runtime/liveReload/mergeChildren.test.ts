import { describe, expect, it } from 'vitest';
import { commonSubsequence } from '../../../../runtime/liveReload/mergeChildren.ts';

describe('commonSubsequence', () => {
  it('matches the unchanged nodes around an edited one', () => {
    expect(commonSubsequence(['h1', 'p1', 'p2', 'demo'], ['h1', 'p1 edited', 'p2', 'demo'])).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
    ]);
  });

  it('matches around inserted and removed nodes', () => {
    expect(commonSubsequence(['a', 'b', 'c'], ['a', 'new', 'b', 'c'])).toEqual([
      [0, 0],
      [1, 2],
      [2, 3],
    ]);
    expect(commonSubsequence(['a', 'gone', 'b'], ['a', 'b'])).toEqual([
      [0, 0],
      [2, 1],
    ]);
  });

  it('finds the longest run when nodes move', () => {
    expect(commonSubsequence(['x', 'a', 'b', 'c', 'y'], ['y', 'a', 'b', 'c', 'x'])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('matches nothing between unrelated lists, and everything between equal ones', () => {
    expect(commonSubsequence(['a'], ['b'])).toEqual([]);
    expect(commonSubsequence([], ['b'])).toEqual([]);
    expect(commonSubsequence(['a', 'b'], ['a', 'b'])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});
