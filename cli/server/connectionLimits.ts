/**
 * Caps on open connections, overall and per client address, so one client holding thousands of idle sockets can
 * neither exhaust the file descriptors nor crowd out other readers: its connections past its share are closed as
 * they open, while everyone else's go on being accepted.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';
import { normaliseAddress } from './clientAddress.ts';

export interface ConnectionLimits {
  /** Open connections in all. */
  maxConnections: number;
  /** Open connections from one address (trusted proxies are exempt: they carry every reader). */
  maxConnectionsPerAddress: number;
}

/** Browsers open at most six connections to a host; the rest is room for readers sharing one address (an office NAT). */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { maxConnections: 1000, maxConnectionsPerAddress: 64 };

/** Enforces `limits` on `server`; `exempt` are addresses with no per-address cap. */
export function limitConnections(server: http.Server, limits: ConnectionLimits, exempt: readonly string[]): void {
  const exemptAddresses = new Set(exempt.map(normaliseAddress));
  const openByAddress = new Map<string, number>();
  // Past this, Node closes new connections itself before any request is read.
  server.maxConnections = limits.maxConnections;
  server.on('connection', (socket: Socket) => {
    const address = normaliseAddress(socket.remoteAddress ?? 'unknown');
    if (exemptAddresses.has(address)) return;
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left === 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
}
