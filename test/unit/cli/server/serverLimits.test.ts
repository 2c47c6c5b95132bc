/** Limits of the server: connections per address and in all, header timeouts, and the client behind a trusted proxy. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closed, connect, exchange, startServer, tempDir, writeFiles, type Running } from './helpers.ts';

const running: Running[] = [];
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.close()));
  await Promise.all(roots.splice(0).map((root) => fs.rm(root, { recursive: true, force: true })));
});

const valid = { page: '/', rating: 1, version: '1.0.0', language: 'en' };

async function serve(options: Partial<Parameters<typeof startServer>[0]> = {}): Promise<Running> {
  const root = await tempDir('limits');
  roots.push(root);
  await writeFiles(path.join(root, 'dist'), { 'index.html': 'home' });
  const site = await startServer({
    outDir: path.join(root, 'dist'),
    feedback: { endpoint: '/api/feedback', dataDir: path.join(root, 'data'), knownRoutes: () => new Set(['/']), rateLimit: { burst: 1, perMinute: 1 } },
    ...options,
  });
  running.push(site);
  return site;
}

describe('connection limits', () => {
  it('closes the connections one address opens past its share, and keeps serving other readers', async () => {
    const site = await serve({ connections: { maxConnections: 100, maxConnectionsPerAddress: 10 } });
    const flood = await Promise.all(Array.from({ length: 40 }, () => connect(site.port, '127.0.0.1')));
    await Promise.all(flood.slice(10).map(closed));
    expect(flood.filter((socket) => !socket.destroyed)).toHaveLength(10);

    const reader = await connect(site.port, '127.0.0.2');
    const answer = await exchange(reader, 'GET / HTTP/1.1\r\nHost: docs\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    flood.forEach((socket) => socket.destroy());
  });

  it('gives an address its share back as its connections close', async () => {
    const site = await serve({ connections: { maxConnections: 100, maxConnectionsPerAddress: 2 } });
    const first = await Promise.all([connect(site.port, '127.0.0.3'), connect(site.port, '127.0.0.3')]);
    first.forEach((socket) => socket.destroy());
    await Promise.all(first.map(closed));
    const again = await connect(site.port, '127.0.0.3');
    expect(await exchange(again, 'GET / HTTP/1.1\r\nHost: docs\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});

describe('timeouts', () => {
  it('answers 408 and closes a connection that never finishes its headers', { timeout: 10_000 }, async () => {
    const site = await serve({ headersTimeoutMs: 500 });
    const socket = await connect(site.port, '127.0.0.1');
    const answer = await exchange(socket, 'GET / HTTP/1.1\r\nHost: docs\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never sends a byte', { timeout: 10_000 }, async () => {
    const site = await serve({ headersTimeoutMs: 500 });
    const socket = await connect(site.port, '127.0.0.1');
    await closed(socket);
    expect(socket.destroyed).toBe(true);
  });
});

describe('--trust-proxy', () => {
  const postFrom = (site: Running, forwardedFor: string) =>
    fetch(`${site.origin}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify(valid),
    });

  it('rate-limits each client the trusted proxy forwards, by the address it appended', async () => {
    const site = await serve({ trustProxy: ['::ffff:127.0.0.1'] });
    expect((await postFrom(site, '198.51.100.7, 203.0.113.1')).status).toBe(201);
    expect((await postFrom(site, '203.0.113.1')).status).toBe(429);
    expect((await postFrom(site, '203.0.113.1, 203.0.113.2')).status).toBe(201);
  });

  it('ignores X-Forwarded-For from any other peer', async () => {
    const site = await serve({ trustProxy: ['10.0.0.1'] });
    expect((await postFrom(site, '203.0.113.1')).status).toBe(201);
    expect((await postFrom(site, '203.0.113.2')).status).toBe(429);
  });
});
