import { describe, expect, it } from 'vitest';
import { inPercentSteps } from '../../../../cli/build/progressSteps.ts';

function reported(calls: Array<[number, number]>): Array<[number, number]> {
  const seen: Array<[number, number]> = [];
  const onProgress = inPercentSteps((done, total) => seen.push([done, total]));
  for (const [done, total] of calls) onProgress(done, total);
  return seen;
}

describe('progress in percent steps', () => {
  it('passes on the first count of each whole percent and the last one', () => {
    const calls = Array.from({ length: 1000 }, (_, i) => [i + 1, 1000] as [number, number]);
    const seen = reported(calls);
    expect(seen).toHaveLength(101);
    expect(seen.slice(0, 3)).toEqual([[1, 1000], [10, 1000], [20, 1000]]);
    expect(seen.at(-1)).toEqual([1000, 1000]);
  });

  it('passes on every count when each is a percent or more', () => {
    expect(reported([[1, 3], [2, 3], [3, 3]])).toEqual([[1, 3], [2, 3], [3, 3]]);
  });

  it('passes on the end even when its percent was already shown', () => {
    expect(reported([[999, 1001], [1000, 1001], [1001, 1001]])).toEqual([[999, 1001], [1001, 1001]]);
  });
});
