/** Compressed bodies kept per file version, so each file is compressed once, not once per request. */

interface Entry {
  version: string;
  bytes: Promise<Buffer>;
  /** Known once the bytes are ready; in-flight entries count as 0. */
  size: number;
}

/** A byte-bounded LRU of compressed bodies; concurrent misses for one key share one compression. */
export class CompressionCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The cached bytes for `key` at `version`, or the result of `produce()` (then cached). */
  get(key: string, version: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Re-inserting moves the entry to the recent end of the Map's insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.bytes;
    }
    if (hit) this.remove(key, hit);
    const entry: Entry = { version, bytes: produce(), size: 0 };
    this.entries.set(key, entry);
    entry.bytes.then(
      (bytes) => {
        if (this.entries.get(key) !== entry) return;
        entry.size = bytes.length;
        this.totalBytes += bytes.length;
        this.evict();
      },
      () => {
        // A failed compression (file vanished mid-read) must be retried by the next request.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.bytes;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.totalBytes -= entry.size;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      // The newest entry stays even when it alone exceeds the budget: it is about to be sent.
      if (this.totalBytes <= this.maxBytes || this.entries.size <= 1) return;
      this.remove(key, entry);
    }
  }
}
