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

/**
 * micromark's document tokenizer moves a container's exit events back before the line's flow chunk each time a list
 * item ends inside one that goes on (a sub-list before its parent's next item) or a lazy line ends containers, through
 * an EditMap, whose `consume` copies every event of the document so far: a long list of items with sub-lists parsed in
 * time quadratic in its length (`- item` / `  - sub item` lines: 13.9 s of CPU for 100 KB, 53.6 s for 200 KB).
 * Within that file the edit map only ever moves a few events near the end, which splicing in place does in time
 * proportional to them: this map applies its edits (those at one index merged, as the published one does) as splices,
 * last first, so each edit's indices still hold.
 */
const documentExitsPatch = {
  package: 'micromark',
  file: 'lib/initialize/document.js',
  find: "import { EditMap } from 'micromark-util-edit-map';",
  replace: [
    'class EditMap {',
    '  edits = [];',
    '  add(index, remove, add) {',
    '    if (remove === 0 && add.length === 0) return;',
    '    const same = this.edits.find((edit) => edit[0] === index);',
    '    if (same) {',
    '      same[1] += remove;',
    '      same[2] = [...same[2], ...add];',
    '    } else {',
    '      this.edits.push([index, remove, add]);',
    '    }',
    '  }',
    '  consume(events) {',
    '    for (const [index, remove, add] of this.edits.sort((a, b) => b[0] - a[0])) events.splice(index, remove, ...add);',
    '    this.edits.length = 0;',
    '  }',
    '}',
  ].join('\n'),
  importers: ['mdast-util-from-markdown'],
};

export const DEPENDENCY_PATCHES = [fromMarkdownContextPatch, documentExitsPatch];

/** `source` with the patch applied, or null when its text is not found (the dependency changed). */
export function applyPatch(patch, source) {
  const at = source.indexOf(patch.find);
  if (at < 0 || source.indexOf(patch.find, at + 1) >= 0) return null;
  return source.slice(0, at) + patch.replace + source.slice(at + patch.find.length);
}
