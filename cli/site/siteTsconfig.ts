/**
 * The tsconfig esbuild reads for the site's modules: the site's own (nearest above the site folder, for its `paths`
 * aliases and `baseUrl`) extended with docsgen's JSX settings. JSX is docsgen's business: demos are rendered by its
 * React with the automatic runtime, whatever the site's tsconfig or the current folder says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentHash } from '../build/hash.ts';
import { discardCacheFile, readCacheFile, replaceCacheFile } from '../cache/cacheFile.ts';
import { siteCacheDir } from './siteProject.ts';

/** The site's own tsconfig, which the one for its modules extends; null when it has none. */
export function nearestTsconfig(siteRoot: string): string | null {
  for (let dir = path.resolve(siteRoot); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'tsconfig.json');
    if (fs.existsSync(file)) return file;
    if (fs.existsSync(path.join(dir, 'package.json')) || path.dirname(dir) === dir) return null;
  }
}

/** The file's contents for a site whose own tsconfig is `extended` (or which has none). */
export function siteTsconfigText(extended: string | null): string {
  const jsx = { jsx: 'react-jsx', jsxImportSource: 'react' };
  return `${JSON.stringify(extended ? { extends: extended, compilerOptions: jsx } : { compilerOptions: jsx }, null, 2)}\n`;
}

/**
 * Writes (when it is not there as it should be) and returns the path of the tsconfig for the site's modules. esbuild
 * reads the file itself, so it is checked first: one cut short made every import of the site's modules fail.
 */
export function siteTsconfig(siteRoot: string): string {
  const extended = nearestTsconfig(siteRoot);
  const text = siteTsconfigText(extended);
  const file = path.join(siteCacheDir(siteRoot), 'tsconfig', `${path.basename(extended ? path.dirname(extended) : siteRoot)}-${contentHash(text)}.json`);
  const present = readCacheFile(file)?.toString('utf8');
  if (present === text) return file;
  if (present !== undefined) discardCacheFile(file, present ? 'damaged' : 'empty');
  replaceCacheFile(file, text);
  return file;
}
