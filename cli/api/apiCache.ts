/**
 * Cache of extracted API data in `api/<package>@<version>.json` of the site's cache folder (siteProject.ts). Extraction takes seconds, reading
 * the JSON milliseconds; an entry is valid for one installed version and one `API_SCHEMA_VERSION`, so upgrading the
 * package or docsgen's extractor regenerates it without anyone clearing the cache by hand. An entry that does not parse
 * as API data (cut short, garbled), or is no regular file, is removed with a warning and extracted again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { discardCacheFile, readCacheFile, replaceCacheFile } from '../cache/cacheFile.ts';
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
  const cached = readCache(file);
  if (cached && cached.schemaVersion === API_SCHEMA_VERSION && cached.packageName === packageName && cached.version === version) return cached;

  // The compiler is loaded only on a miss: importing it alone is slow and memory-hungry.
  const extract = options.extract ?? (await extraction()).extractPackageApi;
  const api = extract(packageName, rootDir);
  // Through a temporary file and a rename, so a concurrent build never reads half a file.
  replaceCacheFile(file, JSON.stringify(api));
  await removeOtherVersions(cacheDir, packageName, file);
  return api;
}

/**
 * The API data of a library's source entry file, read afresh: its sources change between builds (they are the site's
 * own), and a small library's program is quick to check.
 */
export async function loadEntryApiData(packageName: string, entryFile: string, rootDir: string): Promise<PackageApi> {
  return (await extraction()).extractEntryApi(packageName, entryFile, rootDir);
}

/** The extraction module, which loads the TypeScript compiler: an optional peer dependency, named when missing. */
async function extraction(): Promise<typeof import('./extractComponentApi.ts')> {
  try {
    await import('typescript');
  } catch {
    throw new Error('API pages are read by the TypeScript compiler: install it in the site\'s project (npm install --save-dev typescript).');
  }
  return import('./extractComponentApi.ts');
}

/**
 * Whether `value` was written as API data: of this schema version and its shape, or of another version (which the
 * caller extracts again, without a warning: it is not damaged, only old).
 */
function isApiData(value: unknown): value is PackageApi {
  const api = value as Partial<PackageApi> | null;
  if (typeof api !== 'object' || api === null || typeof api.schemaVersion !== 'number') return false;
  return api.schemaVersion !== API_SCHEMA_VERSION || (typeof api.packageName === 'string' && typeof api.version === 'string' && Array.isArray(api.components) && Array.isArray(api.hooks));
}

/** The API data cached in `file`; undefined when there is none, or it is not API data (then removed, with a warning). */
function readCache(file: string): PackageApi | undefined {
  const text = readCacheFile(file)?.toString('utf8');
  if (text === undefined) return undefined;
  try {
    const api: unknown = JSON.parse(text);
    if (isApiData(api)) return api;
  } catch {
    // Not JSON: cut short or garbled.
  }
  discardCacheFile(file, text ? 'damaged' : 'empty');
  return undefined;
}

/** Deletes the entries of versions no longer installed, which would otherwise pile up with every upgrade. */
async function removeOtherVersions(cacheDir: string, packageName: string, current: string): Promise<void> {
  const prefix = `${path.basename(packageName)}@`;
  const folder = path.dirname(apiCacheFile(cacheDir, packageName, 'any'));
  const names = await fs.readdir(folder);
  const stale = names.filter((name) => name.startsWith(prefix) && name.endsWith('.json') && path.join(folder, name) !== current);
  // A folder of that name is as stale as a file.
  await Promise.all(stale.map((name) => fs.rm(path.join(folder, name), { recursive: true, force: true })));
}
