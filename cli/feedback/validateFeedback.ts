/** Checks a parsed feedback body field by field; every refusal names the field and what would be accepted. */
import { FEEDBACK_MAX_COMMENT_CHARS } from '../../runtime/constants.ts';
import { FEEDBACK_MAX_VERSION_CHARS } from './feedbackLimits.ts';
import { FEEDBACK_FIELDS, type FeedbackInput } from './feedbackRecord.ts';

/** Body of every error answer: `field` names the offending JSON field, or is null when the request as a whole is at fault. */
export interface FeedbackProblem {
  error: string;
  field: string | null;
}

export type FeedbackValidation = { ok: true; input: FeedbackInput } | ({ ok: false } & FeedbackProblem);

const REQUIRED = ['page', 'rating', 'version', 'language'] as const;
const LANGUAGE_CODE = /^[a-z]{2}$/;

/** A route with its trailing slash, the form the site's routes take: `/a/b` → `/a/b/`. */
export function normaliseRoute(page: string): string {
  return page.endsWith('/') ? page : `${page}/`;
}

/** Counts characters as a reader does (code points), so one emoji is one character, not two. */
function characterCount(text: string): number {
  return [...text].length;
}

/** A received value, quoted and cut short, for an error message. */
function describe(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

const fail = (field: string | null, error: string): FeedbackValidation => ({ ok: false, field, error });

/** Validates a parsed JSON body against the feedback contract and the routes the site has. */
export function validateFeedback(value: unknown, knownRoutes: ReadonlySet<string>): FeedbackValidation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(null, `The body must be a JSON object with the fields ${REQUIRED.join(', ')} and optionally comment, got ${describe(value)}`);
  }
  const body = value as Record<string, unknown>;
  const unknown = Object.keys(body).find((key) => !(FEEDBACK_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) {
    return fail(unknown, `Unknown field "${unknown}": the accepted fields are ${FEEDBACK_FIELDS.join(', ')}`);
  }
  const missing = REQUIRED.find((key) => body[key] === undefined);
  if (missing !== undefined) return fail(missing, `Missing field "${missing}"`);

  const { page, rating, comment, version, language } = body;
  if (typeof page !== 'string') {
    return fail('page', `Field "page" must be a string such as "/material-ui/getting-started/", got ${describe(page)}`);
  }
  const route = normaliseRoute(page);
  if (!knownRoutes.has(route)) return fail('page', `Field "page" is not a page of this site: ${JSON.stringify(route.slice(0, 200))}`);

  if (rating !== 0 && rating !== 1) {
    return fail('rating', `Field "rating" must be the number 0 (not helpful) or 1 (helpful), got ${describe(rating)}`);
  }
  if (comment !== undefined) {
    if (typeof comment !== 'string') {
      return fail('comment', `Field "comment" must be a string when present (leave it out for no comment), got ${describe(comment)}`);
    }
    const length = characterCount(comment);
    if (length > FEEDBACK_MAX_COMMENT_CHARS) {
      return fail('comment', `Field "comment" is ${length} characters long: at most ${FEEDBACK_MAX_COMMENT_CHARS} are accepted`);
    }
  }
  if (typeof version !== 'string' || version.trim() === '') {
    return fail('version', `Field "version" must be a non-empty string such as "6.1.5", got ${describe(version)}`);
  }
  if (characterCount(version) > FEEDBACK_MAX_VERSION_CHARS) {
    return fail('version', `Field "version" is longer than ${FEEDBACK_MAX_VERSION_CHARS} characters`);
  }
  if (typeof language !== 'string' || !LANGUAGE_CODE.test(language)) {
    return fail('language', `Field "language" must be a two-letter lowercase language code such as "en", got ${describe(language)}`);
  }
  return {
    ok: true,
    input: { page: route, rating, ...(comment === undefined ? {} : { comment }), version, language },
  };
}
