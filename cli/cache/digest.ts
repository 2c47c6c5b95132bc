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

/** The digest of a value as JSON, Maps and Sets written as their entries so their contents count. */
export function digestOfData(value: unknown): string {
  return digest(JSON.stringify(value, (_, v: unknown) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v)) ?? 'undefined');
}
