/**
 * docsgen's peer ranges install beside React 19: each is met by the version this repository builds and tests with
 * (and `@mui/base` by the one `@mui/joy` brings), and the optional MUI peers leave out the development builds their
 * registry tags as newest (`5.0.0-dev.…`, which sort above the betas and whose own peers stop at React 18, so
 * `npm install` of docsgen failed to resolve).
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };

/** The package.json of the installed package `name`. */
function installed(name: string): { version: string; dependencies: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
}

describe('package.json peer dependencies', () => {
  it.each(Object.entries(manifest.peerDependencies))('%s (%s) is met by the version docsgen is tested with', (name, range) => {
    expect(semver.satisfies(installed(name).version, range)).toBe(true);
  });

  it('takes the @mui/base that @mui/joy itself depends on, which npm puts beside it', () => {
    expect(semver.satisfies(semver.minVersion(installed('@mui/joy').dependencies['@mui/base'])!, manifest.peerDependencies['@mui/base'])).toBe(true);
  });

  it.each([
    ['@mui/joy', '5.0.0-dev.240424162023-9968b4889d'],
    ['@mui/base', '5.0.0-dev.20240529-082515-213b5e33ab'],
    ['@mui/base', '5.0.0-beta.58-dev.20240919-130050-82a6448768'],
  ])('%s leaves out the development build %s', (name, version) => {
    expect(semver.satisfies(version, manifest.peerDependencies[name])).toBe(false);
  });
});
