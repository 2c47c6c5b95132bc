/** Builds the bundled site once with the real CLI and serves it with `docsgen serve` for every browser test file. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outDir: string;
    /** The server's `--data` folder, where feedback posts land in `feedback.jsonl`. */
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;
let workDir: string | undefined;

/** Starts `docsgen serve` and resolves with its URL once it listens. */
export function startServer(args: string[], cwd = repoRoot): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'serve', ...args, '--port', '0'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`docsgen serve exited with ${code}:\n${output}`)));
  });
}

export async function setup(project: TestProject): Promise<void> {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-browser-'));
  // DOCSGEN_TEST_DIST reuses a build made earlier (for iterating on tests); CI always builds afresh.
  const outDir = process.env.DOCSGEN_TEST_DIST ?? path.join(workDir, 'dist');
  if (!process.env.DOCSGEN_TEST_DIST) {
    // Started from another folder with the site's path as argument: nothing of the build may depend on the current
    // folder (its tsconfig once gave every demo the classic JSX runtime).
    const built = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'build', repoRoot, '--out', outDir], {
      cwd: workDir,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`docsgen build failed:\n${built.stdout}\n${built.stderr}`);
  }
  const dataDir = path.join(workDir, 'data');
  const started = await startServer(['--out', outDir, '--data', dataDir]);
  server = started.child;
  project.provide('baseUrl', started.url);
  project.provide('outDir', outDir);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  server?.kill();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}
