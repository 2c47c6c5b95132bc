/** Bundles runtime/ and the live demos for the browser with esbuild: hashed, minified, code-split ES modules. */
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { DemoRef } from '../demos/demoRef.ts';
import { DEMO_ENTRY_NAMESPACE, DEMO_RUNTIME_MODULES, demoChunkOfEntryPoint, demoEntryPlugin, demoEntryPoints } from '../demos/demoEntries.ts';
import { DEMO_LIBRARY_NAMESPACE, demoLibraryPlugin } from '../demos/demoLibraries.ts';
import { demoStylesheetPlugin } from '../demos/stylesheetPlugin.ts';
import type { MdxIslandRef } from '../markdown/collectMdxIslands.ts';
import { MDX_ISLAND_MOUNT_MODULE, MDX_ISLAND_NAMESPACE, mdxIslandEntryPlugin, mdxIslandEntryPoints, mdxIslandOfEntryPoint } from '../markdown/mdxIslandEntries.ts';
import type { IslandChunk } from '../markdown/MdxIsland.tsx';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import { localInputFiles } from '../cache/inputFiles.ts';
import { bundleContentErrors } from '../site/bundleErrors.ts';
import { browserSitePlugin } from '../site/browserSiteModules.ts';
import { siteTsconfig } from '../site/siteTsconfig.ts';
import { addedModules, relativeUrl, staticClosure, type ChunkGraph } from './chunkGraph.ts';

const repoRoot = DOCSGEN_ROOT;
const CODE_STYLING_SWITCH = 'runtime/shell/codeStylingSwitch.ts';

export interface RuntimeBundle {
  /** Output files by URL path (`/assets/…`). */
  files: Map<string, Uint8Array>;
  /** URL of the entry every page loads. */
  entry: string;
  /** URLs the entry imports statically (preloaded, and counted in the per-page JS). */
  entryImports: string[];
  /** URL of each demo's island chunk, by demo chunk name. */
  demoChunks: Map<string, string>;
  /** The library each demo belongs to (whose shared chunks it loads), by demo chunk name. */
  demoLibraries: Map<string, string>;
  /**
   * The chunks each demo's island loads beyond what the runtime entry already has, relative to the island's URL (for
   * its `data-island-prefetch`), by demo chunk name.
   */
  demoImports: Map<string, string[]>;
  /** The static import graph of every output module, by URL. */
  graph: ChunkGraph;
  /** URL of the styling switch island, which only pages with styling variants load. */
  codeStylingSwitch: string;
  /** The chunk of each MDX island (`<X client:load />`), by islandKey. */
  mdxIslands: Map<string, IslandChunk>;
  /** The local files (not packages') it was bundled from, for the build cache. */
  inputs: string[];
}

/** esbuild's output key (`../assets/x.js` style paths under outdir) as a site URL. */
function toUrl(key: string): string {
  return `/${key.replace(/\\/g, '/').replace(/^(\.\.\/|\/)+/, '')}`;
}

/** How browser code is bundled: split ES modules for current browsers, minified. */
export const BROWSER_BUNDLE_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
} as const satisfies esbuild.BuildOptions;

/**
 * Builds the runtime entry, its island chunks, and one chunk per demo of the site in `rootDir`. Demos resolve their
 * imports as on the server (siteResolution.ts), and the runtime's React and MUI are the copies the demos get.
 */
export async function bundleRuntime(demos: Iterable<DemoRef> = [], rootDir = repoRoot, mdxIslands: readonly MdxIslandRef[] = []): Promise<RuntimeBundle> {
  const demoList = [...demos];
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      // The styling switch is an entry of its own, not an import of the runtime: pages without styling variants never pay for it.
      entryPoints: {
        runtime: path.join(repoRoot, 'runtime/entry.ts'),
        'code-styling-switch': path.join(repoRoot, CODE_STYLING_SWITCH),
        ...demoEntryPoints(demoList),
        ...mdxIslandEntryPoints(mdxIslands),
      },
      ...BROWSER_BUNDLE_OPTIONS,
      write: false,
      metafile: true,
      outdir: path.join(rootDir, 'assets'),
      // The site's folder, not the current one: esbuild's content hashes hold paths relative to it, and the same site
      // must give the same file names (and build-cache keys) whichever folder docsgen is run from.
      absWorkingDir: rootDir,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: '[name]-[hash]',
      define: { 'process.env.NODE_ENV': '"production"' },
      inject: [path.join(repoRoot, 'runtime/processShim.ts')],
      tsconfig: siteTsconfig(rootDir),
      // Demos written as `.js` may hold JSX, as in a bundler.
      loader: { '.js': 'jsx' },
      plugins: [
        demoEntryPlugin(demoList),
        demoLibraryPlugin(demoList, rootDir),
        mdxIslandEntryPlugin(mdxIslands),
        browserSitePlugin({
          siteRoot: rootDir,
          siteImporters: [DEMO_ENTRY_NAMESPACE, DEMO_LIBRARY_NAMESPACE, MDX_ISLAND_NAMESPACE],
          docsgenModules: new Set([...DEMO_RUNTIME_MODULES, MDX_ISLAND_MOUNT_MODULE]),
          prefetchFrom: [...new Set(demoList.map((demo) => demo.absFile))],
        }),
        demoStylesheetPlugin(new Set(demoList.map((demo) => demo.absFile))),
      ],
      legalComments: 'none',
      logLevel: 'silent',
    });
  } catch (error) {
    throw bundleContentErrors(error, rootDir, rootDir) ?? error;
  }
  const outBase = path.dirname(path.join(rootDir, 'assets'));
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(toUrl(path.relative(outBase, file.path)), file.contents);

  const outputs = result.metafile.outputs;
  // The metafile's paths are relative to esbuild's working folder, the site's.
  const urlOf = (key: string) => toUrl(path.relative(outBase, path.resolve(rootDir, key)));
  let entry = '';
  let entryImports: string[] = [];
  let codeStylingSwitch = '';
  const demoChunks = new Map<string, string>();
  const islandChunks = new Map<string, string>();
  const demoChunkNames = new Set(demoList.map((demo) => demo.chunkName));
  for (const [key, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    if (output.entryPoint.endsWith('runtime/entry.ts')) {
      entry = urlOf(key);
      entryImports = output.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(i.path));
    } else if (output.entryPoint.endsWith(CODE_STYLING_SWITCH)) {
      codeStylingSwitch = urlOf(key);
    } else if (mdxIslandOfEntryPoint(output.entryPoint)) {
      islandChunks.set(mdxIslandOfEntryPoint(output.entryPoint)!, urlOf(key));
    } else {
      const chunkName = demoChunkOfEntryPoint(output.entryPoint);
      if (chunkName && demoChunkNames.has(chunkName)) demoChunks.set(chunkName, urlOf(key));
    }
  }
  if (!entry) throw new Error('esbuild produced no runtime entry');
  const graph: ChunkGraph = new Map(
    Object.entries(outputs).map(([key, output]) => [urlOf(key), output.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(i.path))]),
  );
  const withEntry = new Set(staticClosure(graph, entry));
  const addedImports = (url: string) => addedModules(graph, url, withEntry).slice(1).map((module) => relativeUrl(url, module));
  const demoImports = new Map([...demoChunks].map(([name, url]) => [name, addedImports(url)]));
  const mdxIslandChunks = new Map(
    mdxIslands.flatMap((island) => {
      const src = islandChunks.get(island.chunkName);
      return src ? [[island.key, { src, imports: addedImports(src) }] as const] : [];
    }),
  );
  const demoLibraries = new Map(demoList.map((demo) => [demo.chunkName, demo.library]));
  const inputs = localInputFiles(Object.keys(result.metafile.inputs), rootDir);
  return { files, entry, entryImports, demoChunks, demoLibraries, demoImports, graph, codeStylingSwitch, mdxIslands: mdxIslandChunks, inputs };
}
