// Source changes to dependencies that docsgen bundles into its own code, each fixing a measured slowness of Node 20.
//
// A patch is a literal replacement in one file of a package. The packages it names are bundled into docsgen's
// bundles (bundledDependencies.mjs) together with the packages that import the patched file (`importers`): bundled,
// they get the patched copy.
//
// When a dependency update changes the patched text, the replacement no longer matches and the file is bundled as
// published: the build is as correct as before, only slower. A unit test checks every patch still applies.

/**
 * mdast-util-from-markdown's `compile` calls a handler for each micromark event (thousands on a typical page) with
 * `this` set to `{...context, sliceSerialize}`. V8 11 (Node 20) gives every object made by a spread and then given a
 * new property a hidden class of its own: each call allocated a fresh map and descriptor array, many times slower than
 * when the spread only overwrites a property the source already has. Giving `context` that property (undefined until
 * a handler's copy sets it) makes the copies share one class, which shortens `compile` and lowers a build's peak
 * memory (profiled on the bench corpus; figures in the README).
 */
const fromMarkdownContextPatch = {
  package: 'mdast-util-from-markdown',
  file: 'lib/index.js',
  find: '      resume,\n      data\n    };',
  replace: '      resume,\n      data,\n      sliceSerialize: undefined\n    };',
  importers: ['remark-parse'],
};

export const DEPENDENCY_PATCHES = [fromMarkdownContextPatch];

/** `source` with the patch applied, or null when its text is not found (the dependency changed). */
export function applyPatch(patch, source) {
  const at = source.indexOf(patch.find);
  if (at < 0 || source.indexOf(patch.find, at + 1) >= 0) return null;
  return source.slice(0, at) + patch.replace + source.slice(at + patch.find.length);
}
