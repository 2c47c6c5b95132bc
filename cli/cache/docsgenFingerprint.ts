/**
 * What docsgen itself brings to a build's output: its version, the Node version (the cache's entries are V8
 * serializations) and the bytes of its code, compiled and source alike, so a rebuilt checkout or a patched install
 * never reads entries an older docsgen wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { digest } from './digest.ts';

/** Folders of the package whose files shape what a build writes: the compiled command line, its sources, the browser runtime, the templates. */
const CODE_FOLDERS = ['lib', 'cli', 'runtime', 'templates'];

/** The folder of docsgen's own package.json, found above this module (in lib/ or in the sources alike). */
export function docsgenRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen') return dir;
    if (path.dirname(dir) === dir) throw new Error(`docsgen: no docsgen package.json above ${from}`);
  }
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

let memo: string | undefined;

/** The fingerprint of the running docsgen, computed once per thread. */
export function docsgenFingerprint(): string {
  if (memo) return memo;
  const root = docsgenRoot();
  const parts = [process.version, fs.readFileSync(path.join(root, 'package.json'))];
  for (const file of CODE_FOLDERS.flatMap((folder) => filesUnder(root, folder))) parts.push(file, fs.readFileSync(path.join(root, file)));
  memo = digest(...parts);
  return memo;
}
