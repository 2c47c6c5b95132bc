import { describe, expect, it } from 'vitest';
import { cacheControlFor, isHashedAsset } from '../../../../cli/server/cachePolicy.ts';
import { etagFor, ifNoneMatchHits, ifRangeHolds, lastModifiedFor } from '../../../../cli/server/conditional.ts';
import { negotiateEncoding } from '../../../../cli/server/encoding.ts';
import { contentTypeFor } from '../../../../cli/server/mimeTypes.ts';

describe('isHashedAsset', () => {
  it.each([
    ['assets/runtime-3fa9c1d2.js', true],
    ['assets/chunk-JQ4VX2BA.js', true],
    ['assets/chunk-ABCDEFGH.js', true],
    ['assets/runtime-3fa9c1d2.js.map', true],
    ['assets/islands/settings-0123abcd.css', true],
    ['assets/runtime.js', false],
    ['assets/runtime-progress.js', false],
    ['assets/logo.svg', false],
    ['static/runtime-3fa9c1d2.js', false],
    ['runtime-3fa9c1d2.js', false],
  ])('%s → %s', (file, hashed) => {
    expect(isHashedAsset(file.split('/'))).toBe(hashed);
  });

  it('gives hashed assets a year and everything else a revalidation', () => {
    expect(cacheControlFor(['assets', 'runtime-3fa9c1d2.js'])).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(['index.html'])).toBe('no-cache');
    expect(cacheControlFor(['assets', 'logo.svg'])).toBe('no-cache');
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['a.html', 'text/html; charset=utf-8', true],
    ['a.js', 'text/javascript; charset=utf-8', true],
    ['a.mjs', 'text/javascript; charset=utf-8', true],
    ['a.css', 'text/css; charset=utf-8', true],
    ['a.json', 'application/json; charset=utf-8', true],
    ['a.svg', 'image/svg+xml', true],
    ['a.png', 'image/png', false],
    ['A.JPG', 'image/jpeg', false],
    ['a.webp', 'image/webp', false],
    ['a.avif', 'image/avif', false],
    ['a.woff2', 'font/woff2', false],
    ['favicon.ico', 'image/x-icon', true],
    ['robots.txt', 'text/plain; charset=utf-8', true],
    ['sitemap.xml', 'application/xml; charset=utf-8', true],
    ['llms.md', 'text/markdown; charset=utf-8', true],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8', true],
    ['data.bin', 'application/octet-stream', false],
    ['Makefile', 'application/octet-stream', false],
  ])('%s → %s', (file, header, compressible) => {
    expect(contentTypeFor(file)).toEqual({ header, compressible });
  });
});

describe('ETags', () => {
  const etag = etagFor(1234n, 1700000000123456789n);

  it('matches weakly, in lists and with *', () => {
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(ifNoneMatchHits(etag, etag)).toBe(true);
    expect(ifNoneMatchHits(etag.slice(2), etag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('"other"', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
  });

  it('changes with size and modification time', () => {
    expect(etagFor(1235n, 1700000000123456789n)).not.toBe(etag);
    expect(etagFor(1234n, 1700000000123456790n)).not.toBe(etag);
  });
});

describe('If-Range', () => {
  const mtimeMs = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
  const lastModified = lastModifiedFor(mtimeMs);

  it('holds with no header, or with the Last-Modified date once its second is over', () => {
    expect(lastModified).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    expect(ifRangeHolds(undefined, mtimeMs, mtimeMs)).toBe(true);
    expect(ifRangeHolds(lastModified, mtimeMs, mtimeMs + 60_000)).toBe(true);
  });

  it('fails for another date, a date within the second the file was written, an entity tag, or garbage', () => {
    expect(ifRangeHolds('Fri, 02 Jan 2026 03:04:04 GMT', mtimeMs, mtimeMs + 60_000)).toBe(false);
    expect(ifRangeHolds(lastModified, mtimeMs, mtimeMs + 100)).toBe(false);
    const etag = etagFor(1234n, BigInt(mtimeMs) * 1_000_000n);
    expect(ifRangeHolds(etag, mtimeMs, mtimeMs + 60_000)).toBe(false);
    expect(ifRangeHolds(etag.slice(2), mtimeMs, mtimeMs + 60_000)).toBe(false);
    expect(ifRangeHolds('yesterday', mtimeMs, mtimeMs + 60_000)).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
