// docsgen's own folder (its package.json, runtime sources and node_modules), found from this module's location by
// walking up rather than by a fixed `..`: docsgen runs both from its sources and from lib/, the bundle of them that
// scripts/build-package.mjs writes, into which this module is inlined.
//
// The running docsgen's copy of this module is the first one a thread evaluates (the command line or a thread entry
// imports it before any site module), and it leaves its answer on the thread's global. A copy bundled into a site
// module (the bundled site's plugins import docsgen's sources), which sits in a cache folder anywhere, takes that
// answer instead of walking up from the cache.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findDocsgenRoot(from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'docsgen') return dir;
    if (path.dirname(dir) === dir) throw new Error(`docsgen: cannot find docsgen's package.json above ${from}`);
  }
}

const RUNNING_DOCSGEN_ROOT = Symbol.for('docsgen.root');

export const DOCSGEN_ROOT = (globalThis[RUNNING_DOCSGEN_ROOT] ??= findDocsgenRoot(path.dirname(fileURLToPath(import.meta.url))));
