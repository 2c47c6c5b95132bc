/** Reads a request body into memory without ever holding more than a fixed number of bytes. */
import type { IncomingMessage } from 'node:http';

export type BodyResult = { kind: 'body'; bytes: Buffer } | { kind: 'too-large' } | { kind: 'gone' };

/**
 * Buffers up to `limit` bytes. Past it, the rest is read and dropped until the body ends, because a
 * socket closed with unread data is reset and the client would lose the 413; past `drainLimit` the
 * answer comes at once (the caller must close the connection, which Node then does after the answer).
 * `gone`: the client went away, there is no one to answer.
 */
export function readBody(req: IncomingMessage, limit: number, drainLimit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      if (received > drainLimit) resolve({ kind: 'too-large' });
    });
    req.on('end', () => resolve(received > limit ? { kind: 'too-large' } : { kind: 'body', bytes: Buffer.concat(chunks) }));
    // Settling twice is a no-op, so 'close' after 'end' changes nothing.
    req.on('close', () => resolve({ kind: 'gone' }));
    req.on('error', () => resolve({ kind: 'gone' }));
  });
}
