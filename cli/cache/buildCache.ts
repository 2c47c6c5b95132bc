/**
 * The build cache of a site: `build/<project location digest>/` in the site's cache folder (siteProject.ts), keyed by
 * the project's real path because entries hold absolute paths. `--no-cache` (DOCSGEN_NO_CACHE, set for every build
 * thread) builds cold and leaves the folder alone; DOCSGEN_CACHE_MAX_MB bounds its size.
 */
import { locationCacheDir } from '../site/siteProject.ts';
import { CacheStore } from './cacheStore.ts';

const DEFAULT_MAX_MB = 1024;

/** The size bound in bytes: DOCSGEN_CACHE_MAX_MB when it is a positive number, else the default. */
export function cacheMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const chosen = Number(env.DOCSGEN_CACHE_MAX_MB);
  return (Number.isFinite(chosen) && chosen > 0 ? chosen : DEFAULT_MAX_MB) * 1024 * 1024;
}

/** Whether this process builds without the cache (`--no-cache`). */
export function cacheDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DOCSGEN_NO_CACHE === '1';
}

/** The site's build cache, or null under `--no-cache`. */
export function openBuildCache(siteRoot: string): CacheStore | null {
  return cacheDisabled() ? null : new CacheStore(locationCacheDir(siteRoot, 'build'), { maxBytes: cacheMaxBytes() });
}
