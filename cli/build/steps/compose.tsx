/**
 * Build step `compose`: each rendered page as a complete HTML document (head, stylesheets, page data, the shell around
 * it), written as soon as it is composed, with the element ids it holds for the link check.
 */
import { gzipSync } from 'node:zlib';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { routeToOutputPath } from '../../../runtime/routes.ts';
import { SearchDialog } from '../../../templates/shell/SearchDialog.tsx';
import { TranslationProvider } from '../../../templates/shell/TranslationContext.tsx';
import type { DocsgenPlugin } from '../../plugins/plugin.ts';
import type { RenderContext } from '../../render/renderPage.tsx';
import type { RuntimeBundle } from '../bundleRuntime.ts';
import { elementIds } from '../checkLinks.ts';
import { composeDocument, type ComposeContext } from '../composeDocument.ts';
import { documentBytes } from '../documentBytes.ts';
import { createJavaScriptMeter, type DemoJavaScript } from '../javaScriptWeight.ts';
import { navMarker } from '../encodedNav.ts';
import type { PageReport } from '../report.ts';
import type { StagingFolder } from '../writeOutput.ts';
import type { StylePlan } from './planStyles.ts';
import { createComposeCache } from '../../cache/composeCache.ts';
import type { RenderedSite } from './render.ts';

export interface ComposeInput {
  rendered: RenderedSite;
  styles: StylePlan;
  runtime: RuntimeBundle;
  plugins: readonly DocsgenPlugin[];
  output: StagingFolder | null;
  base: string;
  /** URL of the live-reload client, added to every page in watch mode. */
  devClient?: string;
}

export interface ComposedSite {
  /** What composing needs, kept for watch mode's single-page rebuilds. */
  compose: ComposeContext;
  /** The ids of the elements of every page (the 404 page's included), by route. */
  idsByRoute: Map<string, Set<string>>;
  /** Sizes of every page but the 404 page, for the build report. */
  pages: PageReport[];
  /** The JavaScript every page loads before any interaction, gzipped. */
  jsPerPageGzip: number;
  /** What each live demo loads on first use, gzipped. */
  demoJavaScript: DemoJavaScript[];
  /** Records the documents written, once the build is swapped in, for the next build to reuse. */
  remember(): void;
  /** Documents linked from the previous build instead of composed. */
  documentsReused: number;
}

/** The search dialog in each page language, rendered on first use. */
function searchDialogs(ctx: RenderContext, manifestUrl: string): (language: string) => string {
  const byLanguage = new Map<string, string>();
  return (language) => {
    let html = byLanguage.get(language);
    if (html === undefined) {
      html = renderToStaticMarkup(
        <TranslationProvider value={ctx.translatorFor(language)}>
          <SearchDialog manifestUrl={manifestUrl} />
        </TranslationProvider>,
      );
      byLanguage.set(language, html);
    }
    return html;
  };
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

export async function compose({ rendered, styles, runtime, plugins, output, base, devClient }: ComposeInput): Promise<ComposedSite> {
  const { ctx, search, notFound } = rendered;
  const context: ComposeContext = {
    ctx,
    runtime,
    markNav: navMarker(ctx.withBase),
    sharedCssHref: styles.sharedCssHref,
    sharedIds: styles.sharedIds,
    iconFontCssHref: styles.iconFontCssHref,
    firstPaint: styles.firstPaint,
    webFonts: styles.webFonts,
    searchDialogHtml: searchDialogs(ctx, ctx.withBase(search.manifestUrl)),
    headMetas: pluginHeadMetas(plugins),
    devClient,
  };
  const idsByRoute = new Map<string, Set<string>>();
  const pages: PageReport[] = [];
  const jsPerPage = initialJavaScript(runtime);
  // A page's own islands (demos hydrate on intent, templates on load) add to what every page loads.
  const javaScript = createJavaScriptMeter(runtime, base);
  // Build cache: a page composed from the same inputs as in the previous build is linked from there, not composed again.
  const written = rendered.cache?.written;
  const cache =
    output && rendered.cache && written
      ? createComposeCache(written, rendered.cache.pages, { root: ctx.model.root, sharedCssHref: styles.sharedCssHref, sharedIds: styles.sharedIds, runtime, devClient, headMetas: context.headMetas })
      : null;
  let documentsReused = 0;
  for (const page of [...rendered.pages, notFound]) {
    const isNotFound = page === notFound;
    const reused = isNotFound ? null : cache?.reuse(page);
    if (reused) {
      documentsReused += 1;
      idsByRoute.set(page.route, reused.ids);
      output!.link(routeToOutputPath(page.route), reused.file);
      await output!.ready();
      cache!.composed(page, reused.ids, reused.sizes);
      pages.push({ route: page.route, htmlGzip: 0, productId: page.productId, ...reused.sizes });
      continue;
    }
    const document = composeDocument(page, context, isNotFound);
    idsByRoute.set(page.route, elementIds(document.pieces));
    // One buffer: a single write of the file, and its size for the report.
    const encoded = documentBytes(document.pieces);
    if (output) {
      output.write(isNotFound ? '404.html' : routeToOutputPath(page.route), encoded);
      await output.ready();
    }
    if (!isNotFound) {
      const sizes = { htmlBytes: encoded.length, criticalCssBytes: document.criticalCssBytes, jsGzip: javaScript.beforeInteraction(page.mainHtml) };
      cache?.composed(page, idsByRoute.get(page.route)!, sizes);
      pages.push({ route: page.route, htmlGzip: 0, productId: page.productId, ...sizes });
    }
  }
  return { compose: context, idsByRoute, pages, jsPerPageGzip: jsPerPage, demoJavaScript: javaScript.demoFirstUse(), remember: () => written?.remember(), documentsReused };
}
