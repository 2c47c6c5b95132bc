import { describe, expect, it } from 'vitest';
import { mergedRuns, type TermPostings } from '../../../../cli/search/postingRuns.ts';
import { packPairs } from '../../../../runtime/islands/search/indexCodec.ts';

/** A run's entry for `term` from its pairs per field (absolute documents). */
function entry(term: string, byField: number[][]): TermPostings {
  return [term, byField.map((pairs) => packPairs(pairs.length ? pairs : undefined)), byField.map((pairs) => (pairs.length ? pairs[pairs.length - 2] : -1))];
}

describe('mergedRuns', () => {
  it("joins a term's pairs from every run in term order, counting each run's first document from the last one before it", () => {
    const first = [entry('alpha', [[0, 1, 3, 2], []]), entry('gamma', [[2, 1], [1, 40]])];
    const second = [entry('beta', [[], [5, 1]]), entry('gamma', [[], [6, 3]])];
    const third = [entry('alpha', [[100, 1], [90, 1]]), entry('gamma', [[80000, 2], []])];
    expect([...mergedRuns([first, second, third])]).toEqual([
      entry('alpha', [
        [0, 1, 3, 2, 100, 1],
        [90, 1],
      ]),
      entry('beta', [[], [5, 1]]),
      entry('gamma', [
        [2, 1, 80000, 2],
        [1, 40, 6, 3],
      ]),
    ]);
  });

  it('gives nothing for no runs and a run alone as it is', () => {
    expect([...mergedRuns([])]).toEqual([]);
    const only = [entry('a', [[7, 1], []]), entry('b', [[], [3, 2, 9, 1]])];
    expect([...mergedRuns([only])]).toEqual(only);
  });
});
