/** A fixture site written to a temporary folder, built with the docsgen command and served for a browser test. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { startServer } from './globalSetup.ts';
import { writeSite } from '../unit/cli/dialectSites.ts';
import { runCli } from '../unit/cli/fixtureSite.ts';

export interface ServedFixture {
  /** The server's address, set once the suite's setup has run. */
  url: string;
  /** The folder the site was built into. */
  outDir: string;
}

/** Writes, builds and serves `files` before the suite's tests and removes all of it after them. */
export function useServedFixture(files: Record<string, string | Buffer>, outPrefix: string): ServedFixture {
  const served: ServedFixture = { url: '', outDir: '' };
  let root = '';
  let outParent = '';
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    root = writeSite(files);
    // The output in a folder of its own: a build keeps its builds beside the output, which goes with that folder.
    outParent = fs.mkdtempSync(path.join(os.tmpdir(), outPrefix));
    served.outDir = path.join(outParent, 'dist');
    const built = runCli(['build', root, '--out', served.outDir], os.tmpdir());
    if (built.status !== 0) throw new Error(`the fixture site did not build:\n${built.stderr}`);
    const server = await startServer(['--out', served.outDir], root);
    served.url = server.url;
    child = server.child;
  }, 180_000);
  afterAll(() => {
    child?.kill();
    for (const folder of [root, outParent]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });
  return served;
}
