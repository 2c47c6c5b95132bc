import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '../../../../cli/errors.ts';
import { bundleDemoModules, bundleSiteModule, importBundledModule, importSiteModule } from '../../../../cli/site/siteModules.ts';

let project: string;
let site: string;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), content);
}

beforeAll(() => {
  project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-site-modules-')));
  site = path.join(project, 'docs');
  // A CommonJS package scope, a tsconfig asking for the classic JSX runtime, an alias, and a package compiled to CommonJS.
  write('package.json', '{ "name": "fixture-project" }\n');
  write('tsconfig.json', JSON.stringify({ compilerOptions: { jsx: 'react', baseUrl: '.', paths: { 'docs/src/*': ['./docs/src/*'] } } }));
  write('node_modules/cjs-widget/package.json', '{ "name": "cjs-widget", "main": "index.js" }\n');
  write(
    'node_modules/cjs-widget/index.js',
    `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = function Widget(props) { return 'widget:' + props.label; };\nexports.size = 3;\n`,
  );
  write('docs/src/label.js', `export const label = 'from the alias';\n`);
  write(
    'docs/pages/Demo.js',
    `import Widget, { size } from 'cjs-widget';\nimport { label } from 'docs/src/label';\n\nexport default function Demo() {\n  return <p>{Widget({ label })} {size}</p>;\n}\n`,
  );
  write('docs/pages/shared.ts', `export const greeting = 'hello';\n`);
  write('docs/pages/First.tsx', `import { greeting } from './shared';\n\nexport default function First() {\n  return <p>{greeting} first</p>;\n}\n`);
  write('docs/pages/Second.js', `import { greeting } from './shared';\n\nexport default function Second() {\n  return <p>{greeting} second</p>;\n}\n`);
  write('docs/pages/Broken.tsx', `import * as React from 'react';\nimport missing from 'no-such-package';\n\nexport default () => <p>{missing}</p>;\n`);
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

describe('importSiteModule', () => {
  it('bundles a .js demo with JSX in a CommonJS scope, with docsgen JSX settings, tsconfig aliases and bundler-style default imports', async () => {
    const Demo = (await importSiteModule(path.join(site, 'pages/Demo.js'), site, { demo: true })).default as React.ComponentType;
    expect(renderToStaticMarkup(<Demo />)).toBe('<p>widget:from the alias 3</p>');
  });

  it('keeps its bundles in node_modules/.cache/docsgen of the project, in a folder of the project location', async () => {
    await importSiteModule(path.join(site, 'pages/Demo.js'), site);
    const modules = path.join(project, 'node_modules/.cache/docsgen/modules');
    expect(fs.readdirSync(modules)).toHaveLength(1);
    expect(fs.readdirSync(site)).toEqual(['pages', 'src']);
  });

  it('reports an import found nowhere at its file, line and column relative to the site', async () => {
    const error = await importSiteModule(path.join(site, 'pages/Broken.tsx'), site).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors.map((e) => e.format())).toEqual([
      `pages/Broken.tsx:2:21: cannot resolve "no-such-package" (install it in ${site}, or add an alias)`,
    ]);
  });
});

describe('importSiteModule with a cache folder outside the project and docsgen', () => {
  const docsgenRoot = path.resolve(__dirname, '../../../..');
  let cacheDir: string;
  let previous: string | undefined;

  beforeAll(() => {
    cacheDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-outside-cache-')));
    previous = process.env.DOCSGEN_CACHE_DIR;
    process.env.DOCSGEN_CACHE_DIR = cacheDir;
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.DOCSGEN_CACHE_DIR;
    else process.env.DOCSGEN_CACHE_DIR = previous;
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it("imports a site module using docsgen's own modules, which still find docsgen's folder", async () => {
    // As the bundled site's plugins do: docsgen's modules, which find docsgen's folder from their own location.
    write('docs/plugins/usesDocsgen.ts', `export { DOCSGEN_ROOT } from ${JSON.stringify(path.join(docsgenRoot, 'bin/docsgenRoot.mjs'))};\n`);
    const module = await importSiteModule(path.join(site, 'plugins/usesDocsgen.ts'), site);
    expect(module.DOCSGEN_ROOT).toBe(docsgenRoot);
    expect(fs.readdirSync(path.join(cacheDir, 'modules'))).toHaveLength(1);
  });

  it('gives a copy of docsgenRoot.mjs bundled into the cache the running docsgen, not a walk up from the cache', async () => {
    write('docs/plugins/docsgenRootCopy.mjs', fs.readFileSync(path.join(docsgenRoot, 'bin/docsgenRoot.mjs'), 'utf8'));
    write('docs/plugins/usesCopy.ts', `export { DOCSGEN_ROOT } from './docsgenRootCopy.mjs';\n`);
    const module = await importSiteModule(path.join(site, 'plugins/usesCopy.ts'), site);
    expect(module.DOCSGEN_ROOT).toBe(docsgenRoot);
  });
});

describe('importSiteModule with docsgen installed as a symbolic link (npm link, a file: dependency, a workspace)', () => {
  const docsgenRoot = path.resolve(__dirname, '../../../..');

  it("imports docsgen's public API from the running docsgen's lib/, not a copy bundled into the site module", async () => {
    fs.symlinkSync(docsgenRoot, path.join(project, 'node_modules/docsgen'));
    write('docs/linkedConfig.ts', `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Linked' });\n`);
    const bundled = await bundleSiteModule(path.join(site, 'linkedConfig.ts'), site);
    expect(fs.readFileSync(bundled, 'utf8')).toContain(`from ${JSON.stringify(pathToFileURL(path.join(docsgenRoot, 'lib/index.mjs')).href)}`);
    expect((await importBundledModule(bundled)).default).toEqual({ title: 'Linked' });
  });

  it('bundles a local module declaring the names a require banner declares (as a compiled package does)', async () => {
    write(
      'docs/compiled.mjs',
      `import { createRequire as __docsgenCreateRequire } from 'node:module';\nconst require = __docsgenCreateRequire(import.meta.url);\nexport const separator = require('node:path').sep;\n`,
    );
    write('docs/usesCompiled.ts', `export { separator } from './compiled.mjs';\n`);
    expect((await importSiteModule(path.join(site, 'usesCompiled.ts'), site)).separator).toBe(path.sep);
  });
});

describe('bundleDemoModules', () => {
  const demo = (name: string) => path.join(site, 'pages', name);

  it('bundles many demos in one run, each importable on its own, what they share in a chunk', async () => {
    const bundled = await bundleDemoModules([demo('First.tsx'), demo('Second.js'), demo('Demo.js')], site);
    expect([...bundled.keys()]).toEqual(expect.arrayContaining([demo('First.tsx'), demo('Second.js'), demo('Demo.js')]));
    const render = async (name: string) => {
      const Demo = (await importBundledModule(bundled.get(demo(name))!.module)).default as React.ComponentType;
      return renderToStaticMarkup(<Demo />);
    };
    expect(await render('First.tsx')).toBe('<p>hello first</p>');
    expect(await render('Second.js')).toBe('<p>hello second</p>');
    expect(await render('Demo.js')).toBe('<p>widget:from the alias 3</p>');
    const first = bundled.get(demo('First.tsx'))!;
    const sharedText = fs.readFileSync(first.module, 'utf8');
    expect(sharedText).not.toContain("'hello'");
    // What it loads: itself and the shared chunk; what it was made from: the site's files, not the packages'.
    expect(first.outputs[0]).toBe(first.module);
    expect(first.outputs.length).toBeGreaterThan(1);
    expect(first.outputs.every((file) => fs.existsSync(file))).toBe(true);
    expect(first.inputs).toEqual(expect.arrayContaining([demo('First.tsx'), demo('shared.ts')]));
    expect(first.inputs.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('reports every import found nowhere at its file, line and column relative to the site', async () => {
    const error = await bundleDemoModules([demo('First.tsx'), demo('Broken.tsx')], site).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors.map((e) => e.format())).toEqual([
      `pages/Broken.tsx:2:21: cannot resolve "no-such-package" (install it in ${site}, or add an alias)`,
    ]);
  });
});
