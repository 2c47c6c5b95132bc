import { describe, expect, it } from 'vitest';
import { readThroughGetters } from '../../../../cli/build/recordGetters.ts';

/** A record kept elsewhere, counted each time it is asked for. */
class Held {
  reads = 0;
  constructor(private readonly kept: { title: string; count?: number }) {}
  record() {
    this.reads += 1;
    return this.kept;
  }
}
readThroughGetters(Held, ['title', 'count'], (held) => held.record());

describe('readThroughGetters', () => {
  it('reads each named field from the instance’s record when asked for, a missing one as undefined, and holds none on the instance', () => {
    const held = new Held({ title: 'Guide' }) as Held & { title: string; count?: number };
    expect(held.reads).toBe(0);
    expect([held.title, held.count]).toEqual(['Guide', undefined]);
    expect(held.reads).toBe(2);
    expect(Object.keys(held)).not.toContain('title');
    expect(Object.getOwnPropertyDescriptor(held, 'title')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(Held.prototype, 'title')?.get).toBeTypeOf('function');
  });
});
