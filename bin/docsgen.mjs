#!/usr/bin/env node
// Entry point: runs the command line compiled into lib/ (scripts/build-package.mjs, run by `npm ci` and `npm pack`)
// and hands it argv. It parses nothing itself. A command that builds runs in a process started with the V8 settings
// of processSettings.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { missingV8Flags } from './processSettings.mjs';

const args = process.argv.slice(2);

/** Runs this same command in a child process with `flags`, passing signals on; resolves to its exit code. */
function runWithFlags(flags) {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, fileURLToPath(import.meta.url), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      // Ended by a signal, this process ends the same way, so whoever started it sees what happened.
      if (signal) {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      }
      resolve(code ?? 1);
    });
  });
}

const flags = missingV8Flags(args);
if (flags.length) {
  process.exitCode = await runWithFlags(flags);
} else {
  process.env.NODE_ENV ??= 'production';
  // A checkout (its build script is there; a package does not ship it) compiles lib/ again after a source changed.
  const buildScript = new URL('../scripts/build-package.mjs', import.meta.url);
  if (fs.existsSync(buildScript)) await (await import(buildScript.href)).ensureFreshLib();
  const cli = await import('../lib/cli.mjs');
  process.exitCode = await cli.main(args);
}
