/**
 * A connection flood against `docsgen serve`'s default caps, run by hand (too heavy for the unit tests):
 * `node bin/run-ts.mjs scripts/bench/connectionFlood.ts [reopen-ms]`. 329 loopback addresses (127.0.0.x, 127.0.1.x)
 * each open 64 sockets that never send a byte, 21,056 in all, and open again each one the server closes after
 * `reopen-ms` (default 10 s; 0 is a client retrying at once), while a reader from another address asks for the home
 * page twice a second. Prints the reader's time to connect and to the first byte, and its failures.
 * The server, the flood and the reader run in three processes, so none's work delays another's event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTEN_BACKLOG } from '../../cli/server/connectionLimits.ts';
import { createDocsServer } from '../../cli/server/createServer.ts';

const FLOOD_ADDRESSES = [
  ...Array.from({ length: 255 }, (_, i) => `127.0.0.${i + 1}`),
  ...Array.from({ length: 74 }, (_, i) => `127.0.1.${i + 1}`),
];
const SOCKETS_PER_ADDRESS = 64;
const READER_ADDRESS = '127.0.2.1';
/** Connection attempts under way at once: the flood's own file descriptors stay under the process limit. */
const CONNECTING_AT_ONCE = 2_000;
const FLOOD_MS = 20_000;
const READER_EVERY_MS = 500;

type Reading = { connectMs: number; firstByteMs: number; status: string } | { error: string };

/** Serves `outDir` as `docsgen serve` does, with the default caps; says its port, and when asked, what it took in. */
function runServer(outDir: string): void {
  const server = createDocsServer({ outDir });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ connections, cpuMs: (user + system) / 1000 });
  });
  server.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG }, () => process.send?.({ port: (server.address() as net.AddressInfo).port }));
}

/** Keeps SOCKETS_PER_ADDRESS silent sockets open from every flood address for FLOOD_MS; counts what it opened. */
function flood(port: number, reopenMs: number): Promise<number> {
  const until = performance.now() + FLOOD_MS;
  let opened = 0;
  let connecting = 0;
  const queue: string[] = FLOOD_ADDRESSES.flatMap((address) => Array<string>(SOCKETS_PER_ADDRESS).fill(address));
  const pump = () => {
    while (connecting < CONNECTING_AT_ONCE && queue.length && performance.now() < until) {
      const address = queue.shift()!;
      connecting += 1;
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: address });
      let up = false;
      socket.once('connect', () => {
        up = true;
        connecting -= 1;
        opened += 1;
        pump();
      });
      socket.on('error', () => {});
      socket.once('close', () => {
        if (!up) connecting -= 1;
        setTimeout(() => {
          queue.push(address);
          pump();
        }, reopenMs);
      });
    }
  };
  pump();
  return new Promise((resolve) => setTimeout(() => resolve(opened), FLOOD_MS));
}

/** Connects from READER_ADDRESS and asks for `/`: times to connect and to the answer's first byte, or what failed. */
function read(port: number): Promise<Reading> {
  return new Promise((resolve) => {
    const started = performance.now();
    let connectMs = 0;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: READER_ADDRESS });
    const guard = setTimeout(() => finish({ error: 'no answer in 10 s' }), 10_000);
    const finish = (reading: Reading) => {
      clearTimeout(guard);
      socket.destroy();
      resolve(reading);
    };
    socket.once('connect', () => {
      connectMs = performance.now() - started;
      socket.write('GET / HTTP/1.1\r\nHost: docs\r\nConnection: close\r\n\r\n');
    });
    socket.once('data', (chunk) =>
      finish({ connectMs, firstByteMs: performance.now() - started, status: chunk.toString('latin1').split('\r\n')[0] }),
    );
    socket.once('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    socket.once('close', () => finish({ error: 'closed without an answer' }));
  });
}

/** Connections the kernel dropped because a listen queue was full (Linux; null elsewhere). */
async function listenOverflows(): Promise<number | null> {
  const text = await fs.readFile('/proc/net/netstat', 'utf8').catch(() => null);
  const [names, values] = (text?.split('\n') ?? []).filter((line) => line.startsWith('TcpExt:')).map((line) => line.split(/\s+/));
  const at = names?.indexOf('ListenOverflows') ?? -1;
  return at > 0 ? Number(values[at]) : null;
}

/** Runs this script again in a child process, in the mode `args` name. */
function forkSelf(...args: string[]): ChildProcess {
  const script = fileURLToPath(import.meta.url);
  return fork(path.join(path.dirname(script), '../../bin/run-ts.mjs'), [script, ...args]);
}

const nextMessage = <T>(child: ChildProcess) => new Promise<T>((resolve) => child.once('message', resolve));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function main(reopenMs: number): Promise<void> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'docsgen-flood-'));
  await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
  const server = forkSelf('server', root);
  const { port } = await nextMessage<{ port: number }>(server);
  const overflowsBefore = await listenOverflows();
  const attacker = forkSelf('flood', String(port), String(reopenMs));
  try {
    const opened = nextMessage<{ opened: number }>(attacker);
    const started = performance.now();
    const readings: Array<Reading & { at: number }> = [];
    while (performance.now() - started < FLOOD_MS) {
      await new Promise((resolve) => setTimeout(resolve, READER_EVERY_MS));
      const at = performance.now() - started;
      readings.push({ at, ...(await read(port)) });
    }
    for (const r of readings) {
      const outcome = 'error' in r ? r.error : `${r.status}: connected in ${r.connectMs.toFixed(1)} ms, first byte after ${r.firstByteMs.toFixed(1)} ms`;
      process.stdout.write(`${(r.at / 1000).toFixed(1)} s: ${outcome}\n`);
    }
    const served = readings.flatMap((r) => ('firstByteMs' in r && r.status.includes(' 200 ') ? [r.firstByteMs] : [])).sort((a, b) => a - b);
    const overflowsAfter = await listenOverflows();
    server.send('report');
    const load = await nextMessage<{ connections: number; cpuMs: number }>(server);
    process.stdout.write(
      `flood: ${(await opened).opened} sockets opened from ${FLOOD_ADDRESSES.length} addresses in ${FLOOD_MS / 1000} s, each reopened ${reopenMs} ms after it was closed\n` +
        `reader: ${served.length}/${readings.length} served; time to first byte median ${percentile(served, 50)?.toFixed(1)} ms, ` +
        `p95 ${percentile(served, 95)?.toFixed(1)} ms, max ${served.at(-1)?.toFixed(1)} ms\n` +
        `server: ${load.connections} connections taken in, ${(load.cpuMs / 1000).toFixed(1)} s of CPU (${((load.cpuMs * 1000) / load.connections).toFixed(0)} µs each)\n` +
        (overflowsBefore === null || overflowsAfter === null ? '' : `connections dropped by a full listen queue: ${overflowsAfter - overflowsBefore}\n`),
    );
  } finally {
    attacker.kill();
    server.kill();
    await fs.rm(root, { recursive: true, force: true });
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'server') runServer(args[0]);
else if (mode === 'flood') process.send?.({ opened: await flood(Number(args[0]), Number(args[1])) });
else await main(mode === undefined ? 10_000 : Number(mode));
