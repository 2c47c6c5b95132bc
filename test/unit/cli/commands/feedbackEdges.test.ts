/** The feedback endpoint at its edges: bodies that stop or never end, retried posts, and what the export prints. */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { feedbackExport } from '../../../../cli/commands/feedbackExport.ts';
import { readFeedback } from '../../../../cli/feedback/feedbackStore.ts';
import { startServer, tempDir, writeFiles, type Running } from '../server/helpers.ts';

const valid = { page: '/', rating: 1, comment: 'Clear.', version: '1.0.0', language: 'en' };
const running: Running[] = [];
let root: string;
const dataDir = () => path.join(root, 'data');

afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.close()));
  await fs.rm(root, { recursive: true, force: true });
});

/** A server on `root` (each test makes its own; a second call is the same site restarted). */
async function serve(bodyTimeoutMs?: number): Promise<Running> {
  await writeFiles(path.join(root, 'dist'), { 'index.html': 'home' });
  const site = await startServer({
    outDir: path.join(root, 'dist'),
    feedback: { endpoint: '/api/feedback', dataDir: dataDir(), knownRoutes: () => new Set(['/']), bodyTimeoutMs, rateLimit: { burst: 100, perMinute: 6000 } },
  });
  running.push(site);
  return site;
}

/** Writes `head` and `body` on a raw connection, all of it before reading, and resolves with what came back. */
function rawExchange(port: number, head: string, body: Buffer | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(head);
    if (body) socket.write(body, () => socket.end());
  });
}

const post = (site: Running, headers: Record<string, string> = {}) =>
  fetch(`${site.origin}/api/feedback`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(valid) });

describe('bodies that do not arrive as declared', () => {
  it('answers 408 to a body that stops arriving', { timeout: 10_000 }, async () => {
    root = await tempDir('edges');
    const site = await serve(300);
    const answer = await rawExchange(
      site.port,
      'POST /api/feedback HTTP/1.1\r\nHost: docs\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"page":',
      null,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('did not arrive in time');
  });

  it('answers 413 to a 5 MB chunked body, to a client that sends it all before reading', { timeout: 20_000 }, async () => {
    root = await tempDir('edges');
    const site = await serve();
    const chunk = Buffer.from(`10000\r\n${'x'.repeat(0x10000)}\r\n`);
    const body = Buffer.concat([...Array.from({ length: 80 }, () => chunk), Buffer.from('0\r\n\r\n')]);
    const answer = await rawExchange(site.port, 'POST /api/feedback HTTP/1.1\r\nHost: docs\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n', body);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect((await post(site)).status).toBe(201);
  });

  it('answers 413 at once to a declared length past the limit', async () => {
    root = await tempDir('edges');
    const site = await serve();
    const answer = await rawExchange(
      site.port,
      'POST /api/feedback HTTP/1.1\r\nHost: docs\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\nConnection: close\r\n\r\n',
      Buffer.alloc(64 * 1024, 0x20),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});

describe('Idempotency-Key', () => {
  it('stores a retried post once and answers it with the first id, also after a restart', async () => {
    root = await tempDir('edges');
    const first = await serve();
    const key = { 'Idempotency-Key': '"1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed"' };
    const answers = await Promise.all([post(first, key), post(first, key), post(first, key)]);
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((res) => res.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true', 'true']);
    await running.pop()!.close();

    const restarted = await serve();
    const retry = await post(restarted, key);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: string }).id).toBe(ids[0]);
    expect((await post(restarted, { 'Idempotency-Key': 'another-key' })).status).toBe(201);
    expect((await post(restarted)).status).toBe(201);
    const { records } = await readFeedback(dataDir());
    expect(records.map((r) => r.idempotencyKey)).toEqual(['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'another-key', undefined]);
  });

  it('refuses a malformed key', async () => {
    root = await tempDir('edges');
    const site = await serve();
    const res = await post(site, { 'Idempotency-Key': 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('Idempotency-Key');
  });
});

describe('feedback export', () => {
  it('escapes every control, format and bidi character of a comment, and loses none', async () => {
    root = await tempDir('edges');
    const comment = 'a\u202Eevil\u202C b\u2066c\u2069 \u0085\u009B\u2028\u2029 \u200B\u200F\uFEFF \u0007\u007F \u{E0041} ok é 👋';
    await fs.mkdir(dataDir(), { recursive: true });
    const record = { id: 'r1', receivedAt: '2025-06-01T00:00:00.000Z', ...valid, comment };
    await fs.writeFile(path.join(dataDir(), 'feedback.jsonl'), `${JSON.stringify(record)}\n`);
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    await feedbackExport(dataDir(), out, new PassThrough());
    const line = chunks.join('').trimEnd();
    expect(line).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    expect(line).toContain('\\u202e');
    expect(line).toContain('é 👋');
    expect(JSON.parse(line)).toEqual(record);
  });
});
