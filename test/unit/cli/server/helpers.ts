/** Shared by the server tests: temporary folders, a listening server, and raw HTTP requests. */
import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDocsServer, type DocsServerOptions } from '../../../../cli/server/createServer.ts';

/** A fresh temporary folder (real path, so symlink checks compare like with like). */
export async function tempDir(prefix: string): Promise<string> {
  return fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), `docsgen-${prefix}-`)));
}

/** Writes `files` (relative path → content) under `root`. */
export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }
}

export interface Running {
  server: Server;
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Every test client connects from 127.0.0.1, many at once; the connection-limit tests set their own caps. */
export const TEST_CONNECTION_LIMITS = { maxConnections: 2000, maxConnectionsPerAddress: 1000 };

/** Starts a docs server on 127.0.0.1 and a free port. */
export async function startServer(options: DocsServerOptions): Promise<Running> {
  const server = createDocsServer({ log: () => undefined, connections: TEST_CONNECTION_LIMITS, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `GET <target>` byte for byte. fetch() cannot test traversal: the WHATWG URL parser resolves
 * `..` and `%2e%2e` before anything is sent, so the attack never reaches the server.
 */
export function rawGet(port: number, target: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

export interface BinaryResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request through node:http, which leaves `Accept-Encoding` and the body's bytes alone (fetch decodes them). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<BinaryResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a connection from `localAddress` (any of 127.0.0.0/8 is this machine) and resolves once it is up. */
export function connect(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Sends `request` on `socket` and resolves with everything the server sent until it closed. */
export function exchange(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(request);
  });
}

/** Resolves once `socket` is closed. */
export const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
