/**
 * The compose step's cache: the previous build's document of a page is reused, hard-linked into the new build instead
 * of composed and written again, when it was composed from the same inputs (the page's render key, the shell's inputs:
 * shared stylesheet and its ids, runtime bundle, head metas, live-reload client) and its file is still
 * the one that build wrote (same inode, size and modification time, so a file edited or replaced since is never
 * reused). What the link check and the report need of the page (its element ids, its sizes) comes with it.
 * The record of what each build wrote is one cache entry per output folder, made once the build is swapped in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { routeToOutputPath } from '../../runtime/routes.ts';
import type { RuntimeBundle } from '../build/bundleRuntime.ts';
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import type { PageReport } from '../build/report.ts';
import { siteFavicon } from '../build/siteIcon.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest, digestOfData } from './digest.ts';
import type { RenderCache } from './renderCache.ts';

/** A page's sizes as the build report gives them, the route and product aside. */
export type DocumentSizes = Pick<PageReport, 'htmlBytes' | 'criticalCssBytes' | 'jsGzip'>;

/** What a build wrote for one page, by its output path. */
interface WrittenDocument {
  key: string;
  ids: string[];
  sizes: DocumentSizes;
  file: { ino: number; size: number; mtimeMs: number };
}

/** A previous document fit to reuse: its file, and what it holds. */
export interface ReusedDocument {
  file: string;
  ids: Set<string>;
  sizes: DocumentSizes;
}

export interface ComposeCache {
  /** The previous build's document of `page`, when it was composed from the same inputs and is untouched since. */
  reuse(page: RenderedRoute): ReusedDocument | null;
  /** Notes a document composed (or reused) in this build, to be remembered once the build is swapped in. */
  composed(page: RenderedRoute, ids: Set<string>, sizes: DocumentSizes): void;
  /** Records each noted document as it now sits in the output folder, for the next build. */
  remember(): void;
}

/** What every page's document reads beyond its render: the inputs of its shell and head. */
export interface ComposeInputs {
  root: string;
  sharedCssHref: string;
  sharedIds: ReadonlySet<string>;
  runtime: RuntimeBundle;
  devClient?: string;
  headMetas(page: { route: string; productId: string | null }): Record<string, string>;
}

function composeDigest({ root, sharedCssHref, sharedIds, runtime, devClient }: ComposeInputs): string {
  // Runtime files are named by their content, so their URLs stand for their bytes.
  const bundle = { files: [...runtime.files.keys()].sort(), entry: runtime.entry, entryImports: runtime.entryImports, graph: runtime.graph };
  return digest('compose-page', sharedCssHref, [...sharedIds].sort().join('\n'), digestOfData(bundle), devClient ?? '', siteFavicon(root) ?? '');
}

function readRecord(store: CacheStore, key: string): Map<string, WrittenDocument> {
  const payload = store.read(key);
  if (!payload) return new Map();
  try {
    return deserialize(payload) as Map<string, WrittenDocument>;
  } catch {
    return new Map();
  }
}

/** The key of the record of the documents last written to `outDir`. */
export function writtenDocumentsKey(outDir: string): string {
  return digest('written-documents', outputLayout(outDir).outDir);
}

/** A compose cache for a build written to `outDir`, over the render cache that keyed its pages. */
export function createComposeCache(store: CacheStore, renderCache: RenderCache, outDir: string, inputs: ComposeInputs): ComposeCache {
  const layout = outputLayout(outDir);
  const recordKey = writtenDocumentsKey(outDir);
  const previousBuild = currentBuild(layout);
  const previous = previousBuild ? readRecord(store, recordKey) : new Map<string, WrittenDocument>();
  const shared = composeDigest(inputs);
  const keyOf = (page: RenderedRoute) => {
    const renderKey = renderCache.keyOf(page.route);
    return renderKey && digest(shared, renderKey, JSON.stringify(inputs.headMetas({ route: page.route, productId: page.productId })));
  };
  const noted = new Map<string, Omit<WrittenDocument, 'file'>>();

  return {
    reuse(page) {
      const outputPath = routeToOutputPath(page.route);
      const written = previous.get(outputPath);
      if (!written || !previousBuild || written.key !== keyOf(page)) return null;
      const file = path.join(layout.buildsDir, previousBuild, outputPath);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat || stat.ino !== written.file.ino || stat.size !== written.file.size || stat.mtimeMs !== written.file.mtimeMs) return null;
      return { file, ids: new Set(written.ids), sizes: written.sizes };
    },
    composed(page, ids, sizes) {
      const key = keyOf(page);
      if (key) noted.set(routeToOutputPath(page.route), { key, ids: [...ids], sizes });
    },
    remember() {
      const record = new Map<string, WrittenDocument>();
      for (const [outputPath, document] of noted) {
        const stat = fs.statSync(path.join(layout.outDir, outputPath), { throwIfNoEntry: false });
        if (stat) record.set(outputPath, { ...document, file: { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } });
      }
      store.write(recordKey, serialize(record));
    },
  };
}
