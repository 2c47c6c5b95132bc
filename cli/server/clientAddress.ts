/**
 * The address a request comes from, for per-client limits. Behind a reverse proxy every request arrives from the
 * proxy, so for proxies the operator trusts (`--trust-proxy`) the client is the address the proxy appended to
 * `X-Forwarded-For`; anyone else could write that header, so from other peers it is ignored.
 */
import net from 'node:net';
import type { IncomingMessage } from 'node:http';

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) and `192.0.2.1` are one client. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1] : address).toLowerCase();
}

/** The last hop of an `X-Forwarded-For` header: the one the trusted proxy itself added. Null when it is not an address. */
function lastForwardedHop(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  const hop = value?.split(',').at(-1)?.trim().replace(/^\[(.*)\]$/, '$1');
  return hop && net.isIP(hop) ? normaliseAddress(hop) : null;
}

export type ClientAddress = (req: IncomingMessage) => string;

/** Resolves the client of a request, trusting `X-Forwarded-For` from the given proxy addresses only. */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddress {
  const trusted = new Set(trustedProxies.map(normaliseAddress));
  return (req) => {
    const peer = normaliseAddress(req.socket.remoteAddress ?? 'unknown');
    if (!trusted.has(peer)) return peer;
    return lastForwardedHop(req.headers['x-forwarded-for']) ?? peer;
  };
}
