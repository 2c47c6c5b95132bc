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
import { ShellCache } from '../render/shellCache.tsx';
import { renderApiPage, renderPage, shellBody, type RenderContext, type RenderedRoute } from '../render/renderPage.tsx';
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
import { collectDemos, type DemoRef } from '../demos/collectDemos.ts';
import { demoComponent, prepareDemo, serverRenderDemo, type DemoContext, type PreparedDemo } from '../demos/prepareDemo.tsx';
import { loadTemplates, type TemplatePage } from '../templates/loadTemplates.ts';
import { renderTemplatePage } from '../render/renderTemplatePage.tsx';
import { templatesCss } from '../../templates/styles/templatesCss.ts';
import { highlightCodeBlock } from '../markdown/codeBlocks.ts';
import { demoCss } from '../../templates/styles/demoCss.ts';
import { settingsCss } from '../../templates/styles/settingsCss.ts';
import { AD_SLOT_CSS } from '../../runtime/islands/ads/adSlotStyles.ts';
import { adSlotAttributes } from '../../runtime/islands/ads/adSlotMarkup.ts';
import type { PageData } from '../../runtime/pageData.ts';
import { siteApiPages, type SiteApiPages } from '../api/apiRoutes.ts';
import { FeedbackWidget } from '../../templates/shell/FeedbackWidget.tsx';
import { feedbackCss } from '../../templates/styles/feedbackCss.ts';
import { SERVICE_WORKER_URL, serviceWorkerSource } from './serviceWorker.ts';
import { fontAssets } from './fonts.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchButton } from '../../templates/shell/SearchButton.tsx';
import { SearchDialog } from '../../templates/shell/SearchDialog.tsx';
import { searchCss } from '../../templates/styles/searchCss.ts';
import { standalonePageCss } from '../../templates/styles/standalonePageCss.ts';
import { versionsCss } from '../../templates/styles/versionsCss.ts';
import { careersCss } from '../../templates/styles/careersCss.ts';
import { blogCss } from '../../templates/styles/blogCss.ts';
import { premiumThemesCss } from '../../templates/styles/premiumThemesCss.ts';
import { buildSearchIndex } from '../search/buildSearchIndex.ts';
import { extractSections } from '../search/extractSections.ts';

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

/** Prepares every demo (server HTML, styles, both source variants), collecting all errors. */
async function prepareDemos(demos: Map<string, DemoRef>, ctx: DemoContext): Promise<Map<string, PreparedDemo>> {
  const prepared = new Map<string, PreparedDemo>();
  const errors: ContentError[] = [];
  for (const demo of demos.values()) {
    try {
      prepared.set(demo.absFile, await prepareDemo(demo, ctx));
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return prepared;
}

/** Renders every page, collecting all content errors instead of stopping at the first. */
async function renderPages(model: SiteModel, ctx: RenderContext, onProgress?: BuildOptions['onProgress']): Promise<RenderedRoute[]> {
  const rendered: RenderedRoute[] = [];
  const errors: ContentError[] = [];
  let done = 0;
  for (const page of model.pages) {
    try {
      rendered.push(await renderPage(page, ctx));
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

/** What the runtime of one page needs to know: config subsets and page facts. */
function pageDataFor(model: SiteModel, page: RenderedRoute): PageData {
  const product = model.config.products.find((p) => p.id === page.productId);
  const { analytics, ads, feedback, productionHost } = model.config;
  return {
    route: page.route,
    productId: page.productId,
    version: product?.versions.find((v) => v.current)?.text ?? '',
    language: 'en',
    productionHost,
    analytics,
    ads,
    feedback,
  };
}

/** Builds the site; throws ContentErrors on bad content, leaving any previous output as it was. */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  let apiPages: SiteApiPages = { pages: [], nav: {} };
  let templates: TemplatePage[] = [];
  const model = await loadSite(options.root, {
    generate: async (config, root, contentDir) => {
      apiPages = await siteApiPages(config, root);
      templates = await loadTemplates(config, contentDir, root);
      return { nav: apiPages.nav, routes: [...apiPages.pages, ...templates].map((p) => p.route) };
    },
  });
  const theme = createBrandTheme();
  const demos = collectDemos(model.pages);
  const runtime = await bundleRuntime([...demos.values(), ...templates.map((t) => t.demo)]);
  const prepared = await prepareDemos(demos, { root: options.root, theme, demoChunks: runtime.demoChunks, highlight: highlightCodeBlock });
  const shell = new ShellCache(model, theme, <SearchButton />);
  const routeByFile = new Map(model.pages.map((p) => [p.absFile, p.route]));
  const ctx: RenderContext = {
    model,
    theme,
    shell,
    routeOfFile: (abs) => routeByFile.get(abs),
    templates,
    markdownComponents: { 'docsgen-demo': demoComponent(prepared) },
    pageSlots: {
      belowDescription: model.config.ads?.enabled ? <div {...adSlotAttributes()} /> : undefined,
      feedback: model.config.feedback?.enabled ? <FeedbackWidget /> : undefined,
    },
    demoStylesFor: (page, names) => new Map(names.flatMap((name) => [...(prepared.get(path.join(path.dirname(page.absFile), name))?.styles ?? [])])),
  };

  const templateRoutes: RenderedRoute[] = [];
  for (const template of templates) {
    const demoCtx = { root: options.root, theme, demoChunks: runtime.demoChunks };
    templateRoutes.push(renderTemplatePage(template, await serverRenderDemo(template.demo, demoCtx), ctx));
  }
  const rendered = [
    ...(await renderPages(model, ctx, options.onProgress)),
    ...apiPages.pages.map((page) => renderApiPage(page, ctx)),
    ...templateRoutes,
  ];
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

  const search = buildSearchIndex(
    rendered.map((page) => ({
      route: page.route,
      title: page.title,
      productId: page.productId,
      sections: extractSections(page.bodyHtml, { title: page.title, description: page.description }),
    })),
  );
  const searchDialogHtml = renderToStaticMarkup(<SearchDialog manifestUrl={`${options.base.replace(/\/$/, '')}${search.manifestUrl}`} />);

  const baseStyles = renderWithStyles(<CssBaseline />, theme, { themeStyles: true }).styles;
  for (const [id, css] of shell.styles) baseStyles.set(id, css);
  const fonts = fontAssets();
  const plan = planStylesheets(
    [fonts.css, layoutCss, homeCss, markdownCss, demoCss, settingsCss, AD_SLOT_CSS, feedbackCss, templatesCss, searchCss, standalonePageCss, versionsCss, careersCss, blogCss, premiumThemesCss],
    baseStyles,
    rendered.map((r) => r.styles),
  );
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
      bodyHtml: page.bodyHtml + searchDialogHtml,
      runtimeSrc: runtime.entry,
      devClientSrc: options.devClient,
      preload: runtime.entryImports,
      pageData: pageDataFor(model, page),
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

  for (const [url, content] of fonts.files) files.set(url.slice(1), content);
  for (const [url, content] of search.files) files.set(url.slice(1), content);
  const precache = [runtime.entry, ...runtime.entryImports, sharedCssHref, '/404.html'];
  const prefix = base.replace(/\/$/, '');
  files.set(
    SERVICE_WORKER_URL.slice(1),
    serviceWorkerSource({ version: contentHash(precache.join('\n')), precache: precache.map((url) => prefix + url) }),
  );

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
