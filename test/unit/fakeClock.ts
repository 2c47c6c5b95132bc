/** A manual clock (it fits both the ad runner's Clock and the copy button's Scheduler): timers fire only when a test advances time. */
import type { Clock } from '../../runtime/islands/ads/adSlotRunner.ts';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  readonly pending: number;
}

export function createFakeClock(): FakeClock {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    get pending() {
      return timers.size;
    },
  };
}

/** A random() that returns `values` in order, then `fallback` forever. */
export function sequence(values: number[], fallback = 0.5): () => number {
  let index = 0;
  return () => (index < values.length ? values[index++] : fallback);
}
