import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedResolver, type BatchedResolver } from '../../../../cli/site/batchedResolution.ts';

let project: string;

/** A project with a package of conditional exports, one marked free of side effects, one listing the files that have them, and an alias. */
const FIXTURE: Record<string, string> = {
  'package.json': '{ "name": "fixture-project", "type": "module" }\n',
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { 'docs/src/*': ['./docs/src/*'] } } }),
  'node_modules/dual/package.json': JSON.stringify({
    name: 'dual',
    exports: { '.': { import: './esm/index.mjs', require: './cjs/index.cjs', browser: './browser.js' }, './part': './part.js' },
  }),
  'node_modules/dual/esm/index.mjs': 'export {};\n',
  'node_modules/dual/cjs/index.cjs': 'export {};\n',
  'node_modules/dual/browser.js': 'export {};\n',
  'node_modules/dual/part.js': 'export {};\n',
  'node_modules/pure/package.json': JSON.stringify({ name: 'pure', sideEffects: false, main: 'index.js' }),
  'node_modules/pure/index.js': 'export {};\n',
  'node_modules/listed/package.json': JSON.stringify({ name: 'listed', sideEffects: ['./effects.js'], main: 'index.js' }),
  'node_modules/listed/index.js': 'export {};\n',
  'node_modules/listed/effects.js': 'export {};\n',
  'docs/src/helper.ts': 'export const helper = 1;\n',
  'docs/pages/Demo.tsx': 'export default 1;\n',
  'docs/pages/data.json': '{}\n',
  'docs/pages/folder/index.ts': 'export {};\n',
  'docs/pages/picture.png': 'not really a picture',
};

beforeAll(() => {
  project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-batched-resolution-')));
  for (const [file, content] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), content);
  }
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

const pages = () => path.join(project, 'docs/pages');

/** Imports asked for from the pages folder: packages, conditions, aliases, relative and absolute paths, and failures. */
const imports = (): [string, esbuild.ImportKind][] => [
  ['dual', 'import-statement'],
  ['dual', 'require-call'],
  ['dual', 'dynamic-import'],
  ['dual/part', 'import-statement'],
  ['dual/missing', 'import-statement'],
  ['pure', 'import-statement'],
  ['listed', 'import-statement'],
  ['listed/effects.js', 'import-statement'],
  ['docs/src/helper', 'import-statement'],
  ['./Demo', 'import-statement'],
  ['./Demo.tsx', 'import-statement'],
  ['./data.json', 'import-statement'],
  ['./folder', 'import-statement'],
  ['./picture.png', 'import-statement'],
  ['./absent', 'import-statement'],
  [path.join(pages(), 'Demo.tsx'), 'import-statement'],
  ['no-such-package', 'import-statement'],
  ['./Demo', 'require-resolve'],
];

/** What a plugin of a build with these options learns from each import: through the batches, and through build.resolve. */
async function bothWays(options: esbuild.BuildOptions, prefetch: (resolver: BatchedResolver) => void = () => {}) {
  let answers: { batched: unknown[]; direct: unknown[] } | undefined;
  const summary = (result: esbuild.ResolveResult) => ({ path: result.path, external: result.external, sideEffects: result.sideEffects, failed: result.errors.length > 0 });
  await esbuild.build({
    ...options,
    stdin: { contents: '', resolveDir: project },
    absWorkingDir: project,
    bundle: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'compare',
        setup(build) {
          const resolver = batchedResolver(build);
          build.onStart(async () => {
            prefetch(resolver);
            const asked = imports().map(([specifier, kind]) => ({ kind, resolveDir: pages(), importer: path.join(pages(), 'Demo.tsx'), specifier }));
            const batched = await Promise.all(asked.map(({ specifier, ...args }) => resolver.resolve(specifier, args)));
            const direct = await Promise.all(asked.map(({ specifier, ...args }) => build.resolve(specifier, args)));
            answers = { batched: batched.map(summary), direct: direct.map(summary) };
          });
        },
      },
    ],
  });
  return answers!;
}

describe('batchedResolver', () => {
  it('resolves every import as build.resolve does, for the browser', async () => {
    const { batched, direct } = await bothWays({ platform: 'browser', tsconfig: path.join(project, 'tsconfig.json') });
    expect(batched).toEqual(direct);
    expect(direct.filter((answer) => (answer as { failed: boolean }).failed)).toHaveLength(3);
  });

  it('resolves every import as build.resolve does, for Node with its own conditions and fields', async () => {
    const { batched, direct } = await bothWays({ platform: 'node', conditions: [], mainFields: ['main'], tsconfig: path.join(project, 'tsconfig.json') });
    expect(batched).toEqual(direct);
  });

  it('gives the same answers when imports were resolved ahead, including some never asked for', async () => {
    const { batched, direct } = await bothWays({ platform: 'browser' }, (resolver) => {
      for (const [specifier, kind] of imports()) void resolver.prefetch(specifier, kind, pages());
      void resolver.prefetch('pure', 'import-statement', project);
      void resolver.prefetch('./nowhere', 'import-statement', pages());
    });
    expect(batched).toEqual(direct);
  });

  it('tells a prefetch the file an import resolves to', async () => {
    const found: (string | null)[] = [];
    await bothWays({ platform: 'browser' }, (resolver) => {
      void Promise.all([resolver.prefetch('./Demo', 'import-statement', pages()), resolver.prefetch('./absent', 'import-statement', pages())]).then((files) => found.push(...files));
    });
    expect(found).toEqual([path.join(pages(), 'Demo.tsx'), null]);
  });
});
