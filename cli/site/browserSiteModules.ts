/**
 * How the browser bundle resolves the site's modules (demos and the files they import), as siteResolution.ts does for
 * the server. The site's modules are given a namespace of their own, so the plugin sees only their imports: a callback
 * for every import of the bundle, the packages' own thousands among them, made the bundle several times slower.
 * Packages (and docsgen's runtime) stay in esbuild's file namespace and resolve as esbuild does, each from where it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { batchedResolver } from './batchedResolution.ts';
import { inNodeModules, isBareImport, isBuiltinImport, prefetchImports, siteBareImportResolver, type BareImportResolver } from './siteResolution.ts';

const SITE_NAMESPACE = 'docsgen-site';

/** Loaders by extension for the site's modules; demos written as `.js` may hold JSX, as in a bundler. */
const LOADERS: Record<string, esbuild.Loader> = {
  '.js': 'jsx',
  '.jsx': 'jsx',
  '.mjs': 'js',
  '.cjs': 'js',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.json': 'json',
};

export interface BrowserSiteOptions {
  siteRoot: string;
  /** Namespaces of virtual modules whose imports are the site's own (demo entries, library registries). */
  siteImporters: readonly string[];
  /** Imports of those virtual modules that are docsgen's, resolved as esbuild does (the demo island's runtime). */
  docsgenModules: ReadonlySet<string>;
  /** Site modules whose imports are resolved ahead, together (batchedResolution.ts): the demos. */
  prefetchFrom?: readonly string[];
}

export function browserSitePlugin({ siteRoot, siteImporters, docsgenModules, prefetchFrom = [] }: BrowserSiteOptions): esbuild.Plugin {
  return {
    name: SITE_NAMESPACE,
    setup(build) {
      const resolver = batchedResolver(build);
      const resolveBare = siteBareImportResolver(resolver, siteRoot);
      build.onStart(() => {
        // A demo entry imports its demo by absolute path, then what the demo imports.
        for (const file of prefetchFrom) resolver.prefetch(file, 'import-statement', path.dirname(file));
        prefetchImports(resolver, prefetchFrom);
      });
      const bareImports = new Map<string, ReturnType<BareImportResolver>>();
      /** A resolved file: still the site's (its own namespace) unless it is a package's. */
      const located = (resolved: esbuild.ResolveResult): esbuild.OnResolveResult =>
        resolved.external || inNodeModules(resolved.path)
          ? { path: resolved.path, external: resolved.external, sideEffects: resolved.sideEffects }
          : { path: resolved.path, namespace: SITE_NAMESPACE, sideEffects: resolved.sideEffects };

      const resolveSiteImport = async (args: esbuild.OnResolveArgs): Promise<esbuild.OnResolveResult | undefined> => {
        // Stylesheets are the demo stylesheet plugin's.
        if (args.path.endsWith('.css') || docsgenModules.has(args.path)) return undefined;
        if (args.path.startsWith('file:') || isBuiltinImport(args.path)) return { path: args.path, external: true };
        const fileArgs = { ...args, namespace: 'file' };
        if (isBareImport(args.path)) {
          // Demos of one folder import the same packages: each is resolved once per folder.
          const key = `${args.kind}\0${args.resolveDir}\0${args.path}`;
          let resolving = bareImports.get(key);
          if (!resolving) bareImports.set(key, (resolving = resolveBare(fileArgs)));
          const resolved = await resolving;
          return 'path' in resolved ? located(resolved) : resolved;
        }
        const resolved = await resolver.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: 'file' });
        return resolved.errors.length ? { errors: resolved.errors } : located(resolved);
      };
      for (const namespace of [SITE_NAMESPACE, ...siteImporters]) build.onResolve({ filter: /.*/, namespace }, resolveSiteImport);
      build.onLoad({ filter: /.*/, namespace: SITE_NAMESPACE }, async (args) => ({
        contents: await fs.promises.readFile(args.path),
        loader: LOADERS[path.extname(args.path)] ?? 'default',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
