/**
 * Build step `compose`: each rendered page as a complete HTML document (head, stylesheets, page data, the shell around
 * it), written as soon as it is composed, with the element ids it holds for the link check. A document the build cache
 * lets it reuse is linked from the previous build, its ids read again from that build's record when an anchor into it
 * is checked (siteDocumentIds.ts); the document's modules load only when one must be composed, and the render context
 * is made only when the shell around it is not in the cache either (documentChrome.ts).
 */
import { gzipSync } from 'node:zlib';
import { routeToOutputPath } from '../../../runtime/routes.ts';
import type { DocsgenPlugin } from '../../plugins/plugin.ts';
import type { RenderedRoute } from '../../render/renderedRoute.ts';
import type { RuntimeBundle } from '../bundleRuntime.ts';
import type { ComposeContext } from '../composeDocument.ts';
import { documentBytes } from '../documentBytes.ts';
import { createJavaScriptMeter, type DemoJavaScript } from '../javaScriptWeight.ts';
import { navMarker } from '../encodedNav.ts';
import { pageFacts } from '../pageFacts.ts';
import { pageReport, type PageReport } from '../report.ts';
import type { StagingFolder } from '../writeOutput.ts';
import type { StylePlan } from './planStyles.ts';
import { createComposeCache, NOT_FOUND_FILE, NOT_FOUND_ROUTE } from '../../cache/composeCache.ts';
import { documentChrome } from '../documentChrome.ts';
import type { RenderedSite } from './render.ts';
import { SiteDocumentIds } from '../siteDocumentIds.ts';

export interface ComposeInput {
  rendered: RenderedSite;
  styles: StylePlan;
  runtime: RuntimeBundle;
  plugins: readonly DocsgenPlugin[];
  output: StagingFolder | null;
  base: string;
  /** URL of the live-reload client, added to every page in watch mode. */
  devClient?: string;
  /**
   * Whether every document's ids are held, reused ones' too: for a session that checks a rebuilt page's links after
   * the build (whose record of written files is then replaced).
   */
  holdAllDocumentIds: boolean;
}

export interface ComposedSite {
  /** What composing needs; kept for watch mode's single-page rebuilds. */
  composeContext: ComposeContext;
  /** The ids of the elements of every page (the 404 page's included), by route. */
  documentIds: SiteDocumentIds;
  /** Sizes of every page but the 404 page, for the build report. */
  pages: PageReport[];
  /** The JavaScript every page loads before any interaction, gzipped. */
  jsPerPageGzip: number;
  /** What each live demo loads on first use, gzipped. */
  demoJavaScript: DemoJavaScript[];
  /** Records the documents written, once the build is swapped in, for the next build to reuse, and whether every link resolved. */
  remember(linksResolved: boolean): void;
  /** Documents linked from the previous build instead of composed. */
  documentsReused: number;
}

/** The JavaScript a page loads before any interaction: the runtime entry and its static imports, gzipped. */
export function initialJavaScript(runtime: RuntimeBundle): number {
  return [runtime.entry, ...runtime.entryImports].reduce((sum, url) => sum + gzipSync(runtime.files.get(url) ?? '').length, 0);
}

/** The head metas every plugin gives a page, in plugin order. */
function pluginHeadMetas(plugins: readonly DocsgenPlugin[]): ComposeContext['headMetas'] {
  const withMetas = plugins.filter((plugin) => plugin.headMetas);
  return (page) => Object.assign({}, ...withMetas.map((plugin) => plugin.headMetas!(page)));
}

/** A document to compose: its page made when it must be (the 404 page is rendered only then). */
type Composable = { page: RenderedRoute; isNotFound: false } | { page: () => Promise<RenderedRoute>; isNotFound: true };

export async function compose({ rendered, styles, runtime, plugins, output, base, devClient, holdAllDocumentIds }: ComposeInput): Promise<ComposedSite> {
  const { search, withBase } = rendered;
  const headMetas = pluginHeadMetas(plugins);
  const context: ComposeContext = {
    model: rendered.model,
    withBase,
    chromeOf: documentChrome({
      model: rendered.model,
      renderContext: rendered.renderContext,
      manifestUrl: withBase(search.manifestUrl),
      cache: rendered.cache && { store: rendered.cache.store, siteKey: rendered.cache.pages.siteKey },
    }),
    runtime,
    markNav: navMarker(withBase),
    sharedCssHref: styles.sharedCssHref,
    sharedIds: styles.sharedIds,
    iconFontCssHref: styles.iconFontCssHref,
    firstPaint: styles.firstPaint,
    webFonts: styles.webFonts,
    headMetas,
    devClient,
  };
  const notFound = async () => (await import('../../render/renderNotFound.tsx')).renderNotFound(await rendered.renderContext());
  const pages: PageReport[] = [];
  const jsPerPage = initialJavaScript(runtime);
  // A page's own islands (demos hydrate on intent, templates on load) add to what every page loads.
  const javaScript = createJavaScriptMeter(runtime, base);
  // Build cache: a page composed from the same inputs as in the previous build is linked from there, not composed again.
  const written = rendered.cache?.written;
  const cache =
    output && rendered.cache && written
      ? createComposeCache(written, rendered.cache.pages, {
          root: rendered.model.root,
          sharedCssHref: styles.sharedCssHref,
          sharedIds: styles.sharedIds,
          runtime,
          devClient,
          headMetas,
          iconFontCssHref: styles.iconFontCssHref,
          searchManifestUrl: search.manifestUrl,
        })
      : null;
  // A reused document's ids are read again from the previous build's record when an anchor into it is checked, one
  // from a page composed again: the anchors between reused documents resolve as they did in that build, when all its
  // links resolved. Else they are held, as the link check asks for them all.
  const readReusedIds = cache !== null && !holdAllDocumentIds && cache.linksResolvedBefore;
  const documentIds = new SiteDocumentIds(readReusedIds ? { pages: rendered.routes, idsOf: (route) => cache.reusedIds(route) } : null);
  let documentsReused = 0;
  const documents: Composable[] = [...rendered.pages.map((page) => ({ page, isNotFound: false as const })), { page: notFound, isNotFound: true }];
  for (const document of documents) {
    const route = document.isNotFound ? NOT_FOUND_ROUTE : document.page.route;
    const reused = document.isNotFound ? cache?.reuseNotFound() : cache?.reuse(document.page);
    if (reused) {
      if (document.isNotFound || !readReusedIds) documentIds.hold(route, reused.ids);
      output!.link(document.isNotFound ? NOT_FOUND_FILE : routeToOutputPath(route), reused.file);
      await output!.ready();
      if (document.isNotFound) {
        cache!.composedNotFound(reused.ids, reused.sizes);
        continue;
      }
      documentsReused += 1;
      cache!.composed(document.page, reused.ids, reused.sizes);
      pages.push(pageReport(route, document.page.productId, reused.sizes));
      continue;
    }
    const [page, { composeDocument }] = await Promise.all([document.isNotFound ? document.page() : document.page, import('../composeDocument.ts')]);
    // Every page but the 404 page had its facts taken where it was rendered.
    const facts = document.isNotFound ? pageFacts(page) : rendered.facts.of(page);
    const composed = composeDocument(page, context, { chrome: await context.chromeOf(page), isNotFound: document.isNotFound, facts });
    const { ids } = composed;
    documentIds.hold(route, ids);
    // One buffer: a single write of the file, and its size for the report.
    const encoded = documentBytes(composed.pieces);
    if (output) {
      output.write(document.isNotFound ? NOT_FOUND_FILE : routeToOutputPath(route), encoded);
      await output.ready();
    }
    const sizes = { htmlBytes: encoded.length, criticalCssBytes: composed.criticalCssBytes, jsGzip: javaScript.beforeInteraction(facts.islandsOnLoad) };
    if (document.isNotFound) {
      cache?.composedNotFound(ids, sizes);
      continue;
    }
    cache?.composed(page, ids, sizes);
    pages.push(pageReport(route, page.productId, sizes));
  }
  return {
    composeContext: context,
    documentIds,
    pages,
    jsPerPageGzip: jsPerPage,
    demoJavaScript: javaScript.demoFirstUse(),
    remember: (linksResolved) => written?.remember(linksResolved),
    documentsReused,
  };
}
