import { describe, expect, it, vi } from 'vitest';
import { CompressionCache } from '../../../../cli/server/compressionCache.ts';

const bytes = (n: number) => Promise.resolve(Buffer.alloc(n));

describe('CompressionCache', () => {
  it('compresses once per version and again when the version changes', async () => {
    const cache = new CompressionCache();
    const produce = vi.fn(() => bytes(10));
    await Promise.all([cache.get('a', 'v1', produce), cache.get('a', 'v1', produce)]);
    await cache.get('a', 'v1', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    await cache.get('a', 'v2', produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used entries past its byte budget', async () => {
    const cache = new CompressionCache(25);
    await cache.get('a', 'v', () => bytes(10));
    await cache.get('b', 'v', () => bytes(10));
    await cache.get('a', 'v', () => bytes(10));
    await cache.get('c', 'v', () => bytes(10));
    const again = vi.fn(() => bytes(10));
    await cache.get('a', 'v', again);
    expect(again).not.toHaveBeenCalled();
    await cache.get('b', 'v', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('retries after a failed compression', async () => {
    const cache = new CompressionCache();
    await expect(cache.get('a', 'v', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    await expect(cache.get('a', 'v', () => bytes(3))).resolves.toHaveLength(3);
  });
});
