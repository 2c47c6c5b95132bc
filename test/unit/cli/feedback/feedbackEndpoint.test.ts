import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeedback } from '../../../../cli/feedback/feedbackStore.ts';
import { startServer, tempDir, writeFiles, type Running } from '../server/helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const valid = { page: '/material-ui/react-button/', rating: 1, comment: 'Very clear.', version: '6.1.5', language: 'en' };

let root: string;
let site: Running;
const routes = new Set(['/', '/material-ui/react-button/']);
const dataDir = () => path.join(root, 'data');

const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }, origin = site.origin) =>
  fetch(`${origin}/api/feedback`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

beforeAll(async () => {
  root = await tempDir('feedback');
  await writeFiles(path.join(root, 'dist'), { 'index.html': 'home' });
  site = await startServer({
    outDir: path.join(root, 'dist'),
    feedback: {
      endpoint: '/api/feedback',
      dataDir: dataDir(),
      knownRoutes: () => routes,
      rateLimit: { burst: 1000, perMinute: 60_000 },
      now: () => Date.parse('2025-06-01T12:00:00.000Z'),
    },
  });
});

afterAll(async () => {
  await site.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('accepted feedback', () => {
  it('is stored with an id and a server timestamp before 201 {id}', async () => {
    const res = await post({ ...valid, page: '/material-ui/react-button' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(UUID);
    const { records } = await readFeedback(dataDir());
    expect(records.find((r) => r.id === id)).toEqual({ id, receivedAt: '2025-06-01T12:00:00.000Z', ...valid });
  });

  it('is accepted at the endpoint with a trailing slash, without a comment, with charset', async () => {
    const { comment: _, ...bare } = valid;
    const res = await fetch(`${site.origin}/api/feedback/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ...bare, page: '/' }),
    });
    expect(res.status).toBe(201);
  });

  it('stores 100 concurrent posts exactly once each', async () => {
    const before = (await readFeedback(dataDir())).records.length;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post({ ...valid, comment: `concurrent ${i} ${'z'.repeat(1500)}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(100);

    const lines = (await fs.readFile(path.join(dataDir(), 'feedback.jsonl'), 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    const stored = lines.map((line) => JSON.parse(line) as { id: string; comment?: string });
    expect(stored).toHaveLength(before + 100);
    const concurrent = stored.filter((r) => r.comment?.startsWith('concurrent '));
    expect(concurrent.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(new Set(concurrent.map((r) => r.comment)).size).toBe(100);
  });
});

describe('refused feedback', () => {
  const { page: _page, ...withoutPage } = valid;
  it.each([
    ['a missing field', withoutPage, undefined, 400, 'page'],
    ['rating 2', { ...valid, rating: 2 }, undefined, 400, 'rating'],
    ['rating "1"', { ...valid, rating: '1' }, undefined, 400, 'rating'],
    ['a comment of 2001 characters', { ...valid, comment: 'c'.repeat(2001) }, undefined, 400, 'comment'],
    ['an unknown page', { ...valid, page: '/not/a/page/' }, undefined, 400, 'page'],
    ['an unknown key', { ...valid, email: 'a@b.c' }, undefined, 400, 'email'],
    ['an empty version', { ...valid, version: '' }, undefined, 400, 'version'],
    ['a three-letter language', { ...valid, language: 'eng' }, undefined, 400, 'language'],
    ['invalid JSON', '{"page": "/",', undefined, 400, null],
    ['an array', '[]', undefined, 400, null],
    ['a wrong content type', valid, { 'Content-Type': 'text/plain' }, 415, null],
    ['a form post', 'page=%2F', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415, null],
    ['a 17 KB body', { ...valid, comment: 'k'.repeat(17 * 1024) }, undefined, 413, null],
  ])('%s gets a JSON error naming the field', async (_, body, headers, status, field) => {
    const before = (await readFeedback(dataDir())).records.length;
    const res = await post(body, headers);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const answer = (await res.json()) as { error: string; field: string | null };
    expect(answer.field).toBe(field);
    expect(answer.error.length).toBeGreaterThan(10);
    if (field) expect(answer.error).toContain(`"${field}"`);
    expect((await readFeedback(dataDir())).records).toHaveLength(before);
  });

  it('answers 413 also to a body far past the limit, and keeps serving', async () => {
    const res = await post({ ...valid, comment: 'k'.repeat(600 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ field: null, error: expect.stringContaining('16384 bytes') });
    expect((await post(valid)).status).toBe(201);
  });

  it('answers GET with 405 and a JSON error', async () => {
    const res = await fetch(`${site.origin}/api/feedback`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ field: null, error: expect.stringContaining('POST') });
  });

  it('asks for the known routes on every post', async () => {
    routes.add('/new-page/');
    try {
      expect((await post({ ...valid, page: '/new-page/' })).status).toBe(201);
    } finally {
      routes.delete('/new-page/');
    }
    expect((await post({ ...valid, page: '/new-page/' })).status).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client has used its burst', async () => {
    const limited = await startServer({
      outDir: path.join(root, 'dist'),
      feedback: {
        endpoint: '/api/feedback',
        dataDir: path.join(root, 'limited'),
        knownRoutes: () => routes,
        rateLimit: { burst: 2, perMinute: 1 },
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(valid, undefined, limited.origin)).status);
      expect(statuses).toEqual([201, 201, 429]);
      const res = await post(valid, undefined, limited.origin);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
      expect(await res.json()).toEqual({ field: null, error: expect.stringContaining('Too many') });
      expect((await readFeedback(path.join(root, 'limited'))).records).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
