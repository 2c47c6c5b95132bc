/** `docsgen build`: load → render → check → write, each step a function of its own. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { SiteModel, SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { loadSite } from '../load/loadSite.ts';
import { createBrandTheme } from '../../runtime/brandTheme.ts';
import { getProductInfoFromUrl, routeToOutputPath } from '../../runtime/routes.ts';
import { renderWithStyles } from '../render/emotionRender.ts';
import { ShellCache, productHome } from '../render/shellCache.tsx';
import { renderDocsPage, shellBody, type RenderContext, type RenderedRoute } from '../render/renderDocsPage.tsx';
import { renderMarkdown } from '../markdown/index.ts';
import { HomePage } from '../../templates/HomePage.tsx';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { layoutCss, homeCss } from '../../templates/styles/layoutCss.ts';
import { markdownCss } from '../../templates/styles/markdownCss.ts';
import { renderDocument } from '../../templates/document.ts';
import { bundleRuntime } from './bundleRuntime.ts';
import { contentHash } from './hash.ts';
import { criticalCss, planStylesheets } from './stylesheets.ts';
import { checkLinks, elementIds } from './checkLinks.ts';
import { writeOutputAtomically, type OutputFiles } from './writeOutput.ts';
import { applyBase } from './applyBase.ts';
import type { BuildReport, PageReport } from './report.ts';

export interface BuildOptions {
  root: string;
  outDir: string;
  /** URL prefix when the site is served below the host root, e.g. `/docs/`. */
  base: string;
  /** Called as pages render, for the progress line. */
  onProgress?: (done: number, total: number) => void;
  /** When false, nothing is written (`docsgen check`). */
  write?: boolean;
  /** URL of the live-reload client, added to every page in watch mode. */
  devClient?: string;
}

async function renderHomePage(page: SourcePage, ctx: RenderContext): Promise<RenderedRoute> {
  const { model } = ctx;
  const md = await renderMarkdown(page.body, {
    file: page.file,
    absFile: page.absFile,
    bodyLine: page.bodyLine,
    routeOfFile: ctx.routeOfFile,
    components: ctx.markdownComponents,
  });
  const products = model.products
    .filter((p) => p.id !== 'experiments')
    .map((p) => ({ ...model.config.products.find((c) => c.id === p.id)!, href: productHome(p) }));
  const main = renderWithStyles(
    <HomePage title={page.frontMatter.title} description={page.frontMatter.description} products={products} content={md.content} />,
    ctx.theme,
  );
  return {
    route: page.route,
    file: page.file,
    title: page.frontMatter.title,
    documentTitle: page.frontMatter.title === model.config.title ? page.frontMatter.title : `${page.frontMatter.title} - ${model.config.title}`,
    description: page.frontMatter.description ?? md.description ?? undefined,
    bodyHtml: shellBody(ctx, null, page.route, main.html),
    styles: main.styles,
    links: md.links,
    productId: null,
    warnings: md.warnings ?? [],
  };
}

/** Renders every page, collecting all content errors instead of stopping at the first. */
async function renderPages(model: SiteModel, ctx: RenderContext, onProgress?: BuildOptions['onProgress']): Promise<RenderedRoute[]> {
  const rendered: RenderedRoute[] = [];
  const errors: ContentError[] = [];
  let done = 0;
  for (const page of model.pages) {
    try {
      rendered.push(page.frontMatter.layout === 'home' ? await renderHomePage(page, ctx) : await renderDocsPage(page, ctx));
    } catch (error) {
      if (error instanceof ContentErrors) errors.push(...error.errors);
      else if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
    done += 1;
    onProgress?.(done, model.pages.length);
  }
  if (errors.length) throw new ContentErrors(errors);
  return rendered;
}

function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Builds the site; throws ContentErrors on bad content, leaving any previous output as it was. */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const model = await loadSite(options.root);
  const theme = createBrandTheme();
  const runtime = await bundleRuntime();
  const shell = new ShellCache(model, theme);
  const routeByFile = new Map(model.pages.map((p) => [p.absFile, p.route]));
  const ctx: RenderContext = {
    model,
    theme,
    shell,
    routeOfFile: (abs) => routeByFile.get(abs),
    markdownComponents: {},
  };

  const rendered = await renderPages(model, ctx, options.onProgress);
  const notFound = renderWithStyles(<NotFoundPage />, theme);
  const notFoundRoute: RenderedRoute = {
    route: '/404.html',
    file: '(built in)',
    title: 'Page not found',
    documentTitle: `Page not found - ${model.config.title}`,
    bodyHtml: shellBody(ctx, null, '/404.html', notFound.html),
    styles: notFound.styles,
    links: [],
    productId: null,
    warnings: [],
  };

  const baseStyles = renderWithStyles(<CssBaseline />, theme, { themeStyles: true }).styles;
  for (const [id, css] of shell.styles) baseStyles.set(id, css);
  const plan = planStylesheets([layoutCss, homeCss, markdownCss], baseStyles, rendered.map((r) => r.styles));
  const sharedCssHref = `/assets/site-${contentHash(plan.sharedCss)}.css`;

  const files: OutputFiles = new Map();
  const idsByRoute = new Map<string, Set<string>>();
  const documents = new Map<string, string>();
  for (const page of [...rendered, notFoundRoute]) {
    const info = getProductInfoFromUrl(page.route);
    const html = renderDocument({
      lang: 'en',
      title: page.documentTitle,
      description: page.description,
      metas: { 'mui:productId': info.productId, 'mui:productCategoryId': info.productCategoryId },
      sharedCssHref,
      criticalCss: criticalCss(page.styles, plan.sharedIds),
      bodyHtml: page.bodyHtml,
      runtimeSrc: runtime.entry,
      devClientSrc: options.devClient,
      preload: runtime.entryImports,
      pageData: { route: page.route, productId: page.productId },
    });
    documents.set(page.route, html);
    idsByRoute.set(page.route, elementIds(html));
  }

  const publicDir = path.join(options.root, 'public');
  const staticFiles = new Set<string>();
  if (fs.existsSync(publicDir)) {
    for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) staticFiles.add(`/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    }
  }
  const linkErrors = checkLinks(rendered, idsByRoute, staticFiles);
  if (linkErrors.length) throw new ContentErrors(linkErrors);

  const base = options.base;
  for (const [route, html] of documents) {
    const out = route === '/404.html' ? '404.html' : routeToOutputPath(route);
    files.set(out, applyBase(html, base));
  }
  files.set(sharedCssHref.slice(1), applyBase(plan.sharedCss, base));
  for (const [url, content] of runtime.files) files.set(url.slice(1), base === '/' ? content : applyBase(Buffer.from(content).toString('utf8'), base));

  if (options.write !== false) await writeOutputAtomically(options.outDir, files, publicDir);

  const jsPerPage = [runtime.entry, ...runtime.entryImports].reduce((sum, url) => sum + gzipSize(runtime.files.get(url) ?? ''), 0);
  const cssShared = gzipSize(plan.sharedCss);
  const pages: PageReport[] = rendered.map((page) => {
    const html = documents.get(page.route)!;
    return {
      route: page.route,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipSize(html),
      criticalCssBytes: criticalCss(page.styles, plan.sharedIds).css.length,
      jsGzip: jsPerPage,
      productId: page.productId,
    };
  });
  return {
    pages,
    totalMs: performance.now() - started,
    sharedCssGzip: cssShared,
    jsPerPageGzip: jsPerPage,
    warnings: [...model.warnings, ...rendered.flatMap((r) => r.warnings.map((w) => `${r.file}: ${w}`))],
  };
}
