import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheStore, frame, unframe } from '../../../../cli/cache/cacheStore.ts';
import { digest } from '../../../../cli/cache/digest.ts';

const folders: string[] = [];
function tempStore(maxBytes = 1024 * 1024): CacheStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-cache-store-'));
  folders.push(dir);
  return new CacheStore(dir, { maxBytes });
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const key = (name: string) => digest(name);
const entryFile = (store: CacheStore, k: string) => path.join(store.dir, k.slice(0, 2), k);

describe('CacheStore', () => {
  it('returns what was written under a key, and misses every other key', () => {
    const store = tempStore();
    store.write(key('a'), Buffer.from('payload of a'));
    expect(store.read(key('a'))?.toString()).toBe('payload of a');
    expect(store.read(key('b'))).toBeNull();
  });

  it('replaces an entry written again under the same key, leaving no temporary file', () => {
    const store = tempStore();
    store.write(key('a'), Buffer.from('first'));
    store.write(key('a'), Buffer.from('second'));
    expect(store.read(key('a'))?.toString()).toBe('second');
    expect(fs.readdirSync(path.dirname(entryFile(store, key('a'))))).toEqual([key('a')]);
  });

  it.each([
    ['truncated', (bytes: Buffer) => bytes.subarray(0, bytes.length - 3)],
    ['cut inside its header', (bytes: Buffer) => bytes.subarray(0, 10)],
    ['empty', () => Buffer.alloc(0)],
    ['garbled in its payload', (bytes: Buffer) => Buffer.concat([bytes.subarray(0, bytes.length - 1), Buffer.from([bytes[bytes.length - 1] ^ 0xff])])],
    ['of another key', () => frame(key('other'), Buffer.from('payload of a'))],
  ])('treats an entry %s as a miss and deletes it', (_, damage) => {
    const store = tempStore();
    store.write(key('a'), Buffer.from('payload of a'));
    const file = entryFile(store, key('a'));
    fs.writeFileSync(file, damage(fs.readFileSync(file)));
    expect(store.read(key('a'))).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    store.write(key('a'), Buffer.from('rebuilt'));
    expect(store.read(key('a'))?.toString()).toBe('rebuilt');
  });

  it('refuses keys that are not hex digests, so no key names a path outside the folder', () => {
    expect(() => tempStore().write('../escape', Buffer.from('x'))).toThrow(/hex digests/);
  });

  it('evicts the least recently used entries once the folder outgrows its bound', () => {
    const payload = Buffer.alloc(1000, 7);
    const store = tempStore(3500);
    const keys = ['a', 'b', 'c', 'd'].map(key);
    keys.forEach((k, i) => {
      store.write(k, payload);
      const time = new Date(Date.UTC(2026, 0, 1, 0, i));
      fs.utimesSync(entryFile(store, k), time, time);
    });
    // Reading the oldest makes it the most recently used.
    expect(store.read(keys[0])).not.toBeNull();
    const eviction = store.evict();
    expect(eviction.removedEntries).toBe(2);
    expect(eviction.keptBytes).toBeLessThanOrEqual(3500 * 0.8);
    expect(keys.map((k) => store.read(k) !== null)).toEqual([true, false, false, true]);
  });

  it('marks an entry used when it was last marked minutes ago or more, and says whether it is there', () => {
    const store = tempStore();
    store.write(key('a'), Buffer.from('x'));
    const file = entryFile(store, key('a'));
    const lastHour = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(file, lastHour, lastHour);
    expect(store.touch(key('a'))).toBe(true);
    const marked = fs.statSync(file).mtimeMs;
    expect(marked).toBeGreaterThan(lastHour.getTime() + 30 * 60 * 1000);
    const justNow = new Date(marked - 1000);
    fs.utimesSync(file, justNow, justNow);
    expect(store.touch(key('a'))).toBe(true);
    // Within a millisecond: the file system keeps the time in its own units.
    expect(fs.statSync(file).mtimeMs).toBeCloseTo(justNow.getTime(), -1);
    expect(store.touch(key('b'))).toBe(false);
  });

  it('keeps everything while within its bound, and removes temporary files abandoned long ago', () => {
    const store = tempStore();
    store.write(key('a'), Buffer.from('kept'));
    const abandoned = `${entryFile(store, key('a'))}.999.1.tmp`;
    fs.writeFileSync(abandoned, 'half');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(abandoned, longAgo, longAgo);
    expect(store.evict().removedEntries).toBe(0);
    expect(store.read(key('a'))?.toString()).toBe('kept');
    expect(fs.existsSync(abandoned)).toBe(false);
  });
});

describe('CacheStore eviction by its usage ledger', () => {
  const framedBytes = (payload: Buffer) => frame(key('any'), payload).length;
  const ledger = (store: CacheStore) => path.join(store.dir, 'usage-ledger');

  it('counts what is written after a walk and does not walk again while the count is within bound', () => {
    const store = tempStore(10_000);
    store.write(key('a'), Buffer.alloc(1000));
    expect(store.evict()).toMatchObject({ walked: true, keptBytes: framedBytes(Buffer.alloc(1000)) });
    store.write(key('b'), Buffer.alloc(2000));
    // Written again, an entry counts only for what it grew by.
    store.write(key('a'), Buffer.alloc(1500));
    expect(store.evict()).toEqual({ removedEntries: 0, removedBytes: 0, keptBytes: framedBytes(Buffer.alloc(1500)) + framedBytes(Buffer.alloc(2000)), walked: false });
  });

  it('walks and evicts once the writes it counted take the folder past its bound, keeping the folder bounded', () => {
    const store = tempStore(3500);
    store.evict();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'].map(key);
    const evictions = keys.map((k, i) => {
      store.write(k, Buffer.alloc(1000, i));
      const time = new Date(Date.UTC(2026, 0, 1, 0, i));
      fs.utimesSync(entryFile(store, k), time, time);
      return store.evict();
    });
    expect(evictions.map(({ walked }) => walked)).toEqual([false, false, false, true, false, true]);
    const onDisk = keys.filter((k) => fs.existsSync(entryFile(store, k)));
    expect(onDisk.reduce((sum, k) => sum + fs.statSync(entryFile(store, k)).size, 0)).toBeLessThanOrEqual(3500);
    expect(onDisk).toEqual(keys.slice(4));
    // The ledger starts again from what the walk found.
    expect(store.evict()).toMatchObject({ walked: false, keptBytes: evictions[5].keptBytes });
  });

  it('walks when the ledger is missing, torn or a day old', () => {
    const store = tempStore();
    store.write(key('a'), Buffer.from('x'));
    expect(store.evict().walked).toBe(true);
    expect(store.evict().walked).toBe(false);
    expect(store.evict(Date.now() + 25 * 60 * 60 * 1000).walked).toBe(true);
    fs.appendFileSync(ledger(store), '12');
    expect(store.evict().walked).toBe(true);
    expect(store.evict().walked).toBe(false);
    fs.rmSync(ledger(store));
    expect(store.evict().walked).toBe(true);
  });

  it('counts the writes of two stores on one folder (two builds at once)', () => {
    const first = tempStore(10_000);
    const second = new CacheStore(first.dir, { maxBytes: 10_000 });
    first.evict();
    first.write(key('a'), Buffer.alloc(4000));
    second.write(key('b'), Buffer.alloc(4000));
    expect(first.evict().walked).toBe(false);
    second.write(key('c'), Buffer.alloc(4000));
    const eviction = first.evict();
    expect(eviction.walked).toBe(true);
    expect(eviction.removedEntries).toBeGreaterThan(0);
  });
});

describe('frame and unframe', () => {
  it('round-trip a payload under its key', () => {
    expect(unframe(key('k'), frame(key('k'), Buffer.from('data')))?.toString()).toBe('data');
    expect(unframe(key('j'), frame(key('k'), Buffer.from('data')))).toBeNull();
  });
});
