/**
 * The compose step's cache: the previous build's document of a page is reused (writtenFiles.ts) when it was composed
 * from the same inputs: the page's render key and the shell's inputs (shared stylesheet and its ids, runtime bundle,
 * head metas, live-reload client).
 */
import { routeToOutputPath } from '../../runtime/routes.ts';
import type { RuntimeBundle } from '../build/bundleRuntime.ts';
import { siteFavicon } from '../build/siteIcon.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { digest, digestOfData } from './digest.ts';
import type { RenderCache } from './renderCache.ts';
import type { DocumentFacts, DocumentSizes, WrittenFiles } from './writtenFiles.ts';

export type { DocumentSizes } from './writtenFiles.ts';

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

/** A compose cache over the record of the files written, and the render cache that keyed the pages. */
export function createComposeCache(written: WrittenFiles, renderCache: RenderCache, inputs: ComposeInputs): ComposeCache {
  const shared = composeDigest(inputs);
  const keyOf = (page: RenderedRoute) => {
    const renderKey = renderCache.keyOf(page.route);
    return renderKey && digest(shared, renderKey, JSON.stringify(inputs.headMetas({ route: page.route, productId: page.productId })));
  };
  return {
    reuse(page) {
      const key = keyOf(page);
      const found = key ? written.reusable(routeToOutputPath(page.route), key) : null;
      if (!found?.document) return null;
      return { file: found.file, ids: new Set(found.document.ids), sizes: found.document.sizes };
    },
    composed(page, ids, sizes) {
      const key = keyOf(page);
      const document: DocumentFacts = { ids: [...ids], sizes };
      if (key) written.wrote(routeToOutputPath(page.route), key, document);
    },
  };
}
