/** Token buckets per client: a burst is allowed, then a steady rate; the clock is injected for tests. */
import type { RateLimit } from './feedbackLimits.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Refills are fractions (a third of a token per second); three thirds must add up to a whole token.
const EPSILON = 1e-9;

// Past this many clients, buckets that have refilled completely are forgotten: they carry no state.
const SWEEP_ABOVE = 10_000;

/** Decides, client by client, whether one more request may go through now. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly tokensPerMs: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.tokensPerMs = limit.perMinute / 60_000;
  }

  /** Spends one token of `client`'s bucket, or says how long until one is available. */
  take(client: string): RateDecision {
    const now = this.now();
    if (this.buckets.size > SWEEP_ABOVE) this.sweep(now);
    const bucket = this.buckets.get(client) ?? { tokens: this.limit.burst, updatedAt: now };
    bucket.tokens = this.refilled(bucket, now);
    // Never move backwards with the clock, or the time in between would be refilled twice.
    bucket.updatedAt = Math.max(bucket.updatedAt, now);
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1 - EPSILON) {
      bucket.tokens = Math.max(0, bucket.tokens - 1);
      return { allowed: true };
    }
    const waitMs = (1 - EPSILON - bucket.tokens) / this.tokensPerMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  private refilled(bucket: Bucket, now: number): number {
    // max(0, …) because a clock stepping backwards must not drain a bucket.
    return Math.min(this.limit.burst, bucket.tokens + Math.max(0, now - bucket.updatedAt) * this.tokensPerMs);
  }

  private sweep(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (this.refilled(bucket, now) >= this.limit.burst) this.buckets.delete(client);
    }
  }
}
