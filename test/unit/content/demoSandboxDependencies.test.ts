/**
 * The package.json of every demo of the bundled site exported to CodeSandbox or StackBlitz: each dependency is a
 * package the demo imports (as TypeScript's own scanner finds its imports) or one those need, at the version installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { installedVersions, packageOf, sandboxDependencies } from '../../../cli/demos/sandboxDependencies.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const pagesDir = path.join(root, 'content/pages');

const demoFiles = (fs.readdirSync(pagesDir, { recursive: true }) as string[]).filter((file) => /\.[jt]sx?$/.test(file)).sort();
const versionOf = installedVersions([root]);

/** What a sandbox needs without the demo importing it: React and react-dom for its entry, Emotion and Material UI for the MUI libraries. */
function requiredBeside(imported: Set<string>): Set<string> {
  const mui = [...imported].some((name) => name.startsWith('@mui/') && name !== '@mui/base');
  return new Set(['react', 'react-dom', ...(mui ? ['@emotion/react', '@emotion/styled', '@mui/material'] : [])]);
}

describe('sandbox dependencies of the bundled site', () => {
  it('covers every demo module', () => {
    expect(demoFiles.length).toBeGreaterThan(400);
  });

  it.each(demoFiles)('%s: its imports and their peers, at the installed versions', (file) => {
    const source = fs.readFileSync(path.join(pagesDir, file), 'utf8');
    const imported = new Set(ts.preProcessFile(source, true, true).importedFiles.map((ref) => packageOf(ref.fileName)).filter((name) => name !== null));
    const dependencies = sandboxDependencies(source, versionOf);
    const allowed = new Set([...imported, ...requiredBeside(imported)]);
    expect(Object.keys(dependencies).filter((name) => !allowed.has(name))).toEqual([]);
    for (const [name, version] of Object.entries(dependencies)) {
      expect(JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version, name).toBe(version);
    }
    expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);
  });
});
