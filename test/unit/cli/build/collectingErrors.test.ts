import { describe, expect, it } from 'vitest';
import { collectingErrors } from '../../../../cli/build/collectingErrors.ts';
import { ContentError, ContentErrors } from '../../../../cli/errors.ts';

/** Resolves after `ms` milliseconds of timers. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('collectingErrors', () => {
  it('keeps the order of the items when later steps finish first', async () => {
    const results = await collectingErrors([30, 5, 20, 1], async (ms) => {
      await after(ms);
      return ms * 2;
    }, 4);
    expect(results).toEqual([60, 10, 40, 2]);
  });

  it('runs at most `concurrency` steps at once, and one at a time by default', async () => {
    for (const [concurrency, expected] of [[undefined, 1], [3, 3]] as const) {
      let running = 0;
      let most = 0;
      await collectingErrors(Array.from({ length: 10 }, (_, i) => i), async () => {
        running += 1;
        most = Math.max(most, running);
        await after(2);
        running -= 1;
      }, concurrency);
      expect(most).toBe(expected);
    }
  });

  it('reports every content error, in the order of the items, after running every step', async () => {
    const ran: number[] = [];
    const failure = await collectingErrors([1, 2, 3, 4], async (i) => {
      await after(5 - i);
      ran.push(i);
      if (i === 2) throw new ContentError('b.md', 'second is bad');
      if (i === 4) throw new ContentErrors([new ContentError('d.md', 'fourth is bad'), new ContentError('e.md', 'and so is its neighbour')]);
      if (i === 1) throw new ContentError('a.md', 'first is bad');
      return i;
    }, 2).catch((error: unknown) => error);
    expect(ran.sort()).toEqual([1, 2, 3, 4]);
    expect(failure).toBeInstanceOf(ContentErrors);
    expect((failure as ContentErrors).errors.map((e) => e.file)).toEqual(['a.md', 'b.md', 'd.md', 'e.md']);
  });

  it('rethrows any other error and starts no further step', async () => {
    const started: number[] = [];
    const bug = new Error('a bug, not bad content');
    const failure = await collectingErrors([1, 2, 3, 4, 5, 6], async (i) => {
      started.push(i);
      await after(1);
      if (i === 1) throw bug;
      return i;
    }, 2).catch((error: unknown) => error);
    expect(failure).toBe(bug);
    // The step beside the failing one was already under way; nothing started after the failure.
    expect(started).toEqual([1, 2]);
  });
});
