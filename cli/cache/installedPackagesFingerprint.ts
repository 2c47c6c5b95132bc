/**
 * The packages installed for a build: docsgen's (React, MUI, the Markdown pipeline) and the site project's (what its
 * demos and API pages read). npm records the whole installed tree in `node_modules/.package-lock.json`, which changes
 * with any install, upgrade or removal; without that file (another package manager), the installed version of each
 * direct dependency stands in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { digest } from './digest.ts';

/** The version of `name` as Node would find it from `root`, or "missing". */
function installedVersion(root: string, name: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unversioned';
    if (path.dirname(dir) === dir) return 'missing';
  }
}

/** What is installed for the project at `root`. */
function projectPackages(root: string): string {
  const hiddenLockfile = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(hiddenLockfile)) return digest('lockfile', fs.readFileSync(hiddenLockfile));
  const manifestFile = path.join(root, 'package.json');
  if (!fs.existsSync(manifestFile)) return 'no packages';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = [...new Set(['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {})))].sort();
  return digest('versions', ...names.flatMap((name) => [name, installedVersion(root, name)]));
}

/** The fingerprint of the packages installed for docsgen at `docsgenRoot` and for the site's project at `projectRoot`. */
export function installedPackagesFingerprint(docsgenRoot: string, projectRoot: string): string {
  return digest(projectPackages(docsgenRoot), path.resolve(projectRoot) === path.resolve(docsgenRoot) ? '' : projectPackages(projectRoot));
}
