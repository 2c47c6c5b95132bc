/** esbuild plugin for the demo bundles: a demo's stylesheet import becomes an empty module, since the build puts its CSS in the page. */
import path from 'node:path';
import type * as esbuild from 'esbuild';

const NAMESPACE = 'docsgen-demo-stylesheet';

/** `demoFiles`: the demo modules, the only files allowed to import a stylesheet (that is where the build looks for them). */
export function demoStylesheetPlugin(demoFiles: ReadonlySet<string>): esbuild.Plugin {
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, (args) => {
        if (!demoFiles.has(args.importer)) {
          return { errors: [{ text: `only a demo's own file can import a stylesheet ("${args.path}"): import it from the demo, which adds it to the page` }] };
        }
        return { path: path.resolve(args.resolveDir, args.path), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: '', loader: 'js' }));
    },
  };
}
