/**
 * Another docs tool's config or sidebar file (`docusaurus.config.js`, `sidebars.ts`, `.vitepress/config.mts`,
 * `astro.config.mjs`) read as data: bundled by esbuild with every package import replaced by a stand-in, then evaluated
 * once as a plain module. The file's own code and its local imports run; no package does (no plugin, theme or
 * integration is loaded, so nothing is installed, written or started). A stand-in's `defineConfig(x)` (any `define…`)
 * gives back `x`; any other call gives a `ToolCall` record of its name and arguments, so `starlight({ sidebar })` stays
 * readable as data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

/** What a stand-in package function returned when called: the call, kept as data. */
export interface ToolCall {
  toolCall: string;
  args: unknown[];
}

export function isToolCall(value: unknown): value is ToolCall {
  return typeof value === 'object' && value !== null && typeof (value as ToolCall).toolCall === 'string';
}

const STAND_IN = 'docsgen-stand-in';

// One module per package and importer: its default and each name the importer takes from it, a function that records
// its calls (see the file comment), and whose properties are such functions too (`themes.github`).
const standInSource = (specifier: string, names: readonly string[]) => `
const call = (name) => {
  const fn = (...args) => (/^define[A-Z]/.test(name) ? args[0] : { toolCall: name, args });
  return new Proxy(fn, { get: (target, key) => (key === 'then' ? undefined : key in target ? target[key] : call(name + '.' + String(key))) });
};
export default call(${JSON.stringify(specifier)});
${names.map((name) => `export const ${name} = call(${JSON.stringify(name)});`).join('\n')}
`;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The names `source` takes from `specifier`: `import { a, b as c } from '…'` or `const { a, b: c } = require('…')`. */
function importedNames(source: string, specifier: string): string[] {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const imports = source.matchAll(new RegExp(`import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'));
  const requires = source.matchAll(new RegExp(`\\{([^}]*)\\}\\s*=\\s*require\\(\\s*['"]${quoted}['"]\\s*\\)`, 'g'));
  const names = [...imports, ...requires].flatMap((clause) => clause[1].split(',').map((item) => item.trim().replace(/^type\s+/, '').split(/\s+as\s+|\s*:\s*/)[0]));
  return [...new Set(names.filter((name) => IDENTIFIER.test(name) && name !== 'default'))];
}

const standInPlugin: esbuild.Plugin = {
  name: 'tool-package-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const names = args.importer ? importedNames(fs.readFileSync(args.importer, 'utf8'), args.path) : [];
      return { path: `${args.path}#${args.importer}`, namespace: STAND_IN, pluginData: { specifier: args.path, names } };
    });
    build.onLoad({ filter: /.*/, namespace: STAND_IN }, (args) => ({ contents: standInSource(args.pluginData.specifier, args.pluginData.names), loader: 'js' }));
  },
};

/** The module's default export (or `module.exports`), a function's result when it exports one; throws with esbuild's or the module's message. */
export async function evaluateToolModule(file: string): Promise<unknown> {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: [standInPlugin],
  });
  const module = { exports: {} as Record<string, unknown> };
  // The file's own `require.resolve('./sidebars.js')` resolves from its folder, as when the tool loads it.
  const requireFromFile = createRequire(path.resolve(file));
  new Function('module', 'exports', 'require', '__filename', '__dirname', result.outputFiles[0].text)(module, module.exports, requireFromFile, file, path.dirname(file));
  const exported = module.exports.__esModule ? module.exports.default : module.exports;
  return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
}

/** Why a tool's file could not be read, in one line. */
export function evaluationFailure(error: unknown): string {
  const failures = (error as { errors?: esbuild.Message[] }).errors;
  if (failures?.length) return failures.map((failure) => failure.text).join('; ');
  return (error as Error).message ?? String(error);
}
