import { describe, expect, it } from 'vitest';
import { checkContentType, decodeFeedbackBody } from '../../../../cli/feedback/decodeFeedbackRequest.ts';
import { normaliseRoute, validateFeedback } from '../../../../cli/feedback/validateFeedback.ts';

const routes = new Set(['/', '/material-ui/react-button/']);
const valid = { page: '/material-ui/react-button/', rating: 1, comment: 'Clear.', version: '6.1.5', language: 'en' };

describe('validateFeedback', () => {
  it('accepts a complete submission and one without comment', () => {
    expect(validateFeedback(valid, routes)).toEqual({ ok: true, input: valid });
    const { comment: _, ...bare } = valid;
    expect(validateFeedback({ ...bare, rating: 0 }, routes)).toEqual({ ok: true, input: { ...bare, rating: 0 } });
  });

  it('normalises the page to its trailing-slash route', () => {
    expect(normaliseRoute('/a/b')).toBe('/a/b/');
    expect(normaliseRoute('/')).toBe('/');
    const result = validateFeedback({ ...valid, page: '/material-ui/react-button' }, routes);
    expect(result.ok && result.input.page).toBe('/material-ui/react-button/');
  });

  it('counts comment characters as code points', () => {
    expect(validateFeedback({ ...valid, comment: '😀'.repeat(2000) }, routes).ok).toBe(true);
    expect(validateFeedback({ ...valid, comment: 'x'.repeat(2000) }, routes).ok).toBe(true);
  });

  it.each([
    ['missing page', { ...valid, page: undefined }, 'page', /Missing field "page"/],
    ['missing rating', { ...valid, rating: undefined }, 'rating', /Missing field "rating"/],
    ['missing version', { ...valid, version: undefined }, 'version', /Missing field "version"/],
    ['missing language', { ...valid, language: undefined }, 'language', /Missing field "language"/],
    ['page not a string', { ...valid, page: 42 }, 'page', /"page" must be a string/],
    ['unknown page', { ...valid, page: '/nope/' }, 'page', /not a page of this site: "\/nope\/"/],
    ['rating 2', { ...valid, rating: 2 }, 'rating', /0 \(not helpful\) or 1 \(helpful\), got 2/],
    ['rating "1"', { ...valid, rating: '1' }, 'rating', /got the string "1"/],
    ['rating true', { ...valid, rating: true }, 'rating', /got true/],
    ['rating 0.5', { ...valid, rating: 0.5 }, 'rating', /got 0.5/],
    ['comment null', { ...valid, comment: null }, 'comment', /must be a string when present/],
    ['comment 2001 chars', { ...valid, comment: 'x'.repeat(2001) }, 'comment', /2001 characters long: at most 2000/],
    ['version empty', { ...valid, version: '' }, 'version', /non-empty string/],
    ['version blank', { ...valid, version: '   ' }, 'version', /non-empty string/],
    ['version number', { ...valid, version: 6 }, 'version', /non-empty string/],
    ['version 51 chars', { ...valid, version: '1'.repeat(51) }, 'version', /longer than 50/],
    ['language eng', { ...valid, language: 'eng' }, 'language', /two-letter lowercase language code/],
    ['language EN', { ...valid, language: 'EN' }, 'language', /two-letter/],
    ['unknown key', { ...valid, id: 'abc' }, 'id', /Unknown field "id"/],
    ['not an object', [valid], null, /must be a JSON object/],
    ['null body', null, null, /must be a JSON object/],
  ])('refuses %s, naming the field', (_, body, field, message) => {
    const result = validateFeedback(body === null ? null : JSON.parse(JSON.stringify(body)), routes);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.error).toMatch(message);
    }
  });
});

describe('checkContentType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])('accepts %s', (type) => {
    expect(checkContentType(type)).toBeNull();
  });

  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', 'application/json; charset=latin1'])(
    'refuses %s',
    (type) => {
      expect(checkContentType(type)).toMatchObject({ field: null, error: expect.stringMatching(/Content-Type|UTF-8/) });
    },
  );
});

describe('decodeFeedbackBody', () => {
  it('decodes and validates', () => {
    expect(decodeFeedbackBody(Buffer.from(JSON.stringify(valid)), routes)).toEqual({ ok: true, input: valid });
  });

  it('refuses invalid JSON and invalid UTF-8', () => {
    expect(decodeFeedbackBody(Buffer.from('{"page":'), routes)).toMatchObject({ ok: false, field: null, error: expect.stringContaining('not valid JSON') });
    expect(decodeFeedbackBody(Buffer.from(''), routes)).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') });
    expect(decodeFeedbackBody(Buffer.from([0x7b, 0xff, 0x7d]), routes)).toMatchObject({ ok: false, error: 'The body is not valid UTF-8' });
  });
});
