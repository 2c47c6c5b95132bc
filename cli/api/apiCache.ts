/**
 * Cache of extracted API data in `api/<package>@<version>.json` of the site's cache folder (siteProject.ts). Extraction takes seconds, reading
 * the JSON milliseconds; an entry is valid for one installed version and one `API_SCHEMA_VERSION`, so upgrading the
 * package or docsgen's extractor regenerates it without anyone clearing the cache by hand.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { siteCacheDir } from '../site/siteProject.ts';
import { readInstalledPackage } from './installedPackage.ts';
import { API_SCHEMA_VERSION, type PackageApi } from './types.ts';

export interface ApiCacheOptions {
  /** Called on a cache miss; tests inject a stub to observe whether the compiler would have run. */
  extract?: (packageName: string, rootDir: string) => PackageApi;
  /** Folder of the cache files; `api/` in the site's cache folder by default. */
  cacheDir?: string;
}

/** The cache file of one package version, e.g. `api/@mui/material@9.5.0.json`. */
export function apiCacheFile(cacheDir: string, packageName: string, version: string): string {
  return path.join(cacheDir, `${packageName}@${version}.json`);
}

/** Returns the API data of `packageName` as installed for `rootDir`: from the cache when it is current, else extracted and cached. */
export async function loadApiData(packageName: string, rootDir: string, options: ApiCacheOptions = {}): Promise<PackageApi> {
  const { version } = readInstalledPackage(packageName, rootDir);
  const cacheDir = options.cacheDir ?? path.join(siteCacheDir(rootDir), 'api');
  const file = apiCacheFile(cacheDir, packageName, version);
  const cached = await readCache(file);
  if (cached && cached.schemaVersion === API_SCHEMA_VERSION && cached.packageName === packageName && cached.version === version) return cached;

  // The compiler is loaded only on a miss: importing it alone is slow and memory-hungry.
  const extract = options.extract ?? (await import('./extractComponentApi.ts')).extractPackageApi;
  const api = extract(packageName, rootDir);
  await writeCache(file, api);
  await removeOtherVersions(cacheDir, packageName, file);
  return api;
}

async function readCache(file: string): Promise<PackageApi | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as PackageApi;
  } catch {
    // Missing or unreadable (e.g. a write interrupted by an older docsgen): extracting again repairs it.
    return undefined;
  }
}

/** Writes through a temporary file and a rename, so a concurrent build never reads half a file. */
async function writeCache(file: string, api: PackageApi): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(api));
  await fs.rename(temporary, file);
}

/** Deletes the entries of versions no longer installed, which would otherwise pile up with every upgrade. */
async function removeOtherVersions(cacheDir: string, packageName: string, current: string): Promise<void> {
  const prefix = `${path.basename(packageName)}@`;
  const folder = path.dirname(apiCacheFile(cacheDir, packageName, 'any'));
  const names = await fs.readdir(folder);
  const stale = names.filter((name) => name.startsWith(prefix) && name.endsWith('.json') && path.join(folder, name) !== current);
  await Promise.all(stale.map((name) => fs.rm(path.join(folder, name), { force: true })));
}
