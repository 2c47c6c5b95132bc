/**
 * The compose step's cache: the previous build's document of a page is reused (writtenFiles.ts) when it was composed
 * from the same inputs: the page's render key and the shell's inputs (shared stylesheet and its ids, runtime bundle,
 * head metas, live-reload client). The 404 page is made from what every page's render reads of the site, so its
 * document is keyed by that, with the icon font it may link and the search manifest its dialog loads.
 */
import { routeToOutputPath } from '../../runtime/routes.ts';
import type { RuntimeBundle } from '../build/bundleRuntime.ts';
import { DocumentIds } from '../build/documentIds.ts';
import { siteFavicon } from '../build/siteIcon.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { CacheEntryLost } from './cacheStore.ts';
import { digest, digestOfData } from './digest.ts';
import type { RenderCache } from './renderCache.ts';
import type { DocumentFacts, DocumentSizes, WrittenFiles } from './writtenFiles.ts';

export type { DocumentSizes } from './writtenFiles.ts';

/** A previous document fit to reuse: its file, and what it holds. */
export interface ReusedDocument {
  file: string;
  ids: DocumentIds;
  sizes: DocumentSizes;
}

export interface ComposeCache {
  /** The previous build's document of `page`, when it was composed from the same inputs and is untouched since. */
  reuse(page: RenderedRoute): ReusedDocument | null;
  /** Notes a document composed (or reused) in this build, to be remembered once the build is swapped in. */
  composed(page: RenderedRoute, ids: DocumentIds, sizes: DocumentSizes): void;
  /** The previous build's 404 page, when it was composed from the same inputs and is untouched since. */
  reuseNotFound(): ReusedDocument | null;
  /** Notes the 404 page composed (or reused) in this build. */
  composedNotFound(ids: DocumentIds, sizes: DocumentSizes): void;
  /** The element ids of the document of `route` this build reused, read again from the record of the previous build. */
  reusedIds(route: string): DocumentIds;
  /** Whether every link of the previous build resolved: an anchor between two documents reused from it resolves still. */
  readonly linksResolvedBefore: boolean;
}

/** What every page's document reads beyond its render: the inputs of its shell and head. */
export interface ComposeInputs {
  root: string;
  sharedCssHref: string;
  sharedIds: ReadonlySet<string>;
  runtime: RuntimeBundle;
  devClient?: string;
  headMetas(page: { route: string; productId: string | null }): Record<string, string>;
  /** The icon font's stylesheet, when some page draws ligature icons. */
  iconFontCssHref: string | null;
  searchManifestUrl: string;
}

/** Where the 404 page is written, and the route its head metas are asked for. */
export const NOT_FOUND_FILE = '404.html';
export const NOT_FOUND_ROUTE = '/404.html';

function composeDigest({ root, sharedCssHref, sharedIds, runtime, devClient }: ComposeInputs): string {
  // Runtime files are named by their content, so their URLs stand for their bytes.
  const bundle = { files: [...runtime.files.keys()].sort(), entry: runtime.entry, entryImports: runtime.entryImports, graph: runtime.graph };
  return digest('compose-page', sharedCssHref, [...sharedIds].sort().join('\n'), digestOfData(bundle), devClient ?? '', siteFavicon(root) ?? '');
}

/** A compose cache over the record of the files written, and the render cache that keyed the pages. */
export function createComposeCache(written: WrittenFiles, renderCache: RenderCache, inputs: ComposeInputs): ComposeCache {
  const shared = composeDigest(inputs);
  const keyOf = (page: RenderedRoute) => {
    const renderKey = renderCache.keyOf(page.route);
    return renderKey && digest(shared, renderKey, JSON.stringify(inputs.headMetas({ route: page.route, productId: page.productId })));
  };
  const notFoundKey = digest(shared, 'not-found', renderCache.siteKey, inputs.iconFontCssHref ?? '', inputs.searchManifestUrl, JSON.stringify(inputs.headMetas({ route: NOT_FOUND_ROUTE, productId: null })));
  const reuse = (outputPath: string, key: string | undefined): ReusedDocument | null => {
    const found = key ? written.reusable(outputPath, key) : null;
    const document = found?.document;
    // Ids stored otherwise (by an earlier docsgen) are no ids: the document is composed again.
    const ids = document ? DocumentIds.fromStored(document.ids) : null;
    if (!found || !document || !ids) return null;
    return { file: found.file, ids, sizes: document.sizes };
  };
  const composed = (outputPath: string, key: string | undefined, ids: DocumentIds, sizes: DocumentSizes) => {
    const document: DocumentFacts = { ids: ids.stored, sizes };
    if (key) written.wrote(outputPath, key, document);
  };
  return {
    reuse: (page) => reuse(routeToOutputPath(page.route), keyOf(page)),
    composed: (page, ids, sizes) => composed(routeToOutputPath(page.route), keyOf(page), ids, sizes),
    reuseNotFound: () => reuse(NOT_FOUND_FILE, notFoundKey),
    composedNotFound: (ids, sizes) => composed(NOT_FOUND_FILE, notFoundKey, ids, sizes),
    reusedIds(route) {
      const ids = DocumentIds.fromStored(written.previousDocument(routeToOutputPath(route))?.ids);
      // Read when this build reused the document: gone since, the record was replaced by a concurrent build.
      if (!ids) throw new CacheEntryLost(`the element ids of ${route}`);
      return ids;
    },
    linksResolvedBefore: written.previousLinksResolved,
  };
}
