/**
 * The installed packages a bundled module of the site's code comes from or imports (a plugin named by package name, the
 * packages its files import), found from the bundle's metafile by their manifests. Their versions are read afresh on
 * every build, so upgrading a package a plugin uses changes the render cache's key even where the installed packages'
 * fingerprint does not look (a package installed above the project, a package manager without npm's lockfile).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';
import { NAMESPACE_PREFIX } from '../cache/inputFiles.ts';


/** The manifest of the installed package `file` belongs to: the folder after its last `node_modules`; null outside any. */
export function packageManifestOf(file: string): string | null {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return null;
  const nameParts = parts[at + 1].startsWith('@') ? 2 : 1;
  if (at + nameParts >= parts.length) return null;
  return [...parts.slice(0, at + 1 + nameParts), 'package.json'].join(path.sep);
}

/** The file a metafile input key or import path names, or null for one that names no file (a built-in, a virtual module). */
function fileOf(key: string, workingDir: string): string | null {
  if (key.startsWith('file:')) return fileURLToPath(key);
  const stripped = key.replace(NAMESPACE_PREFIX, '');
  return stripped.startsWith('node:') || /^[a-z][\w-]*:/.test(stripped) ? null : path.resolve(workingDir, stripped);
}

/** The manifests of the packages a bundle's inputs come from or import (left outside the bundle), sorted. */
export function bundlePackageManifests(metafile: esbuild.Metafile, workingDir: string): string[] {
  const files = Object.entries(metafile.inputs).flatMap(([key, input]) => [key, ...input.imports.filter((i) => i.external).map((i) => i.path)]);
  const manifests = files.flatMap((key) => {
    const file = fileOf(key, workingDir);
    return (file && packageManifestOf(file)) ?? [];
  });
  return [...new Set(manifests)].sort();
}

/** `name@version` of each package, read now; a manifest gone or unreadable reads as missing. */
export function packageVersions(manifests: readonly string[]): string[] {
  return manifests.map((manifest) => {
    try {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      return `${name ?? path.basename(path.dirname(manifest))}@${version ?? 'unversioned'}`;
    } catch {
      return `${manifest}@missing`;
    }
  });
}
