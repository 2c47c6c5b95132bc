import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, tempDir, writeFiles, type Running } from './helpers.ts';

let root: string;
let running: Running | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
  await fs.rm(root, { recursive: true, force: true });
});

async function siteWith(files: Record<string, string>): Promise<string> {
  root = await tempDir('server');
  const outDir = path.join(root, 'dist');
  await writeFiles(outDir, files);
  return outDir;
}

describe('createDocsServer', () => {
  it('lets the onRequest hook answer first, and falls through when it declines', async () => {
    const outDir = await siteWith({ 'index.html': 'home' });
    running = await startServer({
      outDir,
      onRequest: (req, res) => {
        if (req.url !== '/__events') return false;
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.end('data: reload\n\n');
        return true;
      },
    });
    expect(await (await fetch(`${running.origin}/__events`)).text()).toBe('data: reload\n\n');
    expect(await (await fetch(`${running.origin}/`)).text()).toBe('home');
  });

  it('turns an unexpected error into a logged 500 and keeps serving', async () => {
    const outDir = await siteWith({ 'index.html': 'home' });
    const logged: string[] = [];
    running = await startServer({
      outDir,
      log: (message) => logged.push(message),
      onRequest: (req) => {
        if (req.url === '/boom') throw new Error('hook exploded');
        return false;
      },
    });
    const res = await fetch(`${running.origin}/boom`);
    expect(res.status).toBe(500);
    expect(logged).toEqual([expect.stringMatching(/GET \/boom failed: Error: hook exploded/)]);
    expect((await fetch(`${running.origin}/`)).status).toBe(200);
  });

  it('serves the static 405 on the endpoint path when feedback is off', async () => {
    const outDir = await siteWith({ 'index.html': 'home' });
    running = await startServer({ outDir });
    const res = await fetch(`${running.origin}/api/feedback`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('keeps answering whole files while builds swap the output folder', async () => {
    const page = (name: string) => `<!doctype html>${name.repeat(5000)}`;
    const outDir = await siteWith({ 'index.html': page('A'), 'assets/app-0123abcd.js': 'a' });
    await writeFiles(path.join(root, 'next'), { 'index.html': page('B'), 'assets/app-4567cdef.js': 'b' });
    const logged: string[] = [];
    running = await startServer({ outDir, log: (message) => logged.push(message) });

    let swapping = true;
    const swaps = (async () => {
      // What an atomic build does: move the old folder aside, move the new one in.
      for (let i = 0; i < 100; i++) {
        await fs.rename(outDir, path.join(root, 'old'));
        await fs.rename(path.join(root, 'next'), outDir);
        await fs.rename(path.join(root, 'old'), path.join(root, 'next'));
        await sleep(2);
      }
      swapping = false;
    })();
    const statuses = new Set<number>();
    const requests = (async () => {
      while (swapping) {
        const batch = await Promise.all(
          Array.from({ length: 8 }, async (_, i) => {
            const res = await fetch(`${running!.origin}/`, { headers: i % 2 ? { 'Accept-Encoding': 'gzip' } : {} });
            return { status: res.status, body: await res.text() };
          }),
        );
        for (const { status, body } of batch) {
          statuses.add(status);
          if (status === 200) expect([page('A'), page('B')]).toContain(body);
        }
      }
    })();
    await Promise.all([swaps, requests]);

    expect(logged).toEqual([]);
    expect([...statuses].every((status) => [200, 404, 503].includes(status))).toBe(true);
    expect(statuses.has(200)).toBe(true);
    expect((await fetch(`${running.origin}/`)).status).toBe(200);
  });
});
