/** ETags and `If-None-Match`, so an unchanged file costs a 304 and no body. */

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
