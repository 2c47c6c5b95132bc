/**
 * `POST <endpoint>`: rate limit, media type, size, fields, then a durable append and `201 {id}`.
 * Statuses: 405 other methods, 429 too many posts, 415 a body that is not JSON by its Content-Type,
 * 413 over 16 KB, 408 a body that stops arriving, 400 malformed JSON, an invalid field or a malformed
 * `Idempotency-Key`, 500 storage failure. Every error answer is `{ error, field }`. A post repeating an
 * `Idempotency-Key` already stored is answered with the first post's id and not stored again.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../server/readBody.ts';
import { sendJson } from '../server/respond.ts';
import { checkContentType, decodeFeedbackBody } from './decodeFeedbackRequest.ts';
import type { ClientAddress } from '../server/clientAddress.ts';
import {
  FEEDBACK_BODY_TIMEOUT_MS,
  FEEDBACK_LINGER,
  FEEDBACK_MAX_BODY_BYTES,
  FEEDBACK_RATE_LIMIT,
  IDEMPOTENCY_KEY_PATTERN,
  type RateLimit,
} from './feedbackLimits.ts';
import type { FeedbackRecord } from './feedbackRecord.ts';
import { FeedbackStore, type AppendResult } from './feedbackStore.ts';
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
  /** Time for a body to arrive in full before the answer is 408; defaults to FEEDBACK_BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
}

export interface FeedbackHandler {
  /** Answers a request already known to target the endpoint. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Lets pending appends finish and closes the store. */
  close(): Promise<void>;
}

const sendProblem = (res: ServerResponse, status: number, problem: FeedbackProblem, headers = {}, endAfter?: Promise<void>) =>
  sendJson(res, status, { error: problem.error, field: problem.field }, headers, endAfter);

const tooLarge: FeedbackProblem = { field: null, error: `The body is larger than ${FEEDBACK_MAX_BODY_BYTES} bytes` };

/** The key of an `Idempotency-Key` header (quotes of a structured-field string removed); null when absent, false when malformed. */
function parseIdempotencyKey(header: string | string[] | undefined): string | null | false {
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header.join(',') : header).trim().replace(/^"(.*)"$/, '$1');
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : false;
}

/** The feedback endpoint's handler, with its store and rate limiter. */
export function createFeedbackHandler(
  options: FeedbackOptions,
  clientAddress: ClientAddress,
  log: (message: string) => void,
): FeedbackHandler {
  const now = options.now ?? Date.now;
  const limiter = new RateLimiter(options.rateLimit ?? FEEDBACK_RATE_LIMIT, now);
  const store = new FeedbackStore(options.dataDir, log);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      return sendProblem(res, 405, { field: null, error: `Method ${req.method} is not allowed: send feedback with POST` }, { Allow: 'POST' });
    }
    const decision = limiter.take(clientAddress(req));
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
    const idempotencyKey = parseIdempotencyKey(req.headers['idempotency-key']);
    if (idempotencyKey === false) {
      return sendProblem(res, 400, { field: null, error: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters, such as a UUID' });
    }

    const body = await readBody(req, {
      maxBytes: FEEDBACK_MAX_BODY_BYTES,
      timeoutMs: options.bodyTimeoutMs ?? FEEDBACK_BODY_TIMEOUT_MS,
      linger: FEEDBACK_LINGER,
    });
    if (body.kind === 'gone') return;
    // The client may still be sending: it gets the answer now, and the connection ends once it stops (see readBody).
    if (body.kind === 'too-large') return sendProblem(res, 413, tooLarge, {}, body.rest);
    if (body.kind === 'timeout') {
      return sendProblem(res, 408, { field: null, error: 'The body did not arrive in time; send it again' }, { Connection: 'close' });
    }

    const decoded = decodeFeedbackBody(body.bytes, options.knownRoutes());
    if (!decoded.ok) return sendProblem(res, 400, decoded);

    const record: FeedbackRecord = {
      id: randomUUID(),
      receivedAt: new Date(now()).toISOString(),
      ...decoded.input,
      ...(idempotencyKey === null ? {} : { idempotencyKey }),
    };
    let stored: AppendResult;
    try {
      stored = await store.append(record);
    } catch (error) {
      log(`feedback: could not store a record in ${options.dataDir}: ${(error as Error).stack ?? error}`);
      return sendProblem(res, 500, { field: null, error: 'The feedback could not be stored; please try again later' });
    }
    sendJson(res, 201, { id: stored.id }, stored.replayed ? { 'Idempotent-Replayed': 'true' } : {});
  }

  return { handle, close: () => store.close() };
}
