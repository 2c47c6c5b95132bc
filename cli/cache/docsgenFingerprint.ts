/**
 * What docsgen itself brings to a build's output: its version, the Node version (the cache's entries are V8
 * serializations) and the bytes of its code, compiled and source alike, so a rebuilt checkout or a patched install
 * never reads entries an older docsgen wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import { digest } from './digest.ts';

/** Folders of the package whose files shape what a build writes: the compiled command line, its sources, the browser runtime, the templates. */
const CODE_FOLDERS = ['lib', 'cli', 'runtime', 'templates'];

/**
 * The folder of docsgen's own package.json, the running docsgen's (bin/docsgenRoot.mjs: a copy of this module bundled
 * into a site's config still finds it).
 */
export function docsgenRoot(): string {
  return DOCSGEN_ROOT;
}

/** Every file under `dir`, sorted, as paths relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  const absDir = path.join(root, dir);
  if (!fs.existsSync(absDir)) return [];
  return fs
    .readdirSync(absDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Where the fingerprint is kept once computed: on the thread's global object, shared with the copies of this module
 * that a site's config bundles when it imports docsgen's code (the bundled site's plugins do).
 */
const FINGERPRINT = Symbol.for('docsgen.fingerprint');
const thread = globalThis as { [FINGERPRINT]?: string };

/** The fingerprint of the running docsgen, computed once per thread. */
export function docsgenFingerprint(): string {
  const known = thread[FINGERPRINT];
  if (known) return known;
  const root = docsgenRoot();
  const parts = [process.version, fs.readFileSync(path.join(root, 'package.json'))];
  for (const file of CODE_FOLDERS.flatMap((folder) => filesUnder(root, folder))) parts.push(file, fs.readFileSync(path.join(root, file)));
  return (thread[FINGERPRINT] = digest(...parts));
}
