/**
 * The project a site folder belongs to: the nearest folder at or above it with a package.json (the site folder itself
 * when there is none). Its node_modules is where the site's demos find their packages and where docsgen keeps caches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentHash } from '../build/hash.ts';

/** The folder holding the site's package.json, or the site folder when no package.json is above it. */
export function projectRootOf(siteRoot: string): string {
  const start = path.resolve(siteRoot);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

/**
 * Where docsgen keeps the caches of a site: `DOCSGEN_CACHE_DIR` (what `--cache-dir` sets, so every build thread sees
 * it) or `node_modules/.cache/docsgen` of the site's project, the folder build tools share and that no one commits.
 */
export function siteCacheDir(siteRoot: string): string {
  const chosen = process.env.DOCSGEN_CACHE_DIR;
  return chosen ? path.resolve(chosen) : path.join(projectRootOf(siteRoot), 'node_modules', '.cache', 'docsgen');
}

/**
 * A cache folder for entries that hold absolute paths (bundled site modules import packages by path): named after the
 * project's real location, so a moved or copied project starts afresh instead of importing another copy's packages.
 */
export function locationCacheDir(siteRoot: string, kind: string): string {
  const project = fs.realpathSync(projectRootOf(siteRoot));
  return path.join(siteCacheDir(siteRoot), kind, contentHash(project));
}
