/** Values kept in a cache store as V8 serializations. */
import { deserialize, serialize } from 'node:v8';
import type { CacheStore } from './cacheStore.ts';

/** The value serialized in `bytes`; null when they do not deserialize (written by another Node version). */
export function deserializedOrNull<T>(bytes: Uint8Array): T | null {
  try {
    return deserialize(bytes) as T;
  } catch {
    return null;
  }
}

/** The value stored under `key`; null on a miss or when it does not deserialize. */
export function readValue<T>(store: CacheStore, key: string): T | null {
  const payload = store.read(key);
  return payload && deserializedOrNull<T>(payload);
}

export function writeValue(store: CacheStore, key: string, value: unknown): void {
  store.write(key, serialize(value));
}

/**
 * `values` serialized a few hundred at a time, each batch as one part of an entry written in parts (entryInParts.ts):
 * a large site's record whole would be one buffer of megabytes, and a part a value would cost a digest and a table
 * row apiece. A batch is an array of the values, in order.
 */
export function* serializedInBatches<T>(values: Iterable<T>, perBatch: number): Generator<Uint8Array> {
  let batch: T[] = [];
  for (const value of values) {
    batch.push(value);
    if (batch.length === perBatch) {
      yield serialize(batch);
      batch = [];
    }
  }
  if (batch.length) yield serialize(batch);
}
