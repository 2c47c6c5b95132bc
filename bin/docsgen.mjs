#!/usr/bin/env node
// Entry point: runs the command line compiled into lib/ (scripts/build-package.mjs, run by `npm ci` and `npm pack`)
// and hands it argv. It parses nothing itself.
import fs from 'node:fs';
import v8 from 'node:v8';

// V8 lets a heap grow up to fourfold its live size between full collections when it judges collection slow, and a
// build leaves a lot of short-lived garbage in the old generation (parsed trees of every page): a 1000-page build
// peaked at 720 MB for about 150 MB of live data. Doubling at most (this flag is read at every collection, in every
// thread) peaks near 510 MB at no measurable cost in build time.
v8.setFlagsFromString('--heap-growing-percent=100');
process.env.NODE_ENV ??= 'production';
// A checkout (its build script is there; a package does not ship it) compiles lib/ again after a source changed.
const buildScript = new URL('../scripts/build-package.mjs', import.meta.url);
if (fs.existsSync(buildScript)) await (await import(buildScript.href)).ensureFreshLib();
const cli = await import('../lib/cli.mjs');
process.exitCode = await cli.main(process.argv.slice(2));
