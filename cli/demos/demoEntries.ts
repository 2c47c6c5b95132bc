/** esbuild entry points for live demos: a virtual module per demo that imports it and hands it to the demo island. */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import type { DemoRef } from './demoRef.ts';
import { importBindings } from '../../runtime/islands/demo/importBindings.ts';
import { moduleRegistrySource } from './demoModuleRegistry.ts';
import { libraryModuleSpecifier } from './demoLibraries.ts';

const demoIslandDir = path.join(DOCSGEN_ROOT, 'runtime/islands/demo');
const mountDemoModule = path.join(demoIslandDir, 'mountDemo.tsx');
const providersModule = { material: path.join(demoIslandDir, 'materialProviders.tsx'), joy: path.join(demoIslandDir, 'joyProviders.tsx') };
const NAMESPACE = 'docsgen-demo';
/** The namespace of the demo entries, whose imports other than docsgen's runtime are the site's. */
export const DEMO_ENTRY_NAMESPACE = NAMESPACE;
/** docsgen's modules the demo entries import. */
export const DEMO_RUNTIME_MODULES: ReadonlySet<string> = new Set([mountDemoModule, ...Object.values(providersModule)]);

/** Entry points (`chunkName` → virtual path carrying the demo's kind) for the demos. */
export function demoEntryPoints(demos: Iterable<DemoRef>): Record<string, string> {
  return Object.fromEntries([...demos].map((demo) => [demo.chunkName, `${NAMESPACE}:${demo.kind}:${demo.absFile}`]));
}

/**
 * Resolves the virtual demo entries to a tiny module: `export default (el) => mountDemo(el, Demo)`, and `modules`, the
 * bindings the demo imports merged with those of its library (demoLibraries.ts), for the live editor to run edits of it
 * on the code already loaded. Using the library's registry is also what makes the library's demos share its chunks.
 */
export function demoEntryPlugin(demos: readonly DemoRef[]): esbuild.Plugin {
  const libraries = new Map(demos.map((demo) => [demo.absFile, demo.library]));
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const [kind, ...rest] = args.path.split(':');
        const demoFile = rest.join(':');
        const library = libraries.get(demoFile);
        if (library === undefined) throw new Error(`no demo entry was requested for ${demoFile}`);
        return {
          contents:
            `import Demo from ${JSON.stringify(demoFile)};\n` +
            `import { mountDemo } from ${JSON.stringify(mountDemoModule)};\n` +
            `import { Providers } from ${JSON.stringify(providersModule[kind as keyof typeof providersModule])};\n` +
            `import { modules as libraryModules } from ${JSON.stringify(libraryModuleSpecifier(library))};\n` +
            `export default function mount(element) { return mountDemo(element, Demo, Providers); }\n` +
            moduleRegistrySource(importBindings(fs.readFileSync(demoFile, 'utf8')).filter((entry) => !entry.specifier.endsWith('.css')), 'demoModules') +
            `export const modules = { ...demoModules, ...libraryModules };\n`,
          loader: 'js',
          resolveDir: path.dirname(demoFile),
        };
      });
    },
  };
}
