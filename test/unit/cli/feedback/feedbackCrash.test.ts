import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readFeedback } from '../../../../cli/feedback/feedbackStore.ts';
import { tempDir } from '../server/helpers.ts';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = 'test/unit/cli/server/fixtures/feedbackServer.ts';
const children: ChildProcess[] = [];

/** Starts the fixture server in its own process and resolves once it listens. */
async function spawnServer(dataDir: string, outDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['bin/run-ts.mjs', fixture, dataDir, outDir], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^listening (\d+)$/.exec(line);
    if (match) return { child, origin: `http://127.0.0.1:${match[1]}` };
  }
  throw new Error('the fixture server exited before listening');
}

const post = (origin: string, i: number) =>
  fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: '/material-ui/react-button/', rating: i % 2, comment: `post ${i} ${'w'.repeat(500)}`, version: '6.1.5', language: 'en' }),
  });

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('a server killed while posts are in flight', () => {
  it('keeps every acknowledged record and goes on appending after a restart', { timeout: 30_000 }, async () => {
    const root = await tempDir('crash');
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'dist');
    try {
      const first = await spawnServer(dataDir, outDir);
      const acknowledged: string[] = [];
      const KILL_AFTER = 40;
      // 120 posts in flight; the process dies the moment the 40th 201 is read, mid-way through the rest.
      await Promise.allSettled(
        Array.from({ length: 120 }, async (_, i) => {
          const res = await post(first.origin, i);
          if (res.status !== 201) throw new Error(`status ${res.status}`);
          const { id } = (await res.json()) as { id: string };
          acknowledged.push(id);
          if (acknowledged.length === KILL_AFTER) first.child.kill('SIGKILL');
        }),
      );
      if (first.child.exitCode === null && first.child.signalCode === null) await once(first.child, 'exit');
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

      const afterCrash = await readFeedback(dataDir);
      const storedIds = new Set(afterCrash.records.map((r) => r.id));
      for (const id of acknowledged) expect(storedIds.has(id), id).toBe(true);
      expect(storedIds.size).toBe(afterCrash.records.length);
      // At most the one append the kill interrupted can be unreadable.
      expect(afterCrash.skipped.length).toBeLessThanOrEqual(1);

      const second = await spawnServer(dataDir, outDir);
      const res = await post(second.origin, 1000);
      expect(res.status).toBe(201);
      const { id: lateId } = (await res.json()) as { id: string };
      second.child.kill('SIGKILL');

      const afterRestart = await readFeedback(dataDir);
      const ids = afterRestart.records.map((r) => r.id);
      expect(ids).toEqual([...afterCrash.records.map((r) => r.id), lateId]);
      expect(afterRestart.skipped.length).toBe(afterCrash.skipped.length);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
