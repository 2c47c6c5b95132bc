// docsgen's own TypeScript, bundled by esbuild into plain ES modules that Node runs without a loader.
//
// Run through the TypeScript loader, the command line spent seconds and much memory resolving and transpiling its
// hundreds of source files on a loader thread; bundled, it starts on plain JavaScript. The bundles live in
// docsgen's folder (so their bare imports resolve to docsgen's node_modules; packages stay external but for the few
// patched in dependencyPatches.mjs) and are rebuilt only when a source file changes: a manifest records the size and
// mtime of every file that went in.
import fs from 'node:fs';
import path from 'node:path';
import { dependencyPatchesPlugin } from './dependencyPatches.mjs';
import { DOCSGEN_ROOT as docsgenRoot } from './docsgenRoot.mjs';

const bundleDir = path.join(docsgenRoot, '.docsgen-cache', 'self');
const manifestFile = path.join(bundleDir, 'manifest.json');

/** The entry points: the command line, the thread `docsgen build` runs in, and the render worker it starts on every extra core. */
export const SELF_ENTRIES = {
  cli: 'cli/main.ts',
  renderWorker: 'cli/build/renderWorkerMain.ts',
  buildThread: 'cli/build/buildThreadMain.ts',
};

/** The files that say how the bundles are made. */
const BUNDLER_FILES = ['bin/selfBundle.mjs', 'bin/dependencyPatches.mjs'];

/** size:mtime of a file, or null when it is gone. */
function stamp(file) {
  try {
    const stat = fs.statSync(path.join(docsgenRoot, file));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
}

/** The bundles the manifest names, when every input is as it was when they were written. */
function upToDateBundles() {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    return null;
  }
  // A manifest written by an older docsgen may lack a field: that makes it stale, not an error.
  const fresh =
    Object.entries(manifest.inputs ?? {}).every(([file, recorded]) => stamp(file) === recorded) &&
    Object.keys(SELF_ENTRIES).every((name) => manifest.bundles?.[name]) &&
    Array.isArray(manifest.outputs) &&
    manifest.outputs.every((file) => fs.existsSync(file));
  return fresh ? manifest.bundles : null;
}

async function writeBundles() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: docsgenRoot,
    entryPoints: Object.entries(SELF_ENTRIES).map(([name, file]) => ({ in: file, out: name })),
    outdir: bundleDir,
    entryNames: '[name]-[hash]',
    // Modules imported on demand (the TypeScript compiler behind API extraction) stay in chunks of their own, loaded
    // only when needed.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay external, but for the few patched for speed (see dependencyPatches.mjs).
    plugins: [dependencyPatchesPlugin()],
    jsx: 'automatic',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  fs.mkdirSync(bundleDir, { recursive: true });
  for (const output of result.outputFiles) {
    // Written aside and renamed, so a docsgen starting at the same moment never loads half a file.
    if (fs.existsSync(output.path)) continue;
    const partial = `${output.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, output.contents);
    fs.renameSync(partial, output.path);
  }
  const bundles = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    const name = Object.keys(SELF_ENTRIES).find((entry) => meta.entryPoint === SELF_ENTRIES[entry]);
    if (name) bundles[name] = path.join(docsgenRoot, output);
  }
  // How the bundles are made counts as an input too: a changed patch or option rebuilds them.
  const inputFiles = [...Object.keys(result.metafile.inputs), ...BUNDLER_FILES];
  const inputs = Object.fromEntries(inputFiles.map((file) => [file, stamp(file)]));
  const partial = `${manifestFile}.${process.pid}.tmp`;
  const outputs = result.outputFiles.map((output) => output.path);
  fs.writeFileSync(partial, JSON.stringify({ inputs, bundles, outputs }));
  fs.renameSync(partial, manifestFile);
  pruneOldBundles(new Set(outputs));
  return bundles;
}

/** Bundles and chunks of earlier sources; an hour's grace, as a docsgen started just before may still be loading one. */
function pruneOldBundles(current) {
  const anHourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(bundleDir)) {
    const file = path.join(bundleDir, name);
    if (name.endsWith('.mjs') && !current.has(file) && fs.statSync(file).mtimeMs < anHourAgo) fs.rmSync(file, { force: true });
  }
}

/**
 * Paths of the bundled entries, building them when a source changed. Null when they cannot be built (a read-only
 * install, say): the caller then runs the sources through the TypeScript loader, slower but the same program.
 */
export async function selfBundles() {
  try {
    return upToDateBundles() ?? (await writeBundles());
  } catch {
    return null;
  }
}
