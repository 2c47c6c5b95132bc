#!/usr/bin/env node
// Entry point: starts docsgen from a bundle of its TypeScript sources (built on first run and whenever a source
// changes), so `npx docsgen` works straight after `npm ci`, then hands argv to the CLI. It parses nothing itself.
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { selfBundles } from './selfBundle.mjs';

// V8 lets a heap grow up to fourfold its live size between full collections when it judges collection slow, and a
// build leaves a lot of short-lived garbage in the old generation (parsed trees of every page), so its peak memory was
// several times its live data. Doubling at most (this flag is read at every collection, in every thread) lowers the
// peak at no measurable cost in build time.
v8.setFlagsFromString('--heap-growing-percent=100');
process.env.NODE_ENV ??= 'production';
const bundles = await selfBundles();
let cli;
if (bundles) {
  cli = await import(pathToFileURL(bundles.cli).href);
  // The site's own TypeScript (config, nav, demos) gets the loader when the first such file is imported.
  cli.registerTypeScriptLoaderOnDemand();
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../cli/main.ts');
}
process.exitCode = await cli.main(process.argv.slice(2));
