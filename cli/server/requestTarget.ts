/** Turns the raw request target (`req.url`) into safe path segments, or says why it is refused. */

export interface RequestTarget {
  ok: true;
  /** Decoded path segments, none empty, none `.` or `..`, none holding a separator or a control character. */
  segments: string[];
  /** Whether the path ended with `/`: `/a/b/` names a folder's index page, `/a/b` a file. */
  trailingSlash: boolean;
  /** The query string with its leading `?`, or an empty string; kept verbatim for redirects. */
  search: string;
}

export interface BadTarget {
  ok: false;
  reason: string;
}

// C0 controls and DEL: never in a built file's name, and dangerous in logs and headers.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Parses an origin-form request target. Each segment is percent-decoded on its own, so an encoded
 * separator (`..%2f`) or dot segment (`%2e%2e`) is seen for what it is and refused instead of resolved.
 */
export function parseRequestTarget(rawUrl: string): RequestTarget | BadTarget {
  if (!rawUrl.startsWith('/')) return { ok: false, reason: 'the request target must be a path starting with /' };
  // Clients do not send fragments, but one in the target must not become part of a file name.
  const hashAt = rawUrl.indexOf('#');
  const withoutHash = hashAt === -1 ? rawUrl : rawUrl.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutHash.slice(queryAt);

  const segments: string[] = [];
  for (const rawSegment of rawPath.split('/')) {
    // Empty segments (`//`) cannot climb anywhere; dropping them keeps `/a//b/` on `a/b`.
    if (rawSegment === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return { ok: false, reason: `malformed percent-encoding in "${rawSegment}"` };
    }
    if (segment === '.' || segment === '..') return { ok: false, reason: 'dot segments are not allowed' };
    if (segment.includes('/') || segment.includes('\\')) {
      return { ok: false, reason: 'an encoded path separator is not allowed' };
    }
    if (CONTROL_CHARACTER.test(segment)) return { ok: false, reason: 'control characters are not allowed' };
    segments.push(segment);
  }
  return { ok: true, segments, trailingSlash: rawPath.endsWith('/'), search };
}

/** The canonical, percent-encoded path of parsed segments, e.g. for a `Location` header. */
export function formatPath(segments: readonly string[], trailingSlash: boolean): string {
  if (segments.length === 0) return '/';
  return `/${segments.map(encodeURIComponent).join('/')}${trailingSlash ? '/' : ''}`;
}
