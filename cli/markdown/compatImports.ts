/**
 * How an MDX page's imports of other docs tools resolve in its bundle: the built-in components of Starlight,
 * Docusaurus and Nextra come from docsgen's React versions of them (templates/compat/); an Astro component becomes a
 * marked block that says it is not rendered; Vite's `?raw` suffix gives a file's text and `?url` its published URL.
 *
 * The compat components are handed to the page's bundle through a global rather than bundled into it: bundled, they
 * would bring their own copy of docsgen's React contexts (translations, base path, highlighter), which the page's
 * providers would not reach.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { COMPAT_MODULES, INSTALLABLE_COMPAT_SPECIFIERS } from '../../templates/compat/compatModules.ts';
import { unsupportedAstroComponent } from '../../templates/compat/UnsupportedComponent.tsx';

const HANDOFF = 'Symbol.for("docsgen.compatModules")';
const COMPAT_NAMESPACE = 'docsgen-compat';
const ASTRO_NAMESPACE = 'docsgen-astro';
const FILE_TEXT_NAMESPACE = 'docsgen-file-text';
const FILE_URL_NAMESPACE = 'docsgen-file-url';
const RESOLVING = Symbol('docsgen-compat-resolution');

interface Handoff {
  modules: typeof COMPAT_MODULES;
  astro: typeof unsupportedAstroComponent;
}

/** Makes the compat modules reachable from page bundles (once per process; the same objects every time). */
function installHandoff(): void {
  const holder = globalThis as unknown as Record<symbol, Handoff | undefined>;
  holder[Symbol.for('docsgen.compatModules')] ??= { modules: COMPAT_MODULES, astro: unsupportedAstroComponent };
}

/** The source of a module that re-exports the compat module `specifier` names from the handoff. */
function compatModuleSource(specifier: string): string {
  const exports = COMPAT_MODULES[specifier];
  const lines = [`const m = globalThis[${HANDOFF}].modules[${JSON.stringify(specifier)}];`];
  for (const name of Object.keys(exports)) lines.push(name === 'default' ? 'export default m.default;' : `export const ${name} = m.${name};`);
  return lines.join('\n');
}

/**
 * The files a bundle imported for their bytes (`?raw`, `?url`), from its metafile's input keys: wherever they are,
 * packages included, they are published with the page.
 */
export function fileContentImports(inputKeys: Iterable<string>): string[] {
  const prefixes = [`${FILE_TEXT_NAMESPACE}:`, `${FILE_URL_NAMESPACE}:`];
  return [...inputKeys].flatMap((key) => prefixes.filter((prefix) => key.startsWith(prefix)).map((prefix) => key.slice(prefix.length)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export interface CompatImportsOptions {
  /** The site folder: Vite's root, which a root-absolute `/file?raw` starts from. */
  siteRoot: string;
  /** Publishes a file a page imports with `?url`; returns its URL under the base path. */
  publishFile(absPath: string, content: Buffer): string;
}

/** esbuild plugin for MDX page bundles (before the site's own resolution). */
export function compatImportsPlugin({ siteRoot, publishFile }: CompatImportsOptions): esbuild.Plugin {
  installHandoff();
  const specifiers = new RegExp(`^(${Object.keys(COMPAT_MODULES).map(escapeRegExp).join('|')})$`);
  return {
    name: 'docsgen-compat-imports',
    setup(build) {
      // A resolution another plugin asked for (its pluginData set) is left to it: answering it here by resolving again
      // would wait on that plugin's own pending resolution of the same import.
      const probing = (args: esbuild.OnResolveArgs) => args.pluginData !== undefined;
      const resolve = (args: esbuild.OnResolveArgs, file: string) =>
        build.resolve(file, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });

      build.onResolve({ filter: specifiers }, async (args) => {
        if (probing(args)) return undefined;
        if (INSTALLABLE_COMPAT_SPECIFIERS.has(args.path) && !(await resolve(args, args.path)).errors.length) return undefined;
        return { path: args.path, namespace: COMPAT_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: COMPAT_NAMESPACE }, (args) => ({ contents: compatModuleSource(args.path), loader: 'js' }));

      build.onResolve({ filter: /\.astro$/ }, async (args) => {
        if (probing(args)) return undefined;
        const found = await resolve(args, args.path);
        if (found.errors.length) return { errors: found.errors };
        return { path: args.path, namespace: ASTRO_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: ASTRO_NAMESPACE }, (args) => ({
        contents: `export default globalThis[${HANDOFF}].astro(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));

      build.onResolve({ filter: /\?(raw|url)$/ }, async (args) => {
        if (probing(args)) return undefined;
        const at = args.path.lastIndexOf('?');
        const file = args.path.slice(0, at);
        const namespace = args.path.endsWith('?raw') ? FILE_TEXT_NAMESPACE : FILE_URL_NAMESPACE;
        // Reported with the specifier as written (suffix included), which the error's line is found by.
        const unresolved = { errors: [{ text: `Could not resolve "${args.path}"` }] };
        if (file.startsWith('/')) {
          const inSite = path.join(siteRoot, file);
          return fs.existsSync(inSite) ? { path: inSite, namespace } : unresolved;
        }
        const found = await resolve(args, file);
        return found.errors.length ? unresolved : { path: found.path, namespace };
      });
      build.onLoad({ filter: /.*/, namespace: FILE_TEXT_NAMESPACE }, async (args) => ({
        contents: `export default ${JSON.stringify(await fs.promises.readFile(args.path, 'utf8'))};`,
        loader: 'js',
        watchFiles: [args.path],
      }));
      build.onLoad({ filter: /.*/, namespace: FILE_URL_NAMESPACE }, async (args) => ({
        contents: `export default ${JSON.stringify(publishFile(args.path, await fs.promises.readFile(args.path)))};`,
        loader: 'js',
      }));
    },
  };
}
