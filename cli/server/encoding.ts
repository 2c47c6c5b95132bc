/** Content-coding negotiation and the compressors behind it. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this size the framing overhead eats most of the gain, so small files go out as they are. */
export const MIN_COMPRESS_BYTES = 1024;

// Brotli wins ties: it compresses JS and CSS smaller than gzip.
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** The best coding the client accepts according to `Accept-Encoding` (q-values and `*` honoured), or null. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a whole file. The first visitor of each new file version waits for this, so the levels
 * are picked for speed: brotli's top quality saves little more and takes far longer than 6, and gzip 6 is
 * nearly as small as gzip 9 in much less time.
 */
export function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: 6 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
