/**
 * The audit's results kept in the site's cache folder (`audit/` beside the build's caches, siteProject.ts), keyed by
 * the content of what was audited: a page by its HTML (whose script, style and demo URLs carry the hash of their
 * content) with the audit's settings, the type check by the files it read. `--no-cache` neither reads nor writes.
 */
import path from 'node:path';
import { CacheStore } from '../cache/cacheStore.ts';
import { cacheDisabled, cacheMaxBytes } from '../cache/buildCache.ts';
import { siteCacheDir } from '../site/siteProject.ts';

export interface JsonCache {
  read<T>(key: string): T | null;
  write(key: string, value: unknown): void;
  evict(): void;
}

/** The audit's cache for the site at `root`, or null under `--no-cache`. */
export function openAuditCache(root: string): JsonCache | null {
  if (cacheDisabled()) return null;
  const store = new CacheStore(path.join(siteCacheDir(root), 'audit'), { maxBytes: cacheMaxBytes() });
  return {
    read<T>(key: string): T | null {
      const bytes = store.read(key);
      if (!bytes) return null;
      try {
        return JSON.parse(bytes.toString('utf8')) as T;
      } catch {
        store.discard(key);
        return null;
      }
    },
    write(key, value) {
      store.write(key, Buffer.from(JSON.stringify(value)));
    },
    evict() {
      store.evict();
    },
  };
}
