/** Which responses a browser may keep forever and which it must revalidate. */

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * A content hash right before the extension(s): lowercase hex (`runtime-3fa9c1d2.js`) or esbuild's
 * default uppercase base32 (`chunk-JQ4VX2BA.js`, which may be all letters), also followed by `.map`.
 * Lowercase words like `progress` are not hashes, which is why the two alphabets are not mixed.
 */
const HASHED_NAME = /[-.](?:[0-9a-f]{8,}|[0-9A-Z]{8,})(?:\.[A-Za-z0-9]+)+$/;

/** Folders whose files are all named by content hash: the runtime bundle and the search index. */
const HASHED_FOLDERS = new Set(['assets', 'search']);

/** Whether a path names a content-hashed file under `/assets/` or `/search/`, whose bytes can never change. */
export function isHashedAsset(segments: readonly string[]): boolean {
  return segments.length >= 2 && HASHED_FOLDERS.has(segments[0]) && HASHED_NAME.test(segments[segments.length - 1]);
}

/** `Cache-Control` for a file: immutable for hashed assets, revalidate (ETag) for HTML and the rest. */
export function cacheControlFor(segments: readonly string[]): string {
  return isHashedAsset(segments) ? IMMUTABLE : REVALIDATE;
}
