/** The installed packages a bundled plugin or theme module comes from or imports, and their versions read afresh. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlePackageManifests, packageManifestOf, packageVersions } from '../../../../cli/site/codePackages.ts';

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-code-packages-')));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function install(name: string, version: string): string {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  fs.mkdirSync(path.dirname(manifest), { recursive: true });
  fs.writeFileSync(manifest, JSON.stringify({ name, version }));
  return manifest;
}

describe('the installed packages of a bundled module', () => {
  it('finds the manifest of the package a file belongs to, scoped or not, nested or not', () => {
    expect(packageManifestOf('/p/node_modules/shout/lib/index.js')).toBe('/p/node_modules/shout/package.json');
    expect(packageManifestOf('/p/node_modules/@acme/shout/index.js')).toBe('/p/node_modules/@acme/shout/package.json');
    expect(packageManifestOf('/p/node_modules/a/node_modules/b/x.js')).toBe('/p/node_modules/a/node_modules/b/package.json');
    expect(packageManifestOf('/p/plugins/shout.ts')).toBeNull();
  });

  it("lists the packages of a bundle's inputs and of the imports left outside it, once each", () => {
    const visit = path.join(root, 'node_modules/unist-util-visit/index.js');
    const metafile = {
      inputs: {
        'plugins/shout.ts': { bytes: 1, imports: [{ path: pathToFileURL(visit).href, kind: 'import-statement', external: true }, { path: 'node:path', kind: 'import-statement', external: true }] },
        'node_modules/@acme/remark-shout/index.js': { bytes: 1, imports: [{ path: pathToFileURL(visit).href, kind: 'import-statement', external: true }] },
        'docsgen-cjs-default:/p/node_modules/cjs-thing/index.js': { bytes: 1, imports: [] },
      },
      outputs: {},
    } as unknown as esbuild.Metafile;
    expect(bundlePackageManifests(metafile, root)).toEqual(
      [path.join(root, 'node_modules/@acme/remark-shout/package.json'), path.join(root, 'node_modules/unist-util-visit/package.json'), '/p/node_modules/cjs-thing/package.json'].sort(),
    );
  });

  it('reads the versions when asked, so an upgrade shows', () => {
    const manifest = install('remark-shout', '1.0.0');
    expect(packageVersions([manifest, path.join(root, 'node_modules/gone/package.json')])).toEqual(['remark-shout@1.0.0', `${path.join(root, 'node_modules/gone/package.json')}@missing`]);
    install('remark-shout', '1.1.0');
    expect(packageVersions([manifest])).toEqual(['remark-shout@1.1.0']);
  });
});
