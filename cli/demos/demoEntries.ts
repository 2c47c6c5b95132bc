/** esbuild entry points for live demos: a virtual module per demo that imports it and hands it to the demo island. */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import type { DemoRef } from './demoRef.ts';
import type { DemoTheme, DemoThemeName } from '../../runtime/islands/demo/demoThemes.ts';
import { importBindings } from '../../runtime/islands/demo/importBindings.ts';
import { moduleRegistrySource } from './demoModuleRegistry.ts';
import { libraryModuleSpecifier } from './demoLibraries.ts';

const demoIslandDir = path.join(DOCSGEN_ROOT, 'runtime/islands/demo');
const mountDemoModule = path.join(demoIslandDir, 'mountDemo.tsx');
/** The browser providers of each of docsgen's demo themes (each module exports `Providers`). */
const providersModule: Record<DemoThemeName, string> = {
  material: path.join(demoIslandDir, 'materialProviders.tsx'),
  joy: path.join(demoIslandDir, 'joyProviders.tsx'),
  none: path.join(demoIslandDir, 'noThemeProviders.tsx'),
};
/** Wraps a site's demo theme module in the reader's settings. */
const moduleProvidersModule = path.join(demoIslandDir, 'moduleProviders.tsx');
const NAMESPACE = 'docsgen-demo';
/** The namespace of the demo entries, whose imports other than docsgen's runtime are the site's. */
export const DEMO_ENTRY_NAMESPACE = NAMESPACE;
/** docsgen's modules the demo entries import. */
export const DEMO_RUNTIME_MODULES: ReadonlySet<string> = new Set([mountDemoModule, moduleProvidersModule, ...Object.values(providersModule)]);

/** Entry points (`chunkName` → virtual path naming the demo by its chunk) for the demos. */
export function demoEntryPoints(demos: Iterable<DemoRef>): Record<string, string> {
  return Object.fromEntries([...demos].map((demo) => [demo.chunkName, `${NAMESPACE}:${demo.chunkName}`]));
}

/** The demo chunk an entry point of esbuild's metafile belongs to, or null for another entry. */
export function demoChunkOfEntryPoint(entryPoint: string): string | null {
  return entryPoint.startsWith(`${NAMESPACE}:`) ? entryPoint.slice(NAMESPACE.length + 1) : null;
}

/** The lines of an entry that bind `Providers` for a demo in `theme`. */
function providersImport(theme: DemoTheme): string {
  if (typeof theme === 'string') return `import { Providers } from ${JSON.stringify(providersModule[theme])};\n`;
  return (
    `import DemoTheme from ${JSON.stringify(theme.module)};\n` +
    `import { readerSettingsProviders } from ${JSON.stringify(moduleProvidersModule)};\n` +
    `const Providers = readerSettingsProviders(DemoTheme);\n`
  );
}

/**
 * Resolves the virtual demo entries to a tiny module: `export default (el) => mountDemo(el, Demo)`, and `modules`, the
 * bindings the demo imports merged with those of its library (demoLibraries.ts), for the live editor to run edits of it
 * on the code already loaded. Using the library's registry is also what makes the library's demos share its chunks.
 */
export function demoEntryPlugin(demos: readonly DemoRef[]): esbuild.Plugin {
  const byChunk = new Map(demos.map((demo) => [demo.chunkName, demo]));
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const demo = byChunk.get(args.path);
        if (demo === undefined) throw new Error(`no demo entry was requested for ${args.path}`);
        const { absFile: demoFile, library } = demo;
        return {
          contents:
            `import Demo from ${JSON.stringify(demoFile)};\n` +
            `import { mountDemo } from ${JSON.stringify(mountDemoModule)};\n` +
            providersImport(demo.theme) +
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
