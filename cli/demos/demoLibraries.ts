/**
 * The libraries demos share in the browser. Every demo of one library (a product of the site: Material UI, Joy UI…)
 * uses one registry of every React and MUI binding the library's demos import, so esbuild's code splitting puts those
 * modules in chunks that all of the library's demos share: a reader's second demo of a library loads only its own code.
 * Left to itself, esbuild would split them by the exact set of demos importing each module, and every demo would bring
 * a few chunks of its own.
 */
import fs from 'node:fs';
import type * as esbuild from 'esbuild';
import { importBindings, type ImportedBindings } from '../../runtime/islands/demo/importBindings.ts';
import type { DemoRef } from './demoRef.ts';
import { moduleRegistrySource } from './demoModuleRegistry.ts';

const NAMESPACE = 'docsgen-demo-library';
/** The namespace of the library registries, whose imports resolve as the site's. */
export const DEMO_LIBRARY_NAMESPACE = NAMESPACE;

/** React and MUI, the code every demo of a library needs; icons stay with the demos that show them (there are thousands). */
const LIBRARY_PACKAGE = /^(react|react-dom)(\/|$)|^@(mui|emotion)\/(?!icons-)/;

/**
 * The full-page templates form a library of their own: each uses far more of Material UI than a component demo, and
 * sharing a chunk with the component demos would make every reader of a component page download it all.
 */
export const TEMPLATE_LIBRARY = 'templates';

/** The library of a demo shown at `route`: the route's first segment (the product), `site` for pages outside any. */
export function demoLibraryOf(route: string): string {
  return /^\/([^/]+)\//.exec(route)?.[1] ?? 'site';
}

/** Every React and MUI binding the given sources import, merged per module. */
export function libraryBindings(sources: Iterable<string>): ImportedBindings[] {
  const bySpecifier = new Map<string, ImportedBindings>();
  for (const source of sources) {
    for (const binding of importBindings(source)) {
      if (!LIBRARY_PACKAGE.test(binding.specifier)) continue;
      const merged = bySpecifier.get(binding.specifier) ?? { specifier: binding.specifier, defaultImport: false, namespace: false, names: [] };
      bySpecifier.set(binding.specifier, {
        specifier: binding.specifier,
        defaultImport: merged.defaultImport || binding.defaultImport,
        namespace: merged.namespace || binding.namespace,
        names: [...new Set([...merged.names, ...binding.names])].sort(),
      });
    }
  }
  return [...bySpecifier.values()].sort((a, b) => a.specifier.localeCompare(b.specifier));
}

/** The import a demo's entry makes for the registry of its library. */
export function libraryModuleSpecifier(library: string): string {
  return `${NAMESPACE}:${library}`;
}

/** esbuild plugin: `docsgen-demo-library:<library>` is the registry (`modules`) of the library's bindings, resolved from the site folder. */
export function demoLibraryPlugin(demos: readonly DemoRef[], siteRoot: string): esbuild.Plugin {
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const sources = demos.filter((demo) => demo.library === args.path).map((demo) => fs.readFileSync(demo.absFile, 'utf8'));
        return { contents: moduleRegistrySource(libraryBindings(sources)), loader: 'js', resolveDir: siteRoot };
      });
    },
  };
}
