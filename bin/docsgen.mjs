#!/usr/bin/env node
// Entry point: runs the command line compiled into lib/ (scripts/build-package.mjs, run by `npm ci` and `npm pack`)
// and hands it argv. It parses nothing itself. A command that builds gets the V8 settings of processSettings.mjs
// first, before anything starts a thread.
import fs from 'node:fs';
import v8 from 'node:v8';
import { missingV8Flags } from './processSettings.mjs';

const args = process.argv.slice(2);

for (const flag of missingV8Flags(args)) v8.setFlagsFromString(flag);
process.env.NODE_ENV ??= 'production';
// A checkout (its build script is there; a package does not ship it) compiles lib/ again after a source changed.
const buildScript = new URL('../scripts/build-package.mjs', import.meta.url);
if (fs.existsSync(buildScript)) await (await import(buildScript.href)).ensureFreshLib();
const cli = await import('../lib/cli.mjs');
process.exitCode = await cli.main(args);
