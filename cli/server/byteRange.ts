/**
 * The `Range` header (RFC 9110 §14): a single byte range of a file, so a video can seek and an interrupted download
 * resume. Several ranges in one request would need a multipart body that no browser needs: those, like any header
 * this does not understand, are answered with the whole file, which the RFC allows.
 */

export type RangeRequest =
  /** No range to honour: send the whole file. */
  | { kind: 'whole' }
  /** Bytes `start` to `end`, both included, all within the file. */
  | { kind: 'part'; start: number; end: number }
  /** A well-formed range that lies past the end of the file: answer 416. */
  | { kind: 'unsatisfiable' };

export const WHOLE_FILE: RangeRequest = { kind: 'whole' };
const UNSATISFIABLE: RangeRequest = { kind: 'unsatisfiable' };

// `first-last`, `first-` or `-suffixLength`; the unit name is case-insensitive.
const SINGLE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/** What a `Range` header asks of a file of `size` bytes. */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return WHOLE_FILE;
  // A list may hold empty elements (`bytes=0-9,`), which do not count as ranges.
  const [unitAndFirst, ...others] = header.split(',');
  if (others.some((element) => element.trim() !== '')) return WHOLE_FILE;
  const match = SINGLE_RANGE.exec(unitAndFirst.trim());
  if (!match) return WHOLE_FILE;
  const [, first, last] = match;
  if (first === '') {
    if (last === '') return WHOLE_FILE;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return WHOLE_FILE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** `Content-Range` of a 206 answer. */
export function contentRange(start: number, end: number, size: number): string {
  return `bytes ${start}-${end}/${size}`;
}

/** `Content-Range` of a 416 answer: the size the range missed. */
export function unsatisfiedRange(size: number): string {
  return `bytes */${size}`;
}
