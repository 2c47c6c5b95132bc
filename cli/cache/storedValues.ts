/** Values kept in a cache store as V8 serializations. */
import { deserialize, serialize } from 'node:v8';
import type { CacheStore } from './cacheStore.ts';

/** The value stored under `key`; null on a miss or when it does not deserialize (written by another Node version). */
export function readValue<T>(store: CacheStore, key: string): T | null {
  const payload = store.read(key);
  if (!payload) return null;
  try {
    return deserialize(payload) as T;
  } catch {
    return null;
  }
}

export function writeValue(store: CacheStore, key: string, value: unknown): void {
  store.write(key, serialize(value));
}
