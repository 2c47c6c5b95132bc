import { describe, expect, it } from 'vitest';
import { formatPath, parseRequestTarget } from '../../../../cli/server/requestTarget.ts';

describe('parseRequestTarget', () => {
  it('splits a clean URL into decoded segments and keeps the query', () => {
    expect(parseRequestTarget('/material-ui/react-button/?x=1&y=%20')).toEqual({
      ok: true,
      segments: ['material-ui', 'react-button'],
      trailingSlash: true,
      search: '?x=1&y=%20',
    });
    expect(parseRequestTarget('/')).toEqual({ ok: true, segments: [], trailingSlash: true, search: '' });
    expect(parseRequestTarget('/a/b.html')).toMatchObject({ segments: ['a', 'b.html'], trailingSlash: false });
  });

  it('decodes percent-encoding per segment', () => {
    expect(parseRequestTarget('/caf%C3%A9/a%20b')).toMatchObject({ segments: ['café', 'a b'] });
  });

  it('drops empty segments and the fragment', () => {
    expect(parseRequestTarget('/a//b/#top')).toMatchObject({ segments: ['a', 'b'], trailingSlash: true, search: '' });
  });

  it.each([
    ['/../package.json', 'dot segments'],
    ['/a/../../etc/passwd', 'dot segments'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'dot segments'],
    ['/%2E%2E/x', 'dot segments'],
    ['/./index.html', 'dot segments'],
    ['/..%2f..%2fpackage.json', 'separator'],
    ['/..%2F', 'separator'],
    ['/..%5c..%5cpackage.json', 'separator'],
    ['/a\\..\\b', 'separator'],
    ['/index.html%00.txt', 'control'],
    ['/%0d%0aSet-Cookie:x', 'control'],
    ['/%E0%A4%A', 'percent-encoding'],
    ['/%zz', 'percent-encoding'],
    ['http://evil.example/x', 'must be a path'],
    ['*', 'must be a path'],
    ['', 'must be a path'],
  ])('refuses %s', (raw, reason) => {
    const target = parseRequestTarget(raw);
    expect(target.ok).toBe(false);
    if (!target.ok) expect(target.reason).toContain(reason);
  });
});

describe('formatPath', () => {
  it('re-encodes segments, so a redirect can never point at another host', () => {
    expect(formatPath(['a b', 'café'], true)).toBe('/a%20b/caf%C3%A9/');
    expect(formatPath([], false)).toBe('/');
    const target = parseRequestTarget('//evil.example/');
    expect(target.ok && formatPath(target.segments, true)).toBe('/evil.example/');
  });
});
