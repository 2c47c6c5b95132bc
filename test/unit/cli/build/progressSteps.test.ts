import { describe, expect, it } from 'vitest';
import { percentSteps } from '../../../../cli/build/progressSteps.ts';

function sent(counts: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  const onProgress = percentSteps((done, total) => out.push([done, total]));
  for (const [done, total] of counts) onProgress(done, total);
  return out;
}

describe('percentSteps', () => {
  it('passes on the first count of each percent and the last count', () => {
    const counts = Array.from({ length: 1001 }, (_, i): [number, number] => [i + 1, 1001]);
    const out = sent(counts);
    expect(out.length).toBe(101);
    expect(out[0]).toEqual([1, 1001]);
    expect(out.at(-1)).toEqual([1001, 1001]);
    expect(new Set(out.map(([done, total]) => Math.floor((done / total) * 100))).size).toBe(out.length);
  });

  it('passes on every count of a small site', () => {
    const counts = Array.from({ length: 7 }, (_, i): [number, number] => [i + 1, 7]);
    expect(sent(counts)).toEqual(counts);
  });

  it('starts again when a new build reports another total', () => {
    expect(sent([[1, 300], [2, 300], [1, 300], [300, 300], [1, 5]])).toEqual([[1, 300], [300, 300], [1, 5]]);
  });
});
