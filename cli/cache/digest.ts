/** Cache keys: SHA-256 over a list of parts, each prefixed by its length so no two lists hash alike by running together. */
import { createHash } from 'node:crypto';

export type DigestPart = string | Uint8Array;

/** The lowercase hex SHA-256 of `parts`, taken in order. */
export function digest(...parts: DigestPart[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    // A string is hashed as its UTF-8 bytes without being copied into a buffer first (a page's body, a render's key parts).
    if (typeof part === 'string') hash.update(`${Buffer.byteLength(part, 'utf8')}:`).update(part, 'utf8');
    else hash.update(`${part.length}:`).update(part);
  }
  return hash.digest('hex');
}

/**
 * A digest held for long as its 32 bytes, a character each (one-byte string of 48 bytes in V8, where its hex takes
 * 80): a large site holds one or two a page through its build.
 */
export function packedDigest(hex: string): string {
  return Buffer.from(hex, 'hex').toString('latin1');
}

/** The hex digest of one packed by {@link packedDigest}. */
export function unpackedDigest(packed: string): string {
  return Buffer.from(packed, 'latin1').toString('hex');
}

/** The digest of a value as JSON, Maps and Sets written as their entries so their contents count. */
export function digestOfData(value: unknown): string {
  return digest(JSON.stringify(value, (_, v: unknown) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v)) ?? 'undefined');
}
