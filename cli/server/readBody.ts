/** Reads a request body into memory without ever holding more than a fixed number of bytes, or waiting for ever. */
import type { IncomingMessage } from 'node:http';

export type BodyResult =
  | { kind: 'body'; bytes: Buffer }
  /**
   * Past the limit: answer 413 at once, but end the answer only once `rest` resolves: the rest of the body is read and
   * dropped until it ends or `linger` runs out (then the connection is cut).
   */
  | { kind: 'too-large'; rest: Promise<void> }
  /** The body did not arrive in time: answer 408 and close. */
  | { kind: 'timeout' }
  /** The client went away: there is no one to answer. */
  | { kind: 'gone' };

export interface BodyLimits {
  /** Largest body accepted. */
  maxBytes: number;
  /** Time from the start of reading until the whole body must have arrived. */
  timeoutMs: number;
  /**
   * After a 413, how long and how much more of the body is read and dropped before the connection is cut. A socket
   * closed with unread data is reset, and a client still sending would lose the answer with it; past these, the client
   * is not stopping and is cut anyway.
   */
  linger: { ms: number; bytes: number };
}

/** Buffers the body of `req` within `limits`; a declared Content-Length past the limit is refused before reading. */
export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let dropped = 0;
    let tooLarge = false;
    let lingerTimer: NodeJS.Timeout | undefined;
    let restRead = () => {};
    const rest = new Promise<void>((resolveRest) => (restRead = resolveRest));
    const cut = () => {
      req.socket.destroy();
      restRead();
    };

    const timer = setTimeout(() => settle({ kind: 'timeout' }), limits.timeoutMs);
    const settle = (result: BodyResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const refuse = () => {
      tooLarge = true;
      chunks.length = 0;
      lingerTimer = setTimeout(cut, limits.linger.ms);
      settle({ kind: 'too-large', rest });
    };

    if (Number(req.headers['content-length']) > limits.maxBytes) refuse();
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) {
        dropped += chunk.length;
        if (dropped > limits.linger.bytes) cut();
        return;
      }
      received += chunk.length;
      if (received > limits.maxBytes) refuse();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(lingerTimer);
      restRead();
      settle({ kind: 'body', bytes: Buffer.concat(chunks) });
    });
    req.on('close', () => {
      clearTimeout(lingerTimer);
      restRead();
      settle({ kind: 'gone' });
    });
    req.on('error', () => settle({ kind: 'gone' }));
  });
}
