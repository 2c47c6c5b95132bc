/**
 * The npm packages a demo needs to run on its own (for CodeSandbox and StackBlitz), at the versions the site is built
 * with: what it imports, the peers those need (Emotion for the MUI libraries), and React.
 */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { importSpecifiers } from './moduleImports.ts';

/** Packages that need others installed beside them without importing them themselves. */
const PEERS: Readonly<Record<string, readonly string[]>> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/joy': ['@emotion/react', '@emotion/styled'],
  '@mui/system': ['@emotion/react', '@emotion/styled'],
  '@mui/lab': ['@mui/material', '@emotion/react', '@emotion/styled'],
  '@mui/icons-material': ['@mui/material', '@emotion/react', '@emotion/styled'],
};

/** The package an import specifier names (`@mui/material/Button` → `@mui/material`); null for a relative path or a Node built-in. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages `source` imports, with their peers and React (the sandbox's entry renders with react-dom), sorted. */
export function demoPackages(source: string): string[] {
  const packages = new Set<string>(['react', 'react-dom']);
  for (const name of importSpecifiers(source).map(packageOf)) {
    if (!name) continue;
    packages.add(name);
    for (const peer of PEERS[name] ?? []) packages.add(peer);
  }
  return [...packages].sort();
}

/** Reads installed package versions from `node_modules` folders, nearest first, remembering each answer. */
export function installedVersions(searchRoots: string[]): (name: string) => string | null {
  const cache = new Map<string, string | null>();
  const dirs = searchRoots.flatMap((root) => {
    const found: string[] = [];
    for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
      found.push(path.join(dir, 'node_modules'));
      if (path.dirname(dir) === dir) return found;
    }
  });
  return (name) => {
    if (!cache.has(name)) {
      const manifest = dirs.map((dir) => path.join(dir, name, 'package.json')).find((file) => fs.existsSync(file));
      cache.set(name, manifest ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : null);
    }
    return cache.get(name)!;
  };
}

/**
 * name → installed version for a sandbox of `source`. A name no `node_modules` holds is left out: the site resolved
 * every import of the demo, so such a name is a path alias to the site's own files, which the sandbox does not have.
 */
export function sandboxDependencies(source: string, versionOf: (name: string) => string | null): Record<string, string> {
  const found = demoPackages(source).map((name): [string, string | null] => [name, versionOf(name)]);
  return Object.fromEntries(found.filter((entry): entry is [string, string] => entry[1] !== null));
}
