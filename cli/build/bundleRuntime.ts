/** Bundles runtime/ for the browser with esbuild: hashed, minified, code-split ES modules. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RuntimeBundle {
  /** Output files by URL path (`/assets/…`). */
  files: Map<string, Uint8Array>;
  /** URL of the entry every page loads. */
  entry: string;
  /** URLs the entry imports statically (preloaded, and counted in the per-page JS). */
  entryImports: string[];
}

/** Builds the runtime entry (and the island chunks it imports dynamically). */
export async function bundleRuntime(options: { extraEntryPoints?: Record<string, string> } = {}): Promise<RuntimeBundle> {
  const result = await esbuild.build({
    entryPoints: { runtime: path.join(repoRoot, 'runtime/entry.ts'), ...options.extraEntryPoints },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    metafile: true,
    outdir: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    inject: [path.join(repoRoot, 'runtime/processShim.ts')],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(file.path.replace(/\\/g, '/'), file.contents);

  const outputs = result.metafile.outputs;
  const entryKey = Object.keys(outputs).find((key) => outputs[key].entryPoint?.endsWith('runtime/entry.ts'));
  if (!entryKey) throw new Error('esbuild produced no runtime entry');
  const toUrl = (key: string) => `/${key.replace(/^\/?/, '').replace(/^(\.\.\/)*/, '')}`.replace(/^\/+/, '/');
  const entryImports = outputs[entryKey].imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path));
  return { files, entry: toUrl(entryKey), entryImports };
}
