/** Maps parsed URL segments to a file inside the built site, refusing anything that resolves outside it. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatPath } from './requestTarget.ts';

export type Location =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'no-site' };

// The build swaps `dist` by renaming folders, so for an instant it may be missing or half-swapped.
const ATTEMPTS = 5;
const RETRY_MS = 20;

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EISDIR']);

/** Whether an error from the file system means "there is no such file here". */
export function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException)?.code ?? '');
}

interface Root {
  path: string;
  /** Device and inode: the same path names a different folder after each build. */
  identity: string;
}

async function currentRoot(outDir: string): Promise<Root | null> {
  try {
    const real = await fs.realpath(outDir);
    const stat = await fs.stat(real);
    return { path: real, identity: `${stat.dev}:${stat.ino}` };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The real path of `relative` inside `root`, or null when it is missing or a symlink leads out of `root`. */
async function realPathInside(root: string, relative: string[]): Promise<string | null> {
  let real: string;
  try {
    real = await fs.realpath(path.join(root, ...relative));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return real === root || real.startsWith(prefix) ? real : null;
}

async function locateIn(root: string, segments: string[], trailingSlash: boolean, search: string): Promise<Location> {
  const wanted = trailingSlash || segments.length === 0 ? [...segments, 'index.html'] : segments;
  const real = await realPathInside(root, wanted);
  if (real === null) return { kind: 'not-found' };
  let stat;
  try {
    stat = await fs.stat(real);
  } catch (error) {
    if (isMissing(error)) return { kind: 'not-found' };
    throw error;
  }
  if (stat.isFile()) return { kind: 'file', file: real };
  if (stat.isDirectory() && wanted === segments && (await realPathInside(root, [...segments, 'index.html']))) {
    return { kind: 'redirect', location: formatPath(segments, true) + search };
  }
  return { kind: 'not-found' };
}

/**
 * Finds what a clean URL names: `/a/b/` → `a/b/index.html`, `/a/b.html` → that file, and `/a/b`
 * → a redirect to `/a/b/` when `a/b/index.html` exists (so relative links in the page resolve).
 * The output folder is looked up on every call, and a miss during a folder swap is retried.
 */
export async function locateFile(
  outDir: string,
  segments: string[],
  trailingSlash: boolean,
  search: string,
): Promise<Location> {
  for (let attempt = 1; ; attempt++) {
    const root = await currentRoot(outDir);
    if (root !== null) {
      const found = await locateIn(root.path, segments, trailingSlash, search);
      const swapped = found.kind === 'not-found' && (await currentRoot(outDir))?.identity !== root.identity;
      if (!swapped || attempt === ATTEMPTS) return found;
    } else if (attempt === ATTEMPTS) {
      return { kind: 'no-site' };
    }
    await sleep(RETRY_MS);
  }
}

/** The build a linked output folder names now (its link target), or null when `outDir` is a plain folder or missing. */
async function linkedBuild(outDir: string): Promise<string | null> {
  try {
    return await fs.readlink(outDir);
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EINVAL') return null;
    throw error;
  }
}

// Enough for every file of a large site and its common misses; past it the cache starts over, so random URLs cannot
// grow it without bound.
const MAX_CACHED = 50_000;

export interface FileLocator {
  /** Like `locateFile`, answered from memory once the same URL was located in the same build. */
  locate(segments: string[], trailingSlash: boolean, search: string): Promise<Location>;
  /** Forgets what was located: a file found earlier has gone. */
  forget(): void;
}

/**
 * Locates files, remembering the answers per build. A build written by docsgen is never changed after its swap except
 * by replacing files in place, so when `outDir` is a link the only system call a lookup needs is reading the link (a
 * new target is a new build); a plain folder may change at any time and is looked up afresh on every request.
 */
export function createFileLocator(outDir: string): FileLocator {
  let cache: { build: string; locations: Map<string, Location> } | null = null;
  return {
    async locate(segments, trailingSlash, search) {
      const build = await linkedBuild(outDir);
      if (build === null) return locateFile(outDir, segments, trailingSlash, search);
      if (cache?.build !== build || cache.locations.size >= MAX_CACHED) cache = { build, locations: new Map() };
      const key = `${segments.join('/')}${trailingSlash ? '/' : ''}`;
      let found = cache.locations.get(key);
      if (!found) {
        found = await locateFile(outDir, segments, trailingSlash, '');
        // The answer is only worth keeping if the link still names the build it was found in.
        if (found.kind !== 'no-site' && (await linkedBuild(outDir)) === build) cache.locations.set(key, found);
      }
      return found.kind === 'redirect' ? { kind: 'redirect', location: found.location + search } : found;
    },
    forget() {
      cache = null;
    },
  };
}
