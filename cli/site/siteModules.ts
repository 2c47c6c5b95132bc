/**
 * Imports the site's own modules (config, navigation trees, template catalog, demos) for the server: each is bundled
 * by esbuild with the site's resolution (siteResolution.ts) and docsgen's JSX settings into one ES module in the cache,
 * then imported. Node's loader alone would follow the package scope and the tsconfig of the current folder: a `.tsx`
 * demo beside a `package.json` without `"type": "module"` failed with "Unexpected token '<'", and a build started
 * from another folder compiled JSX for a global `React`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { demoStylesheetPlugin } from '../demos/stylesheetPlugin.ts';
import { InputFiles, localInputFiles } from '../cache/inputFiles.ts';
import { bundleContentErrors } from './bundleErrors.ts';
import { siteResolutionPlugin } from './siteResolution.ts';
import { locationCacheDir } from './siteProject.ts';
import { markModulesUsed } from './moduleFolderUse.ts';
import { discardCacheFile, readCacheFile, regularCacheFile, replaceCacheFile } from '../cache/cacheFile.ts';
import { nearestTsconfig, siteTsconfig } from './siteTsconfig.ts';
import { siteModuleCache, type BundledSiteModule } from '../cache/siteModuleCache.ts';
import { bundlePackageManifests } from './codePackages.ts';

/** Bundled modules not used for this long are removed when a process first bundles one. */
const UNUSED_FOR_MS = 24 * 3_600_000;
const pruned = new Set<string>();

export interface SiteModuleOptions {
  /** True for a demo, the only module allowed to import a stylesheet (whose CSS the build adds to the page). */
  demo?: boolean;
}

// A bundled package that calls require() finds it: ES modules have none of their own. No import binding: a module
// bundled in may declare any name at its top level (docsgen's own lib/ has a banner like this one), and esbuild, which
// renames the bundled modules' names apart, cannot see the banner's.
const REQUIRE_BANNER = "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);";

function pruneUnused(dir: string): void {
  if (pruned.has(dir)) return;
  pruned.add(dir);
  const cutoff = Date.now() - UNUSED_FOR_MS;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    // The folder holds modules alone: anything else (a folder, a FIFO, a link) is removed, whenever it was made.
    const stat = regularCacheFile(file);
    if (stat && stat.mtimeMs < cutoff) fs.rmSync(file, { force: true });
  }
}

/**
 * Writes `contents` to `file` unless it is there already with those bytes (names carry a content hash, so a file with
 * others was damaged, and is replaced with a warning); marks it used either way.
 */
function writeOnce(file: string, contents: Uint8Array): void {
  const present = readCacheFile(file);
  if (present?.equals(contents)) {
    markModulesUsed([file]);
    return;
  }
  if (present) discardCacheFile(file, present.length ? 'damaged' : 'empty');
  // Another build importing the same module never reads half a file.
  replaceCacheFile(file, contents);
}

/**
 * How the site's modules are bundled for Node: `entries` are the modules bundled (their imports resolved ahead, in one
 * batch), `demoFiles` those allowed to import a stylesheet.
 */
function serverBuildOptions(siteRoot: string, entries: readonly string[], demoFiles: ReadonlySet<string>) {
  return {
    absWorkingDir: siteRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outdir: locationCacheDir(siteRoot, 'modules'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    tsconfig: siteTsconfig(siteRoot),
    // Demos written as `.js` may hold JSX, as in a bundler.
    loader: { '.js': 'jsx' },
    // Node's own conditions and fields, so a package outside the bundle is the very file Node gives docsgen.
    conditions: [],
    mainFields: ['main'],
    plugins: [siteResolutionPlugin({ siteRoot, prefetchFrom: entries }), demoStylesheetPlugin(demoFiles)],
    banner: { js: REQUIRE_BANNER },
    // Errors a site module throws (a demo failing to render) then name the line of its source, not of the bundle.
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'silent',
  } as const satisfies esbuild.BuildOptions;
}

/** Runs esbuild for the site's modules; content errors name their file relative to the site. */
async function buildSiteModules(siteRoot: string, options: esbuild.BuildOptions & { write: false; metafile?: boolean }) {
  try {
    return await esbuild.build(options);
  } catch (error) {
    throw bundleContentErrors(error, siteRoot, siteRoot) ?? error;
  }
}

/** Writes the bundle's files to the module cache folder (see writeOnce). */
function writeOutputs(siteRoot: string, outputFiles: readonly esbuild.OutputFile[]): void {
  const outDir = locationCacheDir(siteRoot, 'modules');
  fs.mkdirSync(outDir, { recursive: true });
  pruneUnused(outDir);
  for (const output of outputFiles) writeOnce(output.path, output.contents);
}

/**
 * Bundles `file`, or takes the bundle an earlier build made when none of the files it was made from changed
 * (siteModuleCache.ts): the ES module to import, the local files it was made from with their digests, and the
 * installed packages it uses. Content errors name the file relative to the site.
 */
export async function bundleSiteModuleWithInputs(file: string, siteRoot: string, options: SiteModuleOptions = {}): Promise<BundledSiteModule> {
  const tsconfig = siteTsconfig(siteRoot);
  const cache = siteModuleCache(siteRoot, `${options.demo ? 'demo' : 'module'}\0${tsconfig}`);
  const known = cache?.bundled(file);
  if (known) return known;
  const result = await buildSiteModules(siteRoot, { ...serverBuildOptions(siteRoot, [file], new Set(options.demo ? [file] : [])), entryPoints: [file], metafile: true });
  writeOutputs(siteRoot, result.outputFiles);
  const module = result.outputFiles[0].path;
  const extended = nearestTsconfig(siteRoot);
  const inputs = [...localInputFiles(Object.keys(result.metafile!.inputs), siteRoot), ...(extended ? [extended] : [])];
  const packageManifests = bundlePackageManifests(result.metafile!, siteRoot);
  return cache?.store(file, module, inputs, packageManifests) ?? { module, inputs: new InputFiles().record(inputs), packageManifests };
}

/** Bundles `file` and returns the path of the ES module to import (see bundleSiteModuleWithInputs). */
export async function bundleSiteModule(file: string, siteRoot: string, options: SiteModuleOptions = {}): Promise<string> {
  return (await bundleSiteModuleWithInputs(file, siteRoot, options)).module;
}

/** A demo module bundled for Node: the file to import, the files it loads, and the local files it was made from. */
export interface BundledDemoModule {
  /** The ES module to import. */
  module: string;
  /** That module and the chunks it imports, directly or not. */
  outputs: string[];
  /** The site's files (not packages') bundled into those outputs. */
  inputs: string[];
}

/**
 * The outputs an entry loads (itself and the chunks it imports, transitively), and the local files its entry point
 * imports, transitively: found in the graph of inputs, since an output lists only the inputs that left bytes in it
 * (a stylesheet the bundle empties, a module of types) and those count too.
 */
function entryClosure(metafile: esbuild.Metafile, entryOutput: string, siteRoot: string): Omit<BundledDemoModule, 'module'> {
  const outputs = new Set<string>();
  const visitOutput = (output: string) => {
    if (!metafile.outputs[output] || outputs.has(output)) return;
    outputs.add(output);
    for (const imported of metafile.outputs[output].imports) visitOutput(imported.path);
  };
  visitOutput(entryOutput);
  const inputs = new Set<string>();
  const visitInput = (input: string) => {
    if (!metafile.inputs[input] || inputs.has(input)) return;
    inputs.add(input);
    for (const imported of metafile.inputs[input].imports) visitInput(imported.path);
  };
  visitInput(metafile.outputs[entryOutput].entryPoint!);
  return { outputs: [...outputs].map((output) => path.resolve(siteRoot, output)), inputs: localInputFiles(inputs, siteRoot) };
}

/**
 * Bundles many demo modules in one esbuild run (what they share, such as a helper module of the site, lands in a
 * chunk of its own) and returns each one's ES module to import, with what it loads and was made from, by the module's
 * absolute path.
 */
export async function bundleDemoModules(files: readonly string[], siteRoot: string): Promise<Map<string, BundledDemoModule>> {
  const unique = [...new Set(files)];
  if (!unique.length) return new Map();
  const result = await buildSiteModules(siteRoot, {
    ...serverBuildOptions(siteRoot, unique, new Set(unique)),
    entryPoints: unique,
    splitting: true,
    metafile: true,
  });
  writeOutputs(siteRoot, result.outputFiles);
  const metafile = result.metafile!;
  const bundled = new Map<string, BundledDemoModule>();
  const requested = new Set(unique);
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    // A module a demo imports dynamically is an entry point too, but not one asked for.
    const entry = meta.entryPoint && path.resolve(siteRoot, meta.entryPoint);
    if (entry && requested.has(entry)) bundled.set(entry, { module: path.resolve(siteRoot, output), ...entryClosure(metafile, output, siteRoot) });
  }
  return bundled;
}

/** Imports a module bundled by this file's functions, with its stack traces mapped to the site's sources. */
export async function importBundledModule(bundled: string): Promise<Record<string, unknown>> {
  process.setSourceMapsEnabled(true);
  return (await import(pathToFileURL(bundled).href)) as Record<string, unknown>;
}

/** Bundles and imports one of the site's modules; an edited module (or anything it imports) is imported afresh. */
export async function importSiteModule(file: string, siteRoot: string, options: SiteModuleOptions = {}): Promise<Record<string, unknown>> {
  return importBundledModule(await bundleSiteModule(file, siteRoot, options));
}
