/**
 * How the site's own modules (config, navigation trees, demos) find what they import, for the server render and for
 * the browser bundle alike: relative paths and the tsconfig `paths` aliases of the site's project as esbuild resolves
 * them, packages from the site folder upward, and the packages docsgen renders with (React, Emotion, MUI) from where
 * docsgen itself finds them. docsgen takes them as peer dependencies, so installed in a project that is the project's
 * own copy: the site's demos and docsgen's render share one React, one theme context and one style cache.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import { batchedResolver, type BatchedResolver } from './batchedResolution.ts';
import { isCommonJsFile } from './packageScope.ts';

/** Packages that must be one copy for docsgen's render and the site's demos: they hold React's and MUI's contexts. */
const SHARED_PACKAGE = /^(react|react-dom|scheduler)$|^@(mui|emotion)\//;

const BUILTINS = new Set(builtinModules);
const DOCSGEN_LIB = path.join(DOCSGEN_ROOT, 'lib') + path.sep;
const CJS_DEFAULT_NAMESPACE = 'docsgen-cjs-default';
const RESOLVING = Symbol('docsgen-site-resolution');

/** The package a bare import names (`@scope/name` or `name`). */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export interface SiteResolutionOptions {
  /** The site folder, named in the message of an import that resolves nowhere. */
  siteRoot: string;
  /** Modules of the build whose imports are resolved ahead, together (batchedResolution.ts). */
  prefetchFrom?: Iterable<string>;
}

export function inNodeModules(file: string): boolean {
  return file.split(path.sep).includes('node_modules');
}

/**
 * Whether a file is an installed package's, which Node loads from where it was found: under `node_modules`, or
 * docsgen's own compiled package. Installed by `npm link`, a `file:` dependency or a workspace, `docsgen` is a symbolic
 * link and resolves to a folder outside any `node_modules`; a site importing it still gets the running docsgen.
 */
function isPackageFile(file: string): boolean {
  return inNodeModules(file) || file.startsWith(DOCSGEN_LIB);
}

/** The message for an import found neither from the site nor from docsgen. */
export function unresolvedImportMessage(specifier: string, siteRoot: string): string {
  return `cannot resolve "${specifier}" (install it in ${siteRoot}, or add an alias)`;
}

/**
 * A module that gives a CommonJS file's default import as a bundler does: `exports.default` when the file was compiled
 * from an ES module (`__esModule`), the exports object otherwise. Node's own import would give the exports object, and
 * `import AspectRatio from '@mui/joy/AspectRatio'` would render "got: object".
 */
function commonJsDefaultModule(file: string): string {
  const url = JSON.stringify(pathToFileURL(file).href);
  return (
    `import * as namespace from ${url};\n` +
    `export * from ${url};\n` +
    `const exportsObject = namespace.default;\n` +
    `export default exportsObject && exportsObject.__esModule && 'default' in exportsObject ? exportsObject.default : exportsObject;\n`
  );
}

/** How a bare import of a site module resolves: esbuild's resolution of it, or an error saying it resolves nowhere. */
export type BareImportResolver = (args: esbuild.OnResolveArgs) => Promise<esbuild.ResolveResult | { errors: esbuild.PartialMessage[] }>;

/** The folders a bare import of a site module is looked for from, in order: a shared package from docsgen's first. */
function lookupRoots(specifier: string, resolveDir: string): [string, string] {
  return SHARED_PACKAGE.test(packageNameOf(specifier)) ? [DOCSGEN_ROOT, resolveDir] : [resolveDir, DOCSGEN_ROOT];
}

/** Whether an import names a package (or a tsconfig alias), not a path. */
export function isBareImport(specifier: string): boolean {
  return !/^(\.{1,2}(\/|$)|\/)/.test(specifier) && !path.isAbsolute(specifier);
}

/** Local modules whose imports are worth resolving ahead: scripts, where esbuild finds imports. */
const SCRIPT = /\.[cm]?[jt]sx?$/;

const MODULE_SPECIFIER = /(?:^|[\n;}])\s*(?:import|export)\s+(?!type\s)(?:[\w$\s{},*]+?\s+from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/**
 * The modules a source names: in import and re-export declarations (not type-only ones, which compile to nothing),
 * side-effect imports and dynamic imports with a literal specifier. A quick scan of the text, for resolving ahead.
 */
export function moduleSpecifiers(source: string): string[] {
  return [...new Set([...source.matchAll(MODULE_SPECIFIER)].map((match) => match[1] ?? match[2]))];
}

/** The extensions esbuild tries, in its order, for an import that names none. */
const IMPLIED_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];

/**
 * The file a relative import most likely names, found without esbuild: the path itself, with an implied extension, or
 * the folder's index file. Only a guess, to find the next imports to resolve ahead: esbuild still resolves the import.
 */
export function likelyLocalFile(specifier: string, dir: string): string | null {
  const base = path.resolve(dir, specifier);
  const candidates = [base, ...IMPLIED_EXTENSIONS.map((extension) => base + extension), ...IMPLIED_EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * Starts resolving the imports of `files` from where the build will look for them (bare imports as
 * siteBareImportResolver does, relative ones from the file's folder), and of the local modules those import, so
 * that they share as few batches as they can: a relative import's file is found at once (likelyLocalFile) and its
 * imports join the same batch, since each batch reads again the folders it looks in (an icon package's thousands of
 * files). JSX compiles to imports of React's JSX runtime.
 */
export function prefetchImports(resolver: BatchedResolver, files: Iterable<string>): void {
  const seen = new Set<string>();
  const prefetchFrom = (file: string | null) => {
    if (!file || seen.has(file) || inNodeModules(file) || !SCRIPT.test(file)) return;
    seen.add(file);
    const dir = path.dirname(file);
    for (const specifier of ['react/jsx-runtime', ...moduleSpecifiers(fs.readFileSync(file, 'utf8'))]) {
      if (isBuiltinImport(specifier)) continue;
      // A bare import may be an alias of a local module (tsconfig paths): its imports are followed once it resolves.
      if (isBareImport(specifier)) void resolver.prefetch(specifier, 'import-statement', lookupRoots(specifier, dir)[0]).then(prefetchFrom);
      else {
        const resolving = resolver.prefetch(specifier, 'import-statement', dir);
        prefetchFrom(likelyLocalFile(specifier, dir));
        void resolving.then(prefetchFrom);
      }
    }
  };
  for (const file of files) prefetchFrom(file);
}

/**
 * The resolver of a build's bare imports. Each package is resolved once per folder it is looked for from: a shared
 * package, looked for from docsgen's folder first, once for the whole site.
 */
export function siteBareImportResolver(resolver: BatchedResolver, siteRoot: string): BareImportResolver {
  const resolutions = new Map<string, Promise<esbuild.ResolveResult>>();
  const resolveFrom = (args: esbuild.OnResolveArgs, resolveDir: string) => {
    const key = `${args.kind}\0${resolveDir}\0${args.path}`;
    let resolving = resolutions.get(key);
    if (!resolving) resolutions.set(key, (resolving = resolver.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir, pluginData: RESOLVING })));
    return resolving;
  };
  return async (args) => {
    for (const root of lookupRoots(args.path, args.resolveDir)) {
      const result = await resolveFrom(args, root);
      if (!result.errors.length) return result;
    }
    return { errors: [{ text: unresolvedImportMessage(args.path, siteRoot) }] };
  };
}

/** Whether an import names a Node built-in module (which stays outside any bundle). */
export function isBuiltinImport(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(packageNameOf(specifier));
}

/** Whether esbuild's resolution of a bare import is this plugin's own (made while it resolves one for a site module). */
export function isOwnResolution(args: esbuild.OnResolveArgs): boolean {
  return args.pluginData === RESOLVING;
}

/**
 * Resolution for the server render: packages stay outside the bundle and Node loads them from where they were found.
 * (The browser bundle resolves site modules with browserSiteModules.ts.)
 */
export function siteResolutionPlugin(options: SiteResolutionOptions): esbuild.Plugin {
  return {
    name: 'docsgen-site-resolution',
    setup(build) {
      const resolver = batchedResolver(build);
      const resolveBare = siteBareImportResolver(resolver, options.siteRoot);
      build.onStart(() => prefetchImports(resolver, options.prefetchFrom ?? []));
      build.onResolve({ filter: /^file:/ }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (isOwnResolution(args) || path.isAbsolute(args.path)) return undefined;
        if (isBuiltinImport(args.path)) return { path: args.path, external: true };
        const resolved = await resolveBare(args);
        if ('errors' in resolved && !('path' in resolved)) return resolved;
        if (!isPackageFile(resolved.path) || resolved.external) return { path: resolved.path, sideEffects: resolved.sideEffects };
        if (args.kind === 'require-call' || args.kind === 'require-resolve') return { path: resolved.path, external: true };
        if (isCommonJsFile(resolved.path)) return { path: resolved.path, namespace: CJS_DEFAULT_NAMESPACE };
        return { path: pathToFileURL(resolved.path).href, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: CJS_DEFAULT_NAMESPACE }, (args) => ({ contents: commonJsDefaultModule(args.path), loader: 'js' }));
    },
  };
}
