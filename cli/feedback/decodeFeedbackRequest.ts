/** The wire format of a feedback post: its media type and its bytes, checked before the fields are. */
import type { FeedbackProblem, FeedbackValidation } from './validateFeedback.ts';
import { validateFeedback } from './validateFeedback.ts';

/** Null when the `Content-Type` header is `application/json` (UTF-8), otherwise the problem to answer with 415. */
export function checkContentType(header: string | undefined): FeedbackProblem | null {
  const [mediaType, ...params] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') {
    return {
      field: null,
      error: `Content-Type must be application/json, got ${header === undefined ? 'none' : JSON.stringify(header)}`,
    };
  }
  const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return { field: null, error: `The JSON body must be UTF-8, got charset ${JSON.stringify(charset)}` };
  }
  return null;
}

/** Decodes UTF-8, parses JSON and validates the fields of a feedback body. */
export function decodeFeedbackBody(bytes: Buffer, knownRoutes: ReadonlySet<string>): FeedbackValidation {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, field: null, error: 'The body is not valid UTF-8' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, field: null, error: `The body is not valid JSON: ${(error as Error).message}` };
  }
  return validateFeedback(value, knownRoutes);
}
