import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../../cli/feedback/rateLimiter.ts';

describe('RateLimiter', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('allows a burst, then refuses with the wait until the next token', () => {
    const time = clock();
    const limiter = new RateLimiter({ burst: 10, perMinute: 20 }, time.now);
    for (let i = 0; i < 10; i++) expect(limiter.take('a')).toEqual({ allowed: true });
    // 20 per minute: one token every 3 s.
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 3 });
    time.advance(2000);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1000);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('keeps one bucket per client', () => {
    const limiter = new RateLimiter({ burst: 1, perMinute: 1 }, clock().now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('refills no further than the burst, and survives a clock going backwards', () => {
    const time = clock();
    const limiter = new RateLimiter({ burst: 2, perMinute: 60 }, time.now);
    time.advance(3_600_000);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(-10_000);
    expect(limiter.take('a').allowed).toBe(false);
  });
});
