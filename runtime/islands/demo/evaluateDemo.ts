/**
 * Runs a compiled demo: its `require` answers from the modules the page already has (the demo island's registry, then
 * a library loaded whole on first need), and its default export is the component to show.
 */
import type * as React from 'react';
import { importBindings } from './importBindings.ts';

/** Module objects by import specifier, as the island registry holds them. */
export type ModuleRegistry = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Libraries an edit may import from beyond what the demo imported, each fetched whole the first time it is needed. */
export type LibraryLoaders = Readonly<Record<string, () => Promise<Record<string, unknown>>>>;

/** A name in the compiled code's stack: where runtime errors point. */
export const EDITED_DEMO_URL = 'edited-demo.js';

export class DemoModuleError extends Error {}

/** The library a specifier belongs to and, for a component path (`@mui/material/Chip`), the export it names. */
function libraryOf(specifier: string, loaders: LibraryLoaders): { library: string; exportName: string | null } | null {
  if (loaders[specifier]) return { library: specifier, exportName: null };
  const library = Object.keys(loaders).find((name) => specifier.startsWith(`${name}/`));
  if (!library) return null;
  const rest = specifier.slice(library.length + 1);
  return /^[A-Z][\w]*$/.test(rest) ? { library, exportName: rest } : null;
}

/** The registry completed with what `source` imports and the demo did not: resolves, or rejects naming the module. */
export async function resolveImports(source: string, registry: ModuleRegistry, loaders: LibraryLoaders): Promise<ModuleRegistry> {
  const resolved: Record<string, Readonly<Record<string, unknown>>> = { ...registry };
  for (const bindings of importBindings(source)) {
    const known = registry[bindings.specifier];
    const complete = known && (!bindings.defaultImport || 'default' in known) && bindings.names.every((name) => name in known) && (!bindings.namespace || !('__esModule' in known));
    if (complete) continue;
    const target = libraryOf(bindings.specifier, loaders);
    if (!target) throw new DemoModuleError(`"${bindings.specifier}" cannot be imported here: an edited demo can use React and what the demo already imports (add the import to the demo's file to use it here).`);
    const library = await loaders[target.library]();
    resolved[bindings.specifier] = target.exportName === null ? library : { __esModule: true, default: library[target.exportName] };
  }
  return resolved;
}

/** Evaluates compiled code (CommonJS, from compileDemo) against `modules`; returns its default export. */
export function evaluateDemo(code: string, modules: ModuleRegistry): React.ComponentType {
  const require = (specifier: string) => {
    const module = modules[specifier];
    if (!module) throw new DemoModuleError(`"${specifier}" is not available to the edited demo.`);
    return module;
  };
  const exports: Record<string, unknown> = {};
  // The code is the reader's own edit of a demo, run in their own page, as the live editor promises.
  const run = new Function('require', 'exports', 'module', `${code}\n//# sourceURL=${EDITED_DEMO_URL}`) as (r: typeof require, e: typeof exports, m: { exports: typeof exports }) => void;
  run(require, exports, { exports });
  const component = exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new DemoModuleError('The demo must export its component as the default export.');
  }
  return component as React.ComponentType;
}

/** The line of the edited source an error was thrown from, read from its stack; null when it did not come from there. */
export function errorLine(error: unknown): number | null {
  const stack = (error as Error | null)?.stack ?? '';
  const match = new RegExp(`${EDITED_DEMO_URL.replace('.', '\\.')}:(\\d+):\\d+`).exec(stack);
  // new Function puts two lines (its header) before the body.
  return match ? Math.max(1, Number(match[1]) - 2) : null;
}
