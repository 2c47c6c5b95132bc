/**
 * esbuild's own resolution of many imports at once. A plugin's `build.resolve` makes a new resolver for every call,
 * which reads again every folder on the way to the file: a package folder of thousands of files (an icon set) took a
 * tenth of a second per import, and the demo bundles spent most of their time there. Here the imports asked for
 * while one esbuild run resolves are resolved together by another run of esbuild, with the build's resolution options
 * and no plugins: each import is a one-line virtual module whose import esbuild resolves, its target loaded as empty,
 * and the run's metafile says where each one went.
 *
 * An import another plugin of the build could claim (a stylesheet), one of a kind no statement can express, one
 * esbuild fails to resolve (its error is then esbuild's own) and one whose package lists the files with side effects
 * are left to `build.resolve`, whose answer is exact in every case.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const NAMESPACE = 'docsgen-resolution';
const ENTRY = new RegExp(`^${NAMESPACE}:(\\d+)$`);

/** A statement that makes esbuild resolve `specifier` as an import of this kind. */
const STATEMENTS: Partial<Record<esbuild.ImportKind, (specifier: string) => string>> = {
  'import-statement': (specifier) => `import ${specifier};`,
  'dynamic-import': (specifier) => `import(${specifier});`,
  'require-call': (specifier) => `require(${specifier});`,
};

/** The kinds of files an import resolved in a batch may point at. */
const TARGET_EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx', '.json', '.css', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.txt', '.md'];

/** Build options that decide where an import resolves; the rest (output, plugins, JSX) do not. */
const RESOLUTION_OPTIONS = [
  'absWorkingDir',
  'alias',
  'conditions',
  'external',
  'mainFields',
  'nodePaths',
  'packages',
  'platform',
  'preserveSymlinks',
  'resolveExtensions',
  'tsconfig',
  'tsconfigRaw',
] as const satisfies readonly (keyof esbuild.BuildOptions)[];

interface Request {
  specifier: string;
  kind: esbuild.ImportKind;
  resolveDir: string;
  answer: (resolved: Resolved | null) => void;
}

/** Where an import went: a file, or a path left external. */
interface Resolved {
  path: string;
  external: boolean;
}

/** The parsed `package.json` nearest above each folder (null: none, or one esbuild would read differently). */
type PackageJson = { sideEffects?: unknown } | null;

function nearestPackageJson(dir: string, known: Map<string, PackageJson | 'unreadable'>): PackageJson | 'unreadable' {
  const cached = known.get(dir);
  if (cached !== undefined) return cached;
  const file = path.join(dir, 'package.json');
  let found: PackageJson | 'unreadable';
  if (fs.existsSync(file)) {
    try {
      found = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
    } catch {
      found = 'unreadable';
    }
  } else {
    found = path.dirname(dir) === dir ? null : nearestPackageJson(path.dirname(dir), known);
  }
  known.set(dir, found);
  return found;
}

/**
 * Whether esbuild treats `file` as having side effects, as `build.resolve` reports it: not when the nearest
 * `package.json` says `"sideEffects": false`. Null when that file lists patterns or cannot be read (ask esbuild).
 */
function sideEffectsOf(file: string, known: Map<string, PackageJson | 'unreadable'>): boolean | null {
  const manifest = nearestPackageJson(path.dirname(file), known);
  if (manifest === 'unreadable') return null;
  const marked = manifest?.sideEffects;
  if (Array.isArray(marked)) return null;
  return marked !== false;
}

/**
 * The requests of a batch as modules: one per folder and kind of import, of one statement per line. One module per
 * import made esbuild link (and hand back) an output per import, five times the work of resolving them.
 */
function groupedByModule(requests: readonly Request[]): number[][] {
  const groups = new Map<string, number[]>();
  requests.forEach((request, index) => {
    const key = `${request.kind}\0${request.resolveDir}`;
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  return [...groups.values()];
}

/** One esbuild run resolving `requests`; the index of each import that failed, or each one's destination. */
async function resolveTogether(requests: readonly Request[], options: esbuild.BuildOptions): Promise<{ failed: Set<number> } | { resolved: (Resolved | null)[] }> {
  const workingDir = options.absWorkingDir ?? process.cwd();
  const modules = groupedByModule(requests);
  try {
    const result = await esbuild.build({
      ...options,
      entryPoints: modules.map((_, index) => `${NAMESPACE}:${index}`),
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      outdir: path.join(workingDir, NAMESPACE),
      logLevel: 'silent',
      // Only where each import goes matters: its target is not read. (A file of another kind fails to load, and its
      // import is left to build.resolve.)
      loader: Object.fromEntries(TARGET_EXTENSIONS.map((extension) => [extension, 'empty'])),
      plugins: [
        {
          name: NAMESPACE,
          setup(build) {
            build.onResolve({ filter: ENTRY }, (args) => (args.kind === 'entry-point' ? { path: args.path, namespace: NAMESPACE } : undefined));
            build.onLoad({ filter: ENTRY, namespace: NAMESPACE }, (args) => {
              const members = modules[Number(ENTRY.exec(args.path)![1])].map((index) => requests[index]);
              const statements = members.map((request) => STATEMENTS[request.kind]!(JSON.stringify(request.specifier)));
              return { contents: statements.join('\n'), loader: 'js', resolveDir: members[0].resolveDir };
            });
          },
        },
      ],
    });
    const resolved: (Resolved | null)[] = requests.map(() => null);
    modules.forEach((members, module) => {
      // The metafile names a virtual module by its namespace and path, here `<namespace>:<namespace>:<index>`; its
      // imports, not in statement order, by the specifier as written (an external one left as written has no `original`).
      const bySpecifier = new Map(members.map((index) => [requests[index].specifier, index]));
      for (const imported of result.metafile.inputs[`${NAMESPACE}:${NAMESPACE}:${module}`]?.imports ?? []) {
        const index = bySpecifier.get(imported.original ?? imported.path);
        if (index === undefined) continue;
        resolved[index] = { path: imported.external ? imported.path : path.resolve(workingDir, imported.path), external: imported.external === true };
      }
    });
    return { resolved };
  } catch (error) {
    const failures = (error as esbuild.BuildFailure).errors;
    if (!failures?.length) throw error;
    // A failure names its module and line: the module's statement of that line.
    const failed = new Set(
      failures.flatMap((failure) => {
        const match = failure.location && new RegExp(`${NAMESPACE}:(\\d+)$`).exec(failure.location.file);
        const index = match && modules[Number(match[1])]?.[failure.location!.line - 1];
        return index === undefined || index === null ? [] : [index];
      }),
    );
    // A failure no import can be blamed for: none of them is trusted.
    return { failed: failed.size ? failed : new Set(requests.keys()) };
  }
}

export type Resolve = (specifier: string, options: esbuild.ResolveOptions & { kind: esbuild.ImportKind; resolveDir: string }) => Promise<esbuild.ResolveResult>;

export interface BatchedResolver {
  /** `build.resolve`, for an import no plugin of the build claims. */
  resolve: Resolve;
  /**
   * Starts resolving an import the build is expected to ask for: imports asked for ahead go into one batch, so a
   * package folder is read once for all of them. What is never asked for costs only its share of that batch. Gives
   * the file the import resolves to, if any.
   */
  prefetch(specifier: string, kind: esbuild.ImportKind, resolveDir: string): Promise<string | null>;
}

/**
 * Resolution for `build` in batches: the imports asked for while a batch runs go together into the next one. Each
 * import is resolved once per build (the same import from the same folder resolves the same).
 */
export function batchedResolver(build: esbuild.PluginBuild): BatchedResolver {
  const packageJsons = new Map<string, PackageJson | 'unreadable'>();
  const answers = new Map<string, Promise<Resolved | null>>();
  let waiting: Request[] = [];
  let running = false;

  const runBatches = async () => {
    // Read when the first batch runs: plugins may set options up to the start of the build.
    const options = Object.fromEntries(RESOLUTION_OPTIONS.flatMap((name) => (build.initialOptions[name] === undefined ? [] : [[name, build.initialOptions[name]]]))) as esbuild.BuildOptions;
    while (waiting.length) {
      let batch = waiting;
      waiting = [];
      // Imports esbuild fails to resolve are left to build.resolve (for esbuild's own error); the others resolved together.
      while (batch.length) {
        const outcome = await resolveTogether(batch, options).catch(() => ({ failed: new Set(batch.keys()) }));
        if ('resolved' in outcome) {
          batch.forEach((request, index) => request.answer(outcome.resolved[index]));
          break;
        }
        batch.forEach((request, index) => outcome.failed.has(index) && request.answer(null));
        batch = batch.filter((_, index) => !outcome.failed.has(index));
      }
    }
    running = false;
  };

  const resolveInBatch = (specifier: string, kind: esbuild.ImportKind, resolveDir: string): Promise<Resolved | null> => {
    const key = `${kind}\0${resolveDir}\0${specifier}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = new Promise((resolve) => waiting.push({ specifier, kind, resolveDir, answer: resolve }));
      answers.set(key, answer);
      if (!running) {
        running = true;
        setImmediate(() => void runBatches());
      }
    }
    return answer;
  };

  const batchable = (specifier: string, kind: esbuild.ImportKind) => STATEMENTS[kind] !== undefined && !specifier.endsWith('.css');

  return {
    async resolve(specifier, resolveOptions) {
      const { kind, resolveDir } = resolveOptions;
      const inBatch = batchable(specifier, kind) && (resolveOptions.namespace ?? 'file') === 'file' && !resolveOptions.with;
      const resolved = inBatch ? await resolveInBatch(specifier, kind, resolveDir) : null;
      // An external import (a Node built-in, a name the options list) has esbuild's own side-effects mark: ask esbuild.
      const sideEffects = resolved && !resolved.external ? sideEffectsOf(resolved.path, packageJsons) : null;
      if (!resolved || sideEffects === null) return build.resolve(specifier, resolveOptions);
      return { path: resolved.path, external: false, sideEffects, namespace: 'file', suffix: '', pluginData: undefined, errors: [], warnings: [] };
    },
    async prefetch(specifier, kind, resolveDir) {
      const resolved = batchable(specifier, kind) ? await resolveInBatch(specifier, kind, resolveDir) : null;
      return resolved && !resolved.external ? resolved.path : null;
    },
  };
}
