/**
 * Markdown and MDX files an MDX page imports (`import Note from './_note.mdx'`, Docusaurus's partials): each compiled
 * by the page's own MDX compiler, with docsgen's plugins reading it as a file of its own (its links resolve from its
 * folder, its problems are reported at its lines), and bundled into the page as a component.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';

/** Compiles the partial at `absPath` to an ES module; throws ContentErrors at the partial's lines. */
export type CompilePartial = (absPath: string, text: string) => Promise<string>;

/** esbuild plugin: `.md` and `.mdx` imports loaded through `compilePartial`. */
export function mdxPartialsPlugin(compilePartial: CompilePartial): esbuild.Plugin {
  return {
    name: 'docsgen-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const fs = await import('node:fs');
        const contents = await compilePartial(args.path, fs.readFileSync(args.path, 'utf8'));
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
