// Which dependencies lib/ carries inside its own bundles rather than importing from node_modules.
//
// Node's module loader resolves, reads and compiles every file of an ES module package on its own: the Markdown
// pipeline (unified with its micromark, mdast and hast packages) and zod load as some 400 small files, a third of a
// second in each thread that loads them (the build thread, every render worker), and most of a build with nothing to
// render. Bundled, they load as a few large files. These are libraries docsgen alone calls, on plain data: a site's
// own code never shares their objects, so a copy inside lib/ is the same to it. React, MUI and Emotion, whose single
// instance the site's demos share, stay external, as does every other package (compiled code, files read at run
// time, tools loaded only on demand).
import fs from 'node:fs';
import { DEPENDENCY_PATCHES, applyPatch } from './dependencyPatches.mjs';

/** Packages bundled for a shorter start: those named here and, transitively, the packages they import. */
const BUNDLED_FOR_STARTUP = [
  /^unified$/,
  /^vfile(-.+)?$/,
  /^(remark|rehype)-.+$/,
  /^(micromark|mdast-util|hast-util|unist-util)(-.+)?$/,
  /^(zod|yaml|image-size|github-slugger|minisearch|decode-named-character-reference)$/,
];

/** Packages never bundled, even when a bundled one imports them: the site's code must see their one instance. */
const SHARED_WITH_THE_SITE = [/^(react|react-dom|scheduler)$/, /^@(mui|emotion|mdx-js)\//];

/** Packages bundled because docsgen patches them or they import a patched file: bundled, they get the patched copy. */
const PATCHED = new Set(DEPENDENCY_PATCHES.flatMap((patch) => [patch.package, ...patch.importers]));

const matches = (patterns, name) => patterns.some((pattern) => pattern.test(name));

/** Whether lib/ bundles the package `name`, imported from `importer` (a file path). */
export function bundlesPackage(name, importer) {
  if (matches(SHARED_WITH_THE_SITE, name)) return false;
  if (PATCHED.has(name) || matches(BUNDLED_FOR_STARTUP, name)) return true;
  // A dependency of a bundled package: its importer is a file of node_modules that esbuild is bundling.
  return /[\\/]node_modules[\\/]/.test(importer);
}

/** The package a bare import names (`@scope/name` or `name`), or null for a Node built-in. */
function packageOf(specifier) {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * An esbuild plugin: imports of packages stay external except those {@link bundlesPackage} names, and the patched files
 * among them are rewritten. esbuild resolves the rest itself: paths, Node built-ins, and `#` subpath imports (a
 * package's own files).
 */
export function bundledDependenciesPlugin() {
  return {
    name: 'docsgen-bundled-dependencies',
    setup(build) {
      build.onResolve({ filter: /^[^./#]/ }, (args) => {
        const name = packageOf(args.path);
        if (name === null || bundlesPackage(name, args.importer)) return undefined;
        return { path: args.path, external: true };
      });
      for (const patch of DEPENDENCY_PATCHES) {
        const suffix = `/node_modules/${patch.package}/${patch.file}`;
        const filter = new RegExp(`${suffix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        build.onLoad({ filter }, (args) => {
          const published = fs.readFileSync(args.path, 'utf8');
          return { contents: applyPatch(patch, published) ?? published, loader: 'js' };
        });
      }
    },
  };
}
