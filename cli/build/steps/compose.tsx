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
    fontPreloads: styles.fontPreloads,
    searchDialogHtml: searchDialogs(ctx, ctx.withBase(search.manifestUrl)),
    headMetas: pluginHeadMetas(plugins),
    devClient,
  };
  const idsByRoute = new Map<string, Set<string>>();
  const pages: PageReport[] = [];
  const jsPerPage = initialJavaScript(runtime);
  // A page's own islands (demos hydrate on intent, templates on load) add to what every page loads.
  const javaScript = createJavaScriptMeter(runtime, base);
  for (const page of [...rendered.pages, notFound]) {
    const isNotFound = page === notFound;
    const document = composeDocument(page, context, isNotFound);
    idsByRoute.set(page.route, elementIds(document.pieces));
    // One buffer: a single write of the file, and its size for the report.
    const encoded = documentBytes(document.pieces);
    if (output) {
      output.write(isNotFound ? '404.html' : routeToOutputPath(page.route), encoded);
      await output.ready();
    }
    if (!isNotFound) {
      pages.push({ route: page.route, htmlBytes: encoded.length, htmlGzip: 0, criticalCssBytes: document.criticalCssBytes, jsGzip: javaScript.beforeInteraction(page.mainHtml), productId: page.productId });
    }
  }
  return { compose: context, idsByRoute, pages, jsPerPageGzip: jsPerPage, demoJavaScript: javaScript.demoFirstUse() };
}
