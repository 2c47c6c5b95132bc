import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript run before any TypeScript loader, without declarations
import { BUNDLED_PACKAGES, DEPENDENCY_PATCHES, applyPatch } from '../../../bin/dependencyPatches.mjs';

interface Patch {
  package: string;
  file: string;
  find: string;
  replace: string;
  importers: string[];
}

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const patches = DEPENDENCY_PATCHES as Patch[];

describe('dependency patches', () => {
  it.each(patches.map((patch) => [`${patch.package}/${patch.file}`, patch] as const))(
    'still applies to the installed %s (a dependency update that changed it would silently lose the speed-up)',
    (_, patch) => {
      const source = fs.readFileSync(path.join(root, 'node_modules', patch.package, patch.file), 'utf8');
      const patched = applyPatch(patch, source);
      expect(patched).not.toBeNull();
      expect(patched).toContain(patch.replace);
    },
  );

  it('bundles each patched package with the packages that import it', () => {
    for (const patch of patches) for (const name of [patch.package, ...patch.importers]) expect(BUNDLED_PACKAGES.has(name)).toBe(true);
  });

  it('leaves a file whose text is missing or ambiguous as published', () => {
    const patch = { ...patches[0], find: 'needle', replace: 'pin' };
    expect(applyPatch(patch, 'hay needle hay')).toBe('hay pin hay');
    expect(applyPatch(patch, 'hay hay')).toBeNull();
    expect(applyPatch(patch, 'needle and needle')).toBeNull();
  });
});

describe('the bundling plugin', () => {
  it('keeps packages external, but resolves relative and `#` subpath imports itself', async () => {
    const esbuild = await import('esbuild');
    // @ts-expect-error: plain JavaScript, as above
    const { dependencyPatchesPlugin } = await import('../../../bin/dependencyPatches.mjs');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-patches-'));
    try {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', imports: { '#helper': './helper.js' } }));
      fs.writeFileSync(path.join(dir, 'helper.js'), 'export const helper = "from the helper";');
      fs.writeFileSync(path.join(dir, 'local.js'), 'export const local = "from the local file";');
      fs.writeFileSync(path.join(dir, 'entry.js'), "import { helper } from '#helper';\nimport { local } from './local.js';\nimport { marked } from 'some-package/sub';\nconsole.log(helper, local, marked);");
      const result = await esbuild.build({ absWorkingDir: dir, entryPoints: ['entry.js'], bundle: true, format: 'esm', platform: 'node', write: false, plugins: [dependencyPatchesPlugin()], logLevel: 'silent' });
      const output = result.outputFiles[0].text;
      expect(output).toContain('from the helper');
      expect(output).toContain('from the local file');
      expect(output).toMatch(/from "some-package\/sub"/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
