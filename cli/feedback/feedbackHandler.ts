/**
 * `POST <endpoint>`: rate limit, media type, size, fields, then a durable append and `201 {id}`.
 * Statuses: 405 other methods, 429 too many posts, 415 a body that is not JSON by its Content-Type,
 * 413 over 16 KB, 400 malformed JSON or an invalid field, 500 storage failure. Every error answer
 * is `{ error, field }`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../server/readBody.ts';
import { sendJson } from '../server/respond.ts';
import { checkContentType, decodeFeedbackBody } from './decodeFeedbackRequest.ts';
import {
  FEEDBACK_DRAIN_BYTES,
  FEEDBACK_MAX_BODY_BYTES,
  FEEDBACK_RATE_LIMIT,
  type RateLimit,
} from './feedbackLimits.ts';
import type { FeedbackRecord } from './feedbackRecord.ts';
import { FeedbackStore } from './feedbackStore.ts';
import { RateLimiter } from './rateLimiter.ts';
import type { FeedbackProblem } from './validateFeedback.ts';

export interface FeedbackOptions {
  /** Path of the endpoint, e.g. `/api/feedback`. */
  endpoint: string;
  /** Folder of `feedback.jsonl`; created on the first post. */
  dataDir: string;
  /** Routes of the built pages, with trailing slashes; asked on every post, so a rebuild may change them. */
  knownRoutes: () => ReadonlySet<string>;
  /** Per-client limit; defaults to FEEDBACK_RATE_LIMIT. */
  rateLimit?: RateLimit;
  /** Clock in ms for rate limiting and timestamps; defaults to Date.now. */
  now?: () => number;
}

export interface FeedbackHandler {
  /** Answers a request already known to target the endpoint. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Lets pending appends finish and closes the store. */
  close(): Promise<void>;
}

const sendProblem = (res: ServerResponse, status: number, problem: FeedbackProblem, headers = {}) =>
  sendJson(res, status, { error: problem.error, field: problem.field }, headers);

const tooLarge: FeedbackProblem = { field: null, error: `The body is larger than ${FEEDBACK_MAX_BODY_BYTES} bytes` };

/** The feedback endpoint's handler, with its store and rate limiter. */
export function createFeedbackHandler(options: FeedbackOptions, log: (message: string) => void): FeedbackHandler {
  const now = options.now ?? Date.now;
  const limiter = new RateLimiter(options.rateLimit ?? FEEDBACK_RATE_LIMIT, now);
  const store = new FeedbackStore(options.dataDir, log);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      return sendProblem(res, 405, { field: null, error: `Method ${req.method} is not allowed: send feedback with POST` }, { Allow: 'POST' });
    }
    const decision = limiter.take(req.socket.remoteAddress ?? 'unknown');
    if (!decision.allowed) {
      return sendProblem(
        res,
        429,
        { field: null, error: `Too many feedback posts: try again in ${decision.retryAfterSeconds} s` },
        { 'Retry-After': decision.retryAfterSeconds },
      );
    }
    const wrongType = checkContentType(req.headers['content-type']);
    if (wrongType) return sendProblem(res, 415, wrongType);
    // A declared length past what would be drained is refused before reading; the connection is not reused.
    if (Number(req.headers['content-length']) > FEEDBACK_DRAIN_BYTES) {
      return sendProblem(res, 413, tooLarge, { Connection: 'close' });
    }

    const body = await readBody(req, FEEDBACK_MAX_BODY_BYTES, FEEDBACK_DRAIN_BYTES);
    if (body.kind === 'gone') return;
    if (body.kind === 'too-large') return sendProblem(res, 413, tooLarge, { Connection: 'close' });

    const decoded = decodeFeedbackBody(body.bytes, options.knownRoutes());
    if (!decoded.ok) return sendProblem(res, 400, decoded);

    const record: FeedbackRecord = { id: randomUUID(), receivedAt: new Date(now()).toISOString(), ...decoded.input };
    try {
      await store.append(record);
    } catch (error) {
      log(`feedback: could not store a record in ${options.dataDir}: ${(error as Error).stack ?? error}`);
      return sendProblem(res, 500, { field: null, error: 'The feedback could not be stored; please try again later' });
    }
    sendJson(res, 201, { id: record.id });
  }

  return { handle, close: () => store.close() };
}
