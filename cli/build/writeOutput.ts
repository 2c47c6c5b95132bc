/**
 * The build writes into a staging folder and swaps it in only when everything is written: a failed or killed build
 * leaves the old output untouched (see outputLink.ts for the layout that makes the swap one rename).
 */
import fs from 'node:fs';
import path from 'node:path';
import { currentBuild, nextSiteName, outputLayout, pointOutputAt, recoverOutput, removeStaleBuilds, type OutputLayout } from './outputLink.ts';
import { claimSpare, removeUnusedFolders } from './spareFolders.ts';
import { copyPublicFiles, type PublicFolder } from '../site/publicFolder.ts';

/**
 * Writes queued beyond this many wait for the queue to drain (see `ready`): enough to keep the file-system threads
 * busy while the build composes the next pages, few enough that queued page HTML never adds up to much memory.
 */
const MAX_QUEUED_WRITES = 64;

/** Characters of text written at a time by `writePiecesNow`. */
const WRITTEN_PIECES_BATCH = 64 * 1024;

/** Whether a file could not be put because its folder is missing. */
function folderMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/*
 * Files are put where they go, and a missing folder is made when putting a file there fails for want of it: the build
 * keeps no record of the folders it made (a large site has a folder a page), and a folder of the spare tree it was
 * given, or one made for an earlier file, costs nothing more.
 */

/** Puts a file at once, making its folder and putting it again when that is missing. */
function putNow(file: string, put: () => void): void {
  try {
    put();
  } catch (error) {
    if (!folderMissing(error)) throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    put();
  }
}

/** As {@link putNow}, on Node's file-system threads. */
async function putLater(file: string, put: () => Promise<void>): Promise<void> {
  try {
    await put();
  } catch (error) {
    if (!folderMissing(error)) throw error;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await put();
  }
}

export class StagingFolder {
  private readonly pending = new Set<Promise<void>>();
  /** Callers of `ready` waiting for the queue to get short enough. */
  private waiting: (() => void)[] = [];
  private failure: Error | null = null;

  private constructor(
    private readonly layout: OutputLayout,
    readonly dir: string,
    /** The folder of the build served when this one began, whose files may be linked into it. */
    private readonly previousDir: string | null,
    /** Folders of the spare tree the staging folder was made from that no file was put in yet, relative to it (spareFolders.ts). */
    private readonly unusedSpareFolders: Set<string>,
    private readonly publicDir: string | undefined,
  ) {}

  /**
   * A fresh staging folder for `outDir`, holding a copy of the public folder when given. What killed builds left behind is
   * removed first, and an output lost in the middle of its first move to the linked layout is restored.
   */
  static create(outDir: string, publicFolder?: PublicFolder): StagingFolder {
    const publicDir = publicFolder?.dir;
    const layout = outputLayout(outDir);
    fs.mkdirSync(layout.buildsDir, { recursive: true });
    recoverOutput(layout);
    removeStaleBuilds(layout);
    // The spare's folders are those most pages of this build go in: they need not be created.
    const claimed = path.join(layout.buildsDir, `staging-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
    const spareFolders = claimSpare(layout.buildsDir, claimed, publicDir);
    const dir = spareFolders ? claimed : fs.mkdtempSync(path.join(layout.buildsDir, `staging-${process.pid}-`));
    if (publicFolder) copyPublicFiles(publicFolder, dir);
    const previous = currentBuild(layout);
    return new StagingFolder(layout, dir, previous && path.join(layout.buildsDir, previous), spareFolders ?? new Set(), publicDir);
  }

  /**
   * Queues one file at a site-relative path. Writing happens on Node's file-system threads while the build goes on
   * composing pages; a failure surfaces at `commit`.
   */
  write(rel: string, content: string | Uint8Array): void {
    this.queue(rel, (file) => fs.promises.writeFile(file, content));
  }

  /** Where a site-relative path goes in the staging folder; its folder is no longer one of the spare's unused ones. */
  private placeOf(rel: string): string {
    const file = path.join(this.dir, rel);
    const folder = path.dirname(file);
    if (folder.length > this.dir.length) this.unusedSpareFolders.delete(folder.slice(this.dir.length + 1));
    return file;
  }

  /** Runs `make` for a site-relative path (its folder made when missing); a failure surfaces at `commit`. */
  private queue(rel: string, make: (file: string) => Promise<void>): void {
    const file = this.placeOf(rel);
    const written = putLater(file, () => make(file))
      .catch((error: Error) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.pending.delete(written);
        if (this.pending.size < MAX_QUEUED_WRITES) this.wakeWaiting();
      });
    this.pending.add(written);
  }

  /**
   * Puts one file at a site-relative path as a hard link to `existing` (an unchanged file of the previous build): no
   * bytes to write. A link is a quick change of folder entries, made at once rather than queued behind the writes.
   * Where the file system has no hard links, the file is copied.
   */
  link(rel: string, existing: string): void {
    const file = this.placeOf(rel);
    try {
      putNow(file, () => fs.linkSync(existing, file));
    } catch {
      this.queue(rel, (target) => fs.promises.copyFile(existing, target));
    }
  }

  /**
   * Writes one file at a site-relative path at once rather than queued: for files made one after another whose
   * contents are let go of as each is written (a large site's search index), which the queue would hold meanwhile.
   */
  writeNow(rel: string, content: string | Uint8Array): void {
    const file = this.placeOf(rel);
    putNow(file, () => fs.writeFileSync(file, content));
  }

  /**
   * Writes one file of text made in pieces at once, a batch of pieces to a write: a large site's sitemap and llms.txt
   * are megabytes, never held whole.
   */
  writePiecesNow(rel: string, pieces: Iterable<string>): void {
    const file = this.placeOf(rel);
    let fd = -1;
    putNow(file, () => (fd = fs.openSync(file, 'w')));
    try {
      let batch = '';
      const writeBatch = () => {
        const bytes = Buffer.from(batch);
        for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at);
        batch = '';
      };
      for (const piece of pieces) {
        batch += piece;
        if (batch.length >= WRITTEN_PIECES_BATCH) writeBatch();
      }
      writeBatch();
    } finally {
      fs.closeSync(fd);
    }
  }

  /**
   * Queues a file whose name holds the hash of its content (or, with `now`, writes it at once): linked from the
   * previous build when it has a file of that name and size (the same content, by its name), written otherwise.
   */
  writeNamedByContent(rel: string, content: string | Uint8Array, { now = false } = {}): void {
    this.writeNamedByContentOfSize(rel, typeof content === 'string' ? Buffer.byteLength(content) : content.length, () => content, { now });
  }

  /** As `writeNamedByContent`, for a file whose size is known before its content, which is made only if it is written. */
  writeNamedByContentOfSize(rel: string, size: number, content: () => string | Uint8Array, { now = false } = {}): void {
    const existing = this.previousDir && path.join(this.previousDir, rel);
    if (existing && fs.statSync(existing, { throwIfNoEntry: false })?.size === size) this.link(rel, existing);
    else if (now) this.writeNow(rel, content());
    else this.write(rel, content());
  }

  /** Resolves once the write queue is short enough to add more; await it between large writes. */
  async ready(): Promise<void> {
    // A waiter apiece, not a race over the queue: that would leave a handler on every queued write per call.
    while (this.pending.size >= MAX_QUEUED_WRITES) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private wakeWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** Waits for every queued write; throws the first write failure. */
  private async flush(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
    if (this.failure) throw this.failure;
  }

  /** Replaces the output with the staged build, once every file is written: one rename of the output link. */
  async commit(): Promise<void> {
    await this.flush();
    removeUnusedFolders(this.unusedSpareFolders, this.dir, this.publicDir);
    const name = nextSiteName(this.layout);
    fs.renameSync(this.dir, path.join(this.layout.buildsDir, name));
    pointOutputAt(this.layout, name);
    removeStaleBuilds(this.layout);
  }

  /** Throws the staged build away; the output stays as it was. */
  async abort(): Promise<void> {
    // Writes still in flight would otherwise recreate folders inside the removed tree.
    await this.flush().catch(() => {});
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
