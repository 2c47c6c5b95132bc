/** Cache keys: SHA-256 over a list of parts, each prefixed by its length so no two lists hash alike by running together. */
import { createHash } from 'node:crypto';

export type DigestPart = string | Uint8Array;

/** The lowercase hex SHA-256 of `parts`, taken in order. */
export function digest(...parts: DigestPart[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/** The digest of a value as JSON, Maps and Sets written as their entries so their contents count. */
export function digestOfData(value: unknown): string {
  return digest(JSON.stringify(value, (_, v: unknown) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v)) ?? 'undefined');
}
