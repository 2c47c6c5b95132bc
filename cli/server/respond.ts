/** Small, complete responses: plain text for the static side, JSON for the API side. */
import type { ServerResponse } from 'node:http';

type Headers = Record<string, string | number>;

/** Ends `res` with a short plain-text body (errors, redirects); nothing is written for HEAD. */
export function sendText(res: ServerResponse, status: number, message: string, headers: Headers = {}): void {
  const body = Buffer.from(`${message}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * Ends `res` with a JSON body that no cache may keep. With `endAfter`, the whole answer is sent at once but the
 * response ends (and a closing connection closes) only once it resolves.
 */
export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Headers = {}, endAfter?: Promise<void>): void {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  if (res.req.method !== 'HEAD') res.write(body);
  if (endAfter) void endAfter.then(() => res.end());
  else res.end();
}
