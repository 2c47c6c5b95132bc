/** Limits of the feedback endpoint and the name of its store, in one place. */

/** One JSON record per line, appended. */
export const FEEDBACK_FILE_NAME = 'feedback.jsonl';

export const FEEDBACK_MAX_BODY_BYTES = 16 * 1024;
/** An oversized body up to this size is read to its end (and dropped) before the 413, so the client is not reset mid-upload. */
export const FEEDBACK_DRAIN_BYTES = 1024 * 1024;
export const FEEDBACK_MAX_COMMENT_CHARS = 2000;
export const FEEDBACK_MAX_VERSION_CHARS = 50;

export interface RateLimit {
  /** Requests a client may make at once before it has to wait. */
  burst: number;
  /** Sustained requests per minute a client may make. */
  perMinute: number;
}

export const FEEDBACK_RATE_LIMIT: RateLimit = { burst: 10, perMinute: 20 };
