/** Content hashes for asset file names. */
import { createHash } from 'node:crypto';

/** The first 8 hex digits of the SHA-256 of `content`. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}
