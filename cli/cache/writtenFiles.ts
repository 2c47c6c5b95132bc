/**
 * The record of the files a build wrote into its output folder, each with the key of what it was made from: a file of
 * the previous build is reused, hard-linked into the new build instead of made and written again, when it was made
 * from the same key and is still the file that build wrote (same inode, size and modification time, so a file edited
 * or replaced since is never reused). What the link check and the report need of a document (its element ids, its
 * sizes) is kept with it. The record is one cache entry per output folder, made once the build is swapped in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import type { PageReport } from '../build/report.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { readValue, writeValue } from './storedValues.ts';

/** A page's sizes as the build report gives them, the route and product aside. */
export type DocumentSizes = Pick<PageReport, 'htmlBytes' | 'criticalCssBytes' | 'jsGzip'>;

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

/** A previous file fit to reuse: where it is, and the facts of the document it is. */
export interface ReusableFile {
  file: string;
  document?: DocumentFacts;
}

export interface WrittenFiles {
  /** The previous build's file at `outputPath`, when it was made from `key` and is untouched since. */
  reusable(outputPath: string, key: string): ReusableFile | null;
  /** Notes a file written (or reused) in this build, to be remembered once the build is swapped in. */
  wrote(outputPath: string, key: string, document?: DocumentFacts): void;
  /** Records each noted file as it now sits in the output folder, for the next build. */
  remember(): void;
}

/** The key of the record of the files last written to `outDir`. */
export function writtenDocumentsKey(outDir: string): string {
  return digest('written-documents', outputLayout(outDir).outDir);
}

/** The record of what the previous build wrote to `outDir`, and the one this build makes. */
export function openWrittenFiles(store: CacheStore, outDir: string): WrittenFiles {
  const layout = outputLayout(outDir);
  const recordKey = writtenDocumentsKey(outDir);
  const previousBuild = currentBuild(layout);
  const previous = (previousBuild && readValue<Map<string, WrittenFile>>(store, recordKey)) || new Map<string, WrittenFile>();
  const noted = new Map<string, Omit<WrittenFile, 'file'>>();
  return {
    reusable(outputPath, key) {
      const written = previous.get(outputPath);
      if (!written || !previousBuild || written.key !== key) return null;
      const file = path.join(layout.buildsDir, previousBuild, outputPath);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat || stat.ino !== written.file.ino || stat.size !== written.file.size || stat.mtimeMs !== written.file.mtimeMs) return null;
      return { file, document: written.document };
    },
    wrote(outputPath, key, document) {
      noted.set(outputPath, { key, document });
    },
    remember() {
      const record = new Map<string, WrittenFile>();
      for (const [outputPath, written] of noted) {
        const stat = fs.statSync(path.join(layout.outDir, outputPath), { throwIfNoEntry: false });
        if (stat) record.set(outputPath, { ...written, file: { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } });
      }
      writeValue(store, recordKey, record);
    },
  };
}
