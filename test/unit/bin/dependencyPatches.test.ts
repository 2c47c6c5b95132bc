import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript run before any TypeScript loader, without declarations
import { DEPENDENCY_PATCHES, applyPatch } from '../../../bin/dependencyPatches.mjs';

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

  it('leaves a file whose text is missing or ambiguous as published', () => {
    const patch = { ...patches[0], find: 'needle', replace: 'pin' };
    expect(applyPatch(patch, 'hay needle hay')).toBe('hay pin hay');
    expect(applyPatch(patch, 'hay hay')).toBeNull();
    expect(applyPatch(patch, 'needle and needle')).toBeNull();
  });
});
