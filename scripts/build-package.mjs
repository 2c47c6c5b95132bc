#!/usr/bin/env node
// Compiles docsgen for its package: `npm ci` and `npm pack` run it (the `prepare` script), and bin/docsgen.mjs runs it
// in a checkout when a source changed since (an installed package has no sources and never compiles anything).
//
// lib/ gets the command line and its two thread entries as plain ES modules (packages stay external, but for those
// bin/bundledDependencies.mjs names), the public API (`import { defineConfig } from 'docsgen'`) and its
// declarations. A manifest records the size and mtime of every file that went in, so a stale lib/ is found by a stat
// of each, without compiling.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledDependenciesPlugin } from '../bin/bundledDependencies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const libDir = path.join(root, 'lib');
const manifestFile = path.join(libDir, 'manifest.json');

/** Entry points by output name: the command line, the build thread, the render worker, and the public API. */
const ENTRIES = {
  cli: 'cli/main.ts',
  renderWorker: 'cli/build/renderWorkerMain.ts',
  buildThread: 'cli/build/buildThreadMain.ts',
  index: 'cli/publicApi.ts',
};

/**
 * The files that say how lib/ is made, the lockfile among them (lib/ bundles some dependencies): a change to them
 * compiles again.
 */
const BUILD_FILES = ['scripts/build-package.mjs', 'bin/bundledDependencies.mjs', 'bin/dependencyPatches.mjs', 'package.json', 'package-lock.json'];

function stamp(file) {
  const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : null;
}

/** The first input changed since lib/ was compiled, or null when lib/ is current. */
export function staleInput() {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    return 'lib/manifest.json';
  }
  const changed = Object.entries(manifest.inputs ?? {}).find(([file, recorded]) => stamp(file) !== recorded);
  if (changed) return changed[0];
  return Object.keys(ENTRIES).find((name) => !fs.existsSync(path.join(libDir, `${name}.mjs`))) ?? null;
}

/** Compiles the JavaScript of lib/, replacing what was there. */
export async function compileLib() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.entries(ENTRIES).map(([out, file]) => ({ in: file, out })),
    outdir: libDir,
    // Modules imported on demand (the TypeScript compiler behind API pages, Tailwind) stay in chunks loaded when needed.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [bundledDependenciesPlugin()],
    // Bundled CommonJS packages call require() for Node's built-ins, which an ES module lacks.
    banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
    jsx: 'automatic',
    // The build report names each step by its function's name, which bundling must not change.
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  fs.rmSync(path.join(libDir, 'chunks'), { recursive: true, force: true });
  for (const output of result.outputFiles) {
    fs.mkdirSync(path.dirname(output.path), { recursive: true });
    fs.writeFileSync(output.path, output.contents);
  }
  const inputs = [...Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/')), ...BUILD_FILES];
  fs.writeFileSync(manifestFile, `${JSON.stringify({ inputs: Object.fromEntries(inputs.map((file) => [file, stamp(file)])) }, null, 1)}\n`);
}

/** Declaration files of the public API (lib/types/), from the TypeScript sources. */
export function emitDeclarations() {
  fs.rmSync(path.join(libDir, 'types'), { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.declarations.json')], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('docsgen: the declaration files of the public API could not be emitted');
  // The sources import each other as `.ts`; the declarations sit beside `.d.ts` files, which `.js` specifiers name
  // under every module resolution a consumer may use.
  for (const entry of fs.readdirSync(path.join(libDir, 'types'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(from '\.{1,2}\/[^']+)\.tsx?'/g, "$1.js'"));
  }
}

/** In a checkout: compiles lib/ again when a source changed since it was compiled, and says so. */
export async function ensureFreshLib() {
  const changed = staleInput();
  if (changed === null) return;
  process.stderr.write(`docsgen: ${changed} changed since lib/ was compiled; compiling it again\n`);
  await compileLib();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compileLib();
  emitDeclarations();
}
