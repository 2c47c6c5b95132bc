/**
 * Caps on open connections, overall and per client address, so one client holding thousands of idle sockets can
 * neither exhaust the file descriptors nor crowd out other readers: its connections past its share are closed as
 * they open, and at the overall cap the oldest connection that has not sent a byte yet is closed to let a new one in.
 * Many addresses holding silent sockets (they cost the server nothing but a slot) then only push each other out,
 * while a reader, who sends its request as soon as it connects, is served.
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

/**
 * Connections the kernel holds until the server takes them in (`listen`'s backlog; Linux caps it at
 * net.core.somaxconn, 4096 by default). Node's 511 overflows in a burst of new connections, and a connection dropped
 * there is tried again by its client only a second later, a reader's with the rest.
 */
export const LISTEN_BACKLOG = 4096;

/** An open connection, linked among the silent ones while it has not been seen to send a byte. */
interface Connection {
  socket: Socket;
  /** Gives up its slot (once): on close, or at once when it is closed to make room. */
  release(): void;
  /** Whether it is in the list of silent connections. */
  listed: boolean;
  older: Connection | null;
  newer: Connection | null;
}

/**
 * Open connections not yet seen to send a byte, oldest first. A linked list, so that one leaving from anywhere (it
 * closed) costs the same as the oldest leaving, however many come and go.
 */
class SilentConnections {
  private oldest: Connection | null = null;
  private newest: Connection | null = null;

  add(connection: Connection): void {
    connection.older = this.newest;
    connection.newer = null;
    if (this.newest) this.newest.newer = connection;
    else this.oldest = connection;
    this.newest = connection;
    connection.listed = true;
  }

  remove(connection: Connection): void {
    if (!connection.listed) return;
    connection.listed = false;
    if (connection.older) connection.older.newer = connection.newer;
    else this.oldest = connection.newer;
    if (connection.newer) connection.newer.older = connection.older;
    else this.newest = connection.older;
  }

  /** Takes the oldest that still has sent nothing; those found to have spoken since leave the list on the way. */
  takeOldest(): Connection | null {
    for (let connection = this.oldest; connection; connection = this.oldest) {
      this.remove(connection);
      if (connection.socket.bytesRead === 0) return connection;
    }
    return null;
  }
}

/** Enforces `limits` on `server`; `exempt` are addresses with no per-address cap. */
export function limitConnections(server: http.Server, limits: ConnectionLimits, exempt: readonly string[]): void {
  const exemptAddresses = new Set(exempt.map(normaliseAddress));
  const openByAddress = new Map<string, number>();
  const silent = new SilentConnections();
  let open = 0;

  server.on('connection', (socket: Socket) => {
    const address = normaliseAddress(socket.remoteAddress ?? 'unknown');
    const capped = !exemptAddresses.has(address);
    const fromAddress = (openByAddress.get(address) ?? 0) + 1;
    if (capped && fromAddress > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    if (open >= limits.maxConnections) {
      const evicted = silent.takeOldest();
      if (!evicted) {
        socket.destroy();
        return;
      }
      // Its slot is given up now: its close event comes a turn later, after this connection has taken the slot.
      evicted.release();
      evicted.socket.destroy();
    }
    open += 1;
    if (capped) openByAddress.set(address, fromAddress);
    let released = false;
    const connection: Connection = {
      socket,
      listed: false,
      older: null,
      newer: null,
      release() {
        if (released) return;
        released = true;
        open -= 1;
        silent.remove(connection);
        if (!capped) return;
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left === 0) openByAddress.delete(address);
        else openByAddress.set(address, left);
      },
    };
    silent.add(connection);
    socket.once('close', connection.release);
  });
}
