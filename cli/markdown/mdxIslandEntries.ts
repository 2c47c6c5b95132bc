/** esbuild entry points for MDX islands: a virtual module per island that imports its component and hands it to the island runtime. */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import type { MdxIslandRef } from './collectMdxIslands.ts';

const NAMESPACE = 'docsgen-mdx-island';
/** The namespace of the islands' virtual entries, whose imports are the site's own. */
export const MDX_ISLAND_NAMESPACE = NAMESPACE;
/** docsgen's module that mounts an island, imported by every entry. */
export const MDX_ISLAND_MOUNT_MODULE = path.join(DOCSGEN_ROOT, 'runtime/islands/mdx/mountMdxIsland.tsx');

/** Entry points (`chunkName` → virtual path) for the islands. */
export function mdxIslandEntryPoints(islands: readonly MdxIslandRef[]): Record<string, string> {
  return Object.fromEntries(islands.map((island) => [island.chunkName, `${NAMESPACE}:${island.chunkName}`]));
}

/** The island's chunk name, when an esbuild output's entry point is an MDX island. */
export function mdxIslandOfEntryPoint(entryPoint: string): string | undefined {
  return entryPoint.startsWith(`${NAMESPACE}:`) ? entryPoint.slice(NAMESPACE.length + 1) : undefined;
}

/** Resolves each virtual entry to `export default (element) => mountMdxIsland(element, Component)`, resolved beside its page. */
export function mdxIslandEntryPlugin(islands: readonly MdxIslandRef[]): esbuild.Plugin {
  const byChunk = new Map(islands.map((island) => [island.chunkName, island]));
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const island = byChunk.get(args.path);
        if (!island) return { errors: [{ text: `no MDX island named ${args.path}` }] };
        // Resolved here, so that an import that fails is reported at the page's import line, not in this virtual module.
        const resolved = await build.resolve(island.specifier, { resolveDir: island.resolveDir, kind: 'import-statement' });
        if (resolved.errors.length) {
          const location = { file: island.absFile, line: island.line, column: island.column - 1 };
          return { errors: [{ text: `the island's import "${island.specifier}" cannot be resolved from the page's folder`, location }] };
        }
        const binding = island.imported === 'default' ? 'Component' : `{ ${island.imported} as Component }`;
        return {
          contents:
            `import ${binding} from ${JSON.stringify(island.specifier)};\n` +
            `import { mountMdxIsland } from ${JSON.stringify(MDX_ISLAND_MOUNT_MODULE)};\n` +
            `export default function mount(element) { return mountMdxIsland(element, Component); }\n`,
          loader: 'js',
          resolveDir: island.resolveDir,
        };
      });
    },
  };
}
