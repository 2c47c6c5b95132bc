/** The shape of a feedback submission, as posted and as stored. */

export type Rating = 0 | 1;

/** What the feedback widget posts. */
export interface FeedbackInput {
  /** Route of the page, normalised with a trailing slash, e.g. `/material-ui/react-button/`. */
  page: string;
  /** 0: not helpful, 1: helpful. */
  rating: Rating;
  comment?: string;
  /** Version of the documented library the reader was looking at. */
  version: string;
  /** Two-letter language code of the page. */
  language: string;
}

/** One stored line of `feedback.jsonl`. */
export interface FeedbackRecord extends FeedbackInput {
  /** Random UUID, returned to the client. */
  id: string;
  /** Server time of receipt, ISO 8601. */
  receivedAt: string;
  /** The client's `Idempotency-Key`, when it sent one: a retried post with the same key is not stored again. */
  idempotencyKey?: string;
}

export const FEEDBACK_FIELDS: readonly (keyof FeedbackInput)[] = ['page', 'rating', 'comment', 'version', 'language'];

/** Whether a parsed line of the store has the shape of a record (routes are not rechecked: they change). */
export function isFeedbackRecord(value: unknown): value is FeedbackRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.receivedAt === 'string' &&
    (r.idempotencyKey === undefined || typeof r.idempotencyKey === 'string') &&
    typeof r.page === 'string' &&
    (r.rating === 0 || r.rating === 1) &&
    (r.comment === undefined || typeof r.comment === 'string') &&
    typeof r.version === 'string' &&
    typeof r.language === 'string'
  );
}
