/** At the connection cap, silent connections make room for new ones, so a flood of idle sockets cannot lock readers out. */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from '../../../../cli/server/connectionLimits.ts';
import { closed, connect, exchange, startServer, tempDir, writeFiles, type Running } from './helpers.ts';

const GET = 'GET / HTTP/1.1\r\nHost: docs\r\nConnection: close\r\n\r\n';

interface Site extends Running {
  /** The server's side of a client's connection, once the server has taken it in. */
  serverSide(client: net.Socket): Promise<net.Socket>;
}

const running: Running[] = [];
const roots: string[] = [];
const clients: net.Socket[] = [];
afterEach(async () => {
  clients.splice(0).forEach((socket) => socket.destroy());
  await Promise.all(running.splice(0).map((site) => site.close()));
  await Promise.all(roots.splice(0).map((root) => fs.rm(root, { recursive: true, force: true })));
});

async function serve(connections: ConnectionLimits): Promise<Site> {
  const root = await tempDir('connections');
  roots.push(root);
  await writeFiles(path.join(root, 'dist'), { 'index.html': 'home' });
  const site = await startServer({ outDir: path.join(root, 'dist'), connections });
  running.push(site);
  const byPeerPort = new Map<number, net.Socket>();
  site.server.on('connection', (socket: net.Socket) => byPeerPort.set(socket.remotePort!, socket));
  return {
    ...site,
    async serverSide(client) {
      while (!byPeerPort.has(client.localPort!)) await nextTurn();
      return byPeerPort.get(client.localPort!)!;
    },
  };
}

/** Connects from `localAddress` and resolves once the server has taken the connection in, so arrival order is known. */
async function open(site: Site, localAddress: string): Promise<net.Socket> {
  const socket = await connect(site.port, localAddress);
  clients.push(socket);
  await site.serverSide(socket);
  return socket;
}

/** Sends the first line of a request and resolves once the server has read it: the request has started. */
async function startRequest(site: Site, socket: net.Socket): Promise<void> {
  const peer = await site.serverSide(socket);
  socket.write('GET / HTTP/1.1\r\n');
  while (peer.bytesRead === 0) await nextTurn();
}

/**
 * Keeps `perAddress` connections that send nothing open from each address, opening again each one the server
 * closes, until stopped or `maxOpens` were opened in all.
 */
function flood(port: number, addresses: readonly string[], perAddress: number, maxOpens: number) {
  const sockets = new Set<net.Socket>();
  let opens = 0;
  let stopped = false;
  const openFrom = (localAddress: string) => {
    if (stopped || opens >= maxOpens) return;
    opens += 1;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('close', () => {
      sockets.delete(socket);
      openFrom(localAddress);
    });
  };
  for (const address of addresses) for (let i = 0; i < perAddress; i++) openFrom(address);
  return {
    opened: () => opens,
    async stop() {
      stopped = true;
      const left = [...sockets];
      left.forEach((socket) => socket.destroy());
      await Promise.all(left.map(closed));
    },
  };
}

/** Asks for `/` from `localAddress`: the status line and the time from connecting to the answer's first byte. */
function readFirstByte(port: number, localAddress: string): Promise<{ statusLine: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(GET));
    socket.once('data', (chunk) => {
      resolve({ statusLine: chunk.toString('latin1').split('\r\n')[0], ms: performance.now() - started });
      socket.destroy();
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('closed before answering')));
  });
}

describe('room for new connections at the cap', () => {
  it('closes the oldest connection that has sent nothing to let a new one in', async () => {
    const site = await serve({ maxConnections: 3, maxConnectionsPerAddress: 10 });
    const [oldest, second, third] = [await open(site, '127.0.3.1'), await open(site, '127.0.3.1'), await open(site, '127.0.3.1')];
    const newcomer = await open(site, '127.0.3.2');
    await closed(oldest);
    expect([second.destroyed, third.destroyed]).toEqual([false, false]);
    expect(await exchange(newcomer, GET)).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await exchange(second, GET)).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('never closes a connection whose request has started, and refuses a new one when every connection has', async () => {
    const site = await serve({ maxConnections: 2, maxConnectionsPerAddress: 10 });
    const started = await open(site, '127.0.3.3');
    await startRequest(site, started);
    const silent = await open(site, '127.0.3.3');
    const newcomer = await open(site, '127.0.3.4');
    await closed(silent);
    await startRequest(site, newcomer);

    const refused = await connect(site.port, '127.0.3.5');
    clients.push(refused);
    await closed(refused);
    expect(await exchange(started, 'Host: docs\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('serves a new reader at once while many addresses keep the cap full of silent connections', { timeout: 20_000 }, async () => {
    const site = await serve({ maxConnections: 100, maxConnectionsPerAddress: 10 });
    const addresses = Array.from({ length: 40 }, (_, i) => `127.0.5.${i + 1}`);
    const attack = flood(site.port, addresses, 10, 6_000);
    try {
      while (attack.opened() < 400) await nextTurn();
      const readers = [];
      for (let i = 1; i <= 5; i++) readers.push(await readFirstByte(site.port, `127.0.6.${i}`));
      expect(readers.map((reader) => reader.statusLine)).toEqual(Array(5).fill('HTTP/1.1 200 OK'));
      // A guard, not a benchmark: refused readers used to wait for the 10 s header deadline to free a slot.
      expect(Math.max(...readers.map((reader) => reader.ms))).toBeLessThan(3_000);
    } finally {
      await attack.stop();
    }
  });
});
