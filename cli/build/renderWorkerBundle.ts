/**
 * The render worker as one prebuilt ES module. Started through the TypeScript loader, a worker spends over a second
 * transpiling and resolving a hundred source files, on a loader thread of its own that also holds memory; bundled by
 * esbuild (a fifth of a second, in esbuild's own process) it starts on plain JavaScript. Packages stay external, so the
 * worker shares node_modules with the rest of docsgen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { contentHash } from './hash.ts';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
/** The worker as the TypeScript loader runs it: the fallback when the bundle cannot be written. */
const sourceEntry = path.join(buildDir, 'renderWorker.mjs');
// Inside docsgen's own folder, so the bundle's bare imports resolve to docsgen's node_modules.
const bundleDir = path.resolve(buildDir, '../../.docsgen-cache/workers');

/** Bundles of earlier docsgen sources; an hour's grace, as a build started just before may still be starting workers. */
function pruneOldBundles(current: string): void {
  const anHourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(bundleDir)) {
    const file = path.join(bundleDir, name);
    if (file !== current && /^render-worker-.*\.mjs$/.test(name) && fs.statSync(file).mtimeMs < anHourAgo) fs.rmSync(file, { force: true });
  }
}

async function bundle(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(buildDir, 'renderWorkerMain.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const file = path.join(bundleDir, `render-worker-${contentHash(code)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(bundleDir, { recursive: true });
    // Written aside and renamed, so a build running at the same moment never loads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file);
    pruneOldBundles(file);
  }
  return file;
}

let entry: Promise<string> | undefined;

/** The module a render worker runs: the bundle, or the TypeScript source when bundling fails (read-only install…). */
export function renderWorkerEntry(): Promise<string> {
  entry ??= bundle().catch(() => sourceEntry);
  return entry;
}
