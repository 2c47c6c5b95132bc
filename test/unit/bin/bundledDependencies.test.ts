import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript run before any TypeScript loader, without declarations
import { bundledDependenciesPlugin, bundlesPackage } from '../../../bin/bundledDependencies.mjs';
// @ts-expect-error: as above
import { DEPENDENCY_PATCHES } from '../../../bin/dependencyPatches.mjs';

const ownFile = '/project/cli/build/build.ts';

describe('bundlesPackage', () => {
  it('bundles the Markdown pipeline and the other many-file libraries docsgen alone calls', () => {
    for (const name of ['unified', 'remark-parse', 'rehype-react', 'micromark', 'micromark-extension-gfm-table', 'mdast-util-to-hast', 'hast-util-raw', 'unist-util-visit', 'vfile', 'zod', 'yaml']) {
      expect(bundlesPackage(name, ownFile), name).toBe(true);
    }
  });

  it('bundles each patched package with the packages that import it', () => {
    for (const patch of DEPENDENCY_PATCHES as { package: string; importers: string[] }[]) {
      for (const name of [patch.package, ...patch.importers]) expect(bundlesPackage(name, ownFile), name).toBe(true);
    }
  });

  it('bundles what a bundled package imports, but never the packages the site shares', () => {
    const bundledFile = '/project/node_modules/hast-util-to-jsx-runtime/lib/index.js';
    expect(bundlesPackage('style-to-object', bundledFile)).toBe(true);
    for (const name of ['react', 'react-dom', 'scheduler', '@mui/material', '@emotion/react', '@mdx-js/mdx']) {
      expect(bundlesPackage(name, bundledFile), name).toBe(false);
      expect(bundlesPackage(name, ownFile), name).toBe(false);
    }
  });

  it('leaves every other package of docsgen external', () => {
    for (const name of ['esbuild', 'typescript', 'prettier', 'postcss', 'tailwindcss', 'prismjs', 'commander', 'some-package']) expect(bundlesPackage(name, ownFile), name).toBe(false);
  });
});

describe('the bundling plugin', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundled-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('package.json', JSON.stringify({ type: 'module', imports: { '#helper': './helper.js' } }));
    write('helper.js', 'export const helper = "from the helper";');
    write('local.js', 'export const local = "from the local file";');
    write('node_modules/unified/package.json', JSON.stringify({ name: 'unified', type: 'module', main: 'index.js' }));
    write('node_modules/unified/index.js', "import { bail } from 'bail';\nimport { jsx } from 'react/jsx-runtime';\nexport const unified = () => bail + String(jsx);");
    write('node_modules/bail/package.json', JSON.stringify({ name: 'bail', type: 'module', main: 'index.js' }));
    write('node_modules/bail/index.js', 'export const bail = "from bail, a dependency of unified";');
    write(
      'entry.js',
      "import { helper } from '#helper';\nimport { local } from './local.js';\nimport { marked } from 'some-package/sub';\nimport { unified } from 'unified';\nconsole.log(helper, local, marked, unified());",
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps other packages external, bundles the listed ones with their dependencies, and resolves relative and `#` imports itself', async () => {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({ absWorkingDir: dir, entryPoints: ['entry.js'], bundle: true, format: 'esm', platform: 'node', write: false, plugins: [bundledDependenciesPlugin()], logLevel: 'silent' });
    const output = result.outputFiles[0].text;
    expect(output).toContain('from the helper');
    expect(output).toContain('from the local file');
    expect(output).toContain('from bail, a dependency of unified');
    expect(output).toMatch(/from "some-package\/sub"/);
    expect(output).toMatch(/from "react\/jsx-runtime"/);
    expect(output).not.toMatch(/from "unified"/);
  });
});
