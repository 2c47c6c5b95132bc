/**
 * `npm run bench` section: requests per second of `docsgen serve`'s static handler against `sirv` on the same built
 * folder, uncompressed, over keep-alive connections from this process. Both run in one child process each, so the
 * client's work is the same for both and stays out of the server's process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';

const CONCURRENCY = 16;
const DURATION_MS = 5_000;

/** Starts `scripts/bench/staticServer.ts <kind> <dir>` and resolves with its port once it listens. */
export async function startStaticServer(repoRoot: string, kind: 'docsgen' | 'sirv', dir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/run-ts.mjs'), path.join(repoRoot, 'scripts/bench/staticServer.ts'), kind, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    const match = /^listening (\d+)$/.exec(line);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`the ${kind} server exited before listening`);
}

/** Requests `urls` round-robin from CONCURRENCY keep-alive connections for DURATION_MS; requests per second. */
async function load(port: number, urls: string[]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const deadline = performance.now() + DURATION_MS;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const url = urls[next++ % urls.length];
      await new Promise<void>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: url, agent }, (res) => {
            if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
            res.resume();
            res.on('end', () => resolve());
          })
          .on('error', reject);
      });
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return done / (DURATION_MS / 1000);
}

/** Serves `dist` with each server in turn and prints requests per second for the same URLs. */
export async function measureStaticServing(repoRoot: string, dist: string, urls: string[]): Promise<void> {
  const results: Record<string, number> = {};
  for (const kind of ['docsgen', 'sirv'] as const) {
    const { child, port } = await startStaticServer(repoRoot, kind, dist);
    try {
      await load(port, urls.slice(0, 20));
      results[kind] = await load(port, urls);
    } finally {
      child.kill();
    }
  }
  console.log(`docsgen bench: static serving, ${urls.length} pages round-robin, ${CONCURRENCY} keep-alive connections, ${DURATION_MS / 1000} s each, no compression`);
  console.log(`  docsgen serve    ${results.docsgen.toFixed(0)} requests/s`);
  console.log(`  sirv            ${results.sirv.toFixed(0)} requests/s (docsgen at ${((results.docsgen / results.sirv) * 100).toFixed(0)} %)`);
}
