/** Validators (ETag, Last-Modified) and the conditions on them: `If-None-Match`, so an unchanged file costs a 304 and no body, and `If-Range`. */

/**
 * A weak validator from size and modification time: the build rewrites every file it changes, and
 * weak comparison keeps the gzip and identity forms of one file under one tag.
 */
export function etagFor(size: bigint, mtimeNs: bigint): string {
  return `W/"${size.toString(16)}-${mtimeNs.toString(16)}"`;
}

/** Whether an `If-None-Match` header matches the current ETag (weak comparison, `*` matches anything). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === current);
}

/** `Last-Modified` from a file's modification time; the header's unit is the second. */
export function lastModifiedFor(mtimeMs: number): string {
  return new Date(mtimeMs).toUTCString();
}

/**
 * Whether a range may be sent under `If-Range` (RFC 9110 §13.1.5): with no such header, or when it names the bytes the
 * client holds for certain. An entity tag never does here: docsgen's are weak, and a weak tag may stand for other bytes.
 * A date does when it is the file's `Last-Modified` and the second it names is over by `now`: a file written twice
 * within one second keeps one date, but any later write gets a later one.
 */
export function ifRangeHolds(header: string | undefined, mtimeMs: number, now: number): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return false;
  const modifiedSecond = Math.floor(mtimeMs / 1000) * 1000;
  return Date.parse(value) === modifiedSecond && now >= modifiedSecond + 1000;
}
