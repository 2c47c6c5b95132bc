/** Limits of the feedback endpoint and the name of its store, in one place. */

/** One JSON record per line, appended. */
export const FEEDBACK_FILE_NAME = 'feedback.jsonl';

export const FEEDBACK_MAX_BODY_BYTES = 16 * 1024;
/** A body that has not fully arrived this long after its headers is answered 408. */
export const FEEDBACK_BODY_TIMEOUT_MS = 10_000;
/**
 * After a 413, the rest of an oversized body is read and dropped for up to this long and this many bytes, so a client
 * still sending reads the answer instead of a reset; then the connection is cut.
 */
export const FEEDBACK_LINGER = { ms: 5_000, bytes: 8 * 1024 * 1024 };
/** An `Idempotency-Key` header: visible ASCII, as long as a UUID or a hash and then some. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const FEEDBACK_MAX_VERSION_CHARS = 50;

export interface RateLimit {
  /** Requests a client may make at once before it has to wait. */
  burst: number;
  /** Sustained requests per minute a client may make. */
  perMinute: number;
}

export const FEEDBACK_RATE_LIMIT: RateLimit = { burst: 10, perMinute: 20 };
