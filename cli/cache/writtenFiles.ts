/**
 * The record of the files a build wrote into its output folder, each with the key of what it was made from: a file of
 * the previous build is reused, hard-linked into the new build instead of made and written again, when it was made
 * from the same key and is still the file that build wrote (same inode, size and modification time, so a file edited
 * or replaced since is never reused). What the link check and the report need of a document (its element ids, its
 * sizes) is kept with it, and whether every link of that build resolved. The record is one cache entry per output
 * folder, made once the build is swapped in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import type { DocumentSizes } from '../build/report.ts';
import { SpilledList } from '../spillFile.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { nameHash, recordsByName } from './nameHashIndex.ts';
import { deserializedOrNull, serializedInBatches } from './storedValues.ts';

export type { DocumentSizes };

/** What a document holds that later steps read: its element ids (as `DocumentIds` stores them) and its sizes. */
export interface DocumentFacts {
  ids: string;
  sizes: DocumentSizes;
}

/** What a build wrote at one output path. */
interface WrittenFile {
  key: string;
  document?: DocumentFacts;
  file: { ino: number; size: number; mtimeMs: number };
}

/** A file noted as written in this build, set aside on disk until the build is swapped in. */
type NotedFile = [outputPath: string, key: string, document: DocumentFacts | undefined];

/** A previous file fit to reuse: where it is, and the facts of the document it is. */
export interface ReusableFile {
  file: string;
  document?: DocumentFacts;
}

export interface WrittenFiles {
  /** The previous build's file at `outputPath`, when it was made from `key` and is untouched since. */
  reusable(outputPath: string, key: string): ReusableFile | null;
  /** The facts of the previous build's document at `outputPath` (one found reusable), read again; null when it has none. */
  previousDocument(outputPath: string): DocumentFacts | null;
  /** Whether every link of the previous build's documents resolved (its link check found nothing broken). */
  readonly previousLinksResolved: boolean;
  /** Notes a file written (or reused) in this build, to be remembered once the build is swapped in. */
  wrote(outputPath: string, key: string, document?: DocumentFacts): void;
  /** Records each noted file as it now sits in the output folder, and whether every link of this build resolved, for the next build. */
  remember(linksResolved: boolean): void;
}

/** The key of the record of the files last written to `outDir`. */
export function writtenDocumentsKey(outDir: string): string {
  return digest('written-documents', outputLayout(outDir).outDir);
}

/**
 * The record of what the previous build wrote to `outDir`, and the one this build makes. A large site writes two files
 * a page, and neither record is held whole: the previous one is read a part at a time as its files are looked up (by
 * the hashes of their paths), and the files this build writes are set aside on disk as they are noted.
 */
export function openWrittenFiles(store: CacheStore, outDir: string): WrittenFiles {
  const layout = outputLayout(outDir);
  const recordKey = writtenDocumentsKey(outDir);
  const previousBuild = currentBuild(layout);
  const previous = previousBuild ? openRecord(store, recordKey) : null;
  const noted = new SpilledList<NotedFile>();
  return {
    reusable(outputPath, key) {
      const written = previous?.find(outputPath);
      if (!written || written.key !== key) return null;
      const file = path.join(layout.buildsDir, previousBuild!, outputPath);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat || stat.ino !== written.file.ino || stat.size !== written.file.size || stat.mtimeMs !== written.file.mtimeMs) return null;
      return { file, document: written.document };
    },
    previousDocument(outputPath) {
      return previous?.find(outputPath)?.document ?? null;
    },
    previousLinksResolved: previous?.linksResolved ?? false,
    wrote(outputPath, key, document) {
      noted.push([outputPath, key, document]);
    },
    remember(linksResolved) {
      const hashes: number[] = [];
      function* storedFiles(): Generator<StoredFile> {
        for (const [outputPath, key, document] of noted) {
          const stat = fs.statSync(path.join(layout.outDir, outputPath), { throwIfNoEntry: false });
          if (!stat) continue;
          hashes.push(nameHash(outputPath));
          yield [outputPath, { key, document, file: { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } }];
        }
      }
      store.writeInParts(recordKey, serializedInBatches(storedFiles(), FILES_PER_PART), () => serialize({ hashes: Uint32Array.from(hashes), linksResolved } satisfies RecordHead));
    },
  };
}

/**
 * How the record is stored (entryInParts.ts): its files in the order noted, a few hundred to a part, and as its head
 * the hash of each one's path, in the same order, and whether the build's links all resolved. The record whole,
 * serialized at once, would be one large buffer made at the end of a large site's build, when its memory is highest,
 * and another read at the start of the next.
 */
const FILES_PER_PART = 256;
type StoredFile = [outputPath: string, written: WrittenFile];
interface RecordHead {
  hashes: Uint32Array;
  linksResolved: boolean;
}

/**
 * The record stored under `key`, a part read when a file in it is looked up (the parts are mostly asked for in the
 * order written, and the last one read is kept); null when there is none, or it is not one (written by another
 * docsgen or Node). A part changed since it was written finds nothing, so its files are made again.
 */
function openRecord(store: CacheStore, key: string): { find(outputPath: string): WrittenFile | null; linksResolved: boolean } | null {
  const opened = store.openInParts(key);
  const head = opened && deserializedOrNull<Partial<RecordHead>>(opened.head);
  const hashes = head?.hashes;
  if (!(hashes instanceof Uint32Array) || Math.ceil(hashes.length / FILES_PER_PART) !== opened!.parts.partCount) return null;
  const { parts } = opened!;
  const files = recordsByName<StoredFile>(
    hashes,
    FILES_PER_PART,
    (at) => {
      const bytes = parts.part(at);
      const stored = bytes && deserializedOrNull<StoredFile[]>(bytes);
      return Array.isArray(stored) ? stored : null;
    },
    ([outputPath]) => outputPath,
  );
  return { find: (outputPath) => files.find(outputPath)?.record[1] ?? null, linksResolved: head!.linksResolved === true };
}
