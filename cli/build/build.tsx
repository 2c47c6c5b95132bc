/** `docsgen build`: load → prepare demos → render on every core, writing each file as soon as it is final → plan CSS → compose, check links, write → swap in. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import CssBaseline from '@mui/material/CssBaseline';
import type { SiteModel } from '../model.ts';
import { ContentErrors } from '../errors.ts';
import { collectingErrors } from './collectingErrors.ts';
import { loadSite } from '../load/loadSite.ts';
import { createBrandTheme } from '../../runtime/brandTheme.ts';
import { DEFAULT_LANGUAGE } from '../../runtime/constants.ts';
import { routeToOutputPath } from '../../runtime/routes.ts';
import { renderWithStyles, type StyleMap } from '../render/emotionRender.ts';
import { createRenderContext } from '../render/renderContext.tsx';
import { renderTranslated, routeLanguage, type RenderContext, type RenderedRoute } from '../render/renderPage.tsx';
import { renderTemplatePage } from '../render/renderTemplatePage.tsx';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { knownPages } from '../render/knownPages.ts';
import { productHome } from '../../runtime/config.ts';
import { SearchDialog } from '../../templates/shell/SearchDialog.tsx';
import { TranslationProvider } from '../../templates/shell/TranslationContext.tsx';
import { SITE_CSS } from '../../templates/styles/index.ts';
import { siteApiPages, type SiteApiPages } from '../api/apiRoutes.ts';
import { collectDemos, demoModules, type PageDemo } from '../demos/collectDemos.ts';
import { demoStylesheets, type DemoStylesheets } from '../demos/demoStylesheets.ts';
import { prepareDemo, serverRenderDemo, type DemoContext, type PreparedDemo } from '../demos/prepareDemo.tsx';
import { highlightCode } from '../markdown/codeBlocks.ts';
import { assertDemoCompiles } from '../demos/demoSource.ts';
import { loadTemplates, type TemplatePage } from '../templates/loadTemplates.ts';
import { createSearchIndexBuilder } from '../search/buildSearchIndex.ts';
import { extractSections } from '../search/extractSections.ts';
import { applyBase } from './applyBase.ts';
import { bundleRuntime, type RuntimeBundle } from './bundleRuntime.ts';
import { checkLinks, elementIds } from './checkLinks.ts';
import { fontAssets } from './fonts.ts';
import { contentHash } from './hash.ts';
import type { RenderedJob } from './renderJob.ts';
import { renderAllJobs } from './renderJobs.ts';
import type { RenderWorkers } from './renderWorkers.ts';
import { createPhaseClock, type BuildReport, type PageReport } from './report.ts';
import { SERVICE_WORKER_URL, serviceWorkerSource } from './serviceWorker.ts';
import { criticalCss, planStylesheets } from './stylesheets.ts';
import { StagingFolder } from './writeOutput.ts';
import { llmsTxt, type LlmsPage } from './siteFiles/llms.ts';
import { pageMarkdown } from './siteFiles/pageMarkdown.ts';
import { redirectPages } from './siteFiles/redirects.ts';
import { sitemapXml } from './siteFiles/sitemap.ts';
import { apiMarkdown } from '../api/apiMarkdown.ts';
import { createBuildSession, exportedMarkdown, type BuildSession } from './buildSession.ts';
import { composeDocument, type ComposeContext } from './composeDocument.ts';
import { documentBytes } from './documentBytes.ts';
import { navMarker } from './encodedNav.ts';

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
  /** Receives, after a successful build, a session that can rebuild single pages (watch mode). */
  onSession?: (session: BuildSession) => void;
  /** Render workers the caller started early (and closes); without them, a large site starts its own. */
  renderWorkers?: RenderWorkers;
}

interface LoadedSite {
  model: SiteModel;
  apiPages: SiteApiPages;
  templates: TemplatePage[];
}

/** Loads the site and what it generates (API pages, templates). */
async function loadEverything(root: string): Promise<LoadedSite> {
  let apiPages: SiteApiPages = { pages: [], nav: {} };
  let templates: TemplatePage[] = [];
  const model = await loadSite(root, {
    generate: async (config, siteRoot, contentDir) => {
      apiPages = await siteApiPages(config, siteRoot);
      templates = await loadTemplates(config, contentDir, siteRoot);
      return { nav: apiPages.nav, routes: [...apiPages.pages, ...templates].map((p) => p.route) };
    },
  });
  return { model, apiPages, templates };
}

/**
 * Demo steps under way at once. Each waits on another thread part of the time (esbuild's transforms; a demo's import,
 * whose TypeScript the module loader compiles on its own thread): one at a time, the build thread sat idle half the
 * demo phase of the bundled site.
 */
const DEMO_STEPS_IN_FLIGHT = 4;

/** Server HTML, styles and highlighted sources of every demo, by the path Markdown references. */
async function prepareDemos(demos: Map<string, PageDemo>, ctx: DemoContext): Promise<Map<string, PreparedDemo>> {
  const prepared = await collectingErrors(demos.values(), async (demo) => [demo.absPath, await prepareDemo(demo, ctx)] as const, DEMO_STEPS_IN_FLIGHT);
  return new Map(prepared);
}

/** The 404 page, in the site shell. */
function renderNotFound(ctx: RenderContext): RenderedRoute {
  const route = '/404.html';
  const language = routeLanguage(route);
  const products = ctx.model.config.products.map((product) => ({ name: product.name, href: productHome(product) }));
  const main = renderTranslated(ctx, language, <NotFoundPage products={products} knownPages={knownPages(ctx.model)} />);
  const title = ctx.translatorFor(language)('notFound.title');
  return {
    route,
    language,
    file: '(built in)',
    title,
    documentTitle: `${title} - ${ctx.model.config.title}`,
    mainHtml: main.html,
    shell: { productId: null },
    styles: main.styles,
    links: [],
    productId: null,
    warnings: [],
  };
}

/** Theme variables, the baseline and the shell of every product: the styles every page shares. */
function baseStyles(ctx: RenderContext): StyleMap {
  const styles = renderWithStyles(<CssBaseline />, ctx.theme, { themeStyles: true }).styles;
  // The shell's styles do not depend on its language.
  for (const product of [null, ...ctx.model.products]) ctx.shell.get(product, DEFAULT_LANGUAGE);
  for (const [id, css] of ctx.shell.styles) styles.set(id, css);
  return styles;
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

/** Hands items arriving in any order (each with its index) to `consume` in index order, each as soon as all before it came. */
function inSiteOrder<T>(consume: (item: T) => void): (item: T, index: number) => void {
  const waiting = new Map<number, T>();
  let next = 0;
  return (item, index) => {
    waiting.set(index, item);
    for (let ready = waiting.get(next); ready !== undefined; ready = waiting.get(next)) {
      waiting.delete(next);
      consume(ready);
      next += 1;
    }
  };
}

function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content).length;
}

/** Every file under `public/`, as site paths, so links to them count as valid. */
function publicFiles(publicDir: string): Set<string> {
  const files = new Set<string>();
  if (!fs.existsSync(publicDir)) return files;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.add(`/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  }
  return files;
}

/** The JavaScript a page loads before any interaction: the runtime entry and its static imports, gzipped. */
function initialJavaScript(runtime: RuntimeBundle): number {
  return [runtime.entry, ...runtime.entryImports].reduce((sum, url) => sum + gzipSize(runtime.files.get(url) ?? ''), 0);
}

/** The AI export of a page: `<route>index.md`, its demo sources and API tables inlined; null for template pages, which are components. */
function markdownExporter({ model, prepared, apiPages }: { model: SiteModel; prepared: Map<string, PreparedDemo>; apiPages: SiteApiPages }) {
  const sourceByRoute = new Map(model.pages.map((p) => [p.route, p]));
  const apiByRoute = new Map(apiPages.pages.map((p) => [p.route, p]));
  return (page: RenderedRoute): string | null => {
    const source = sourceByRoute.get(page.route);
    if (source) return exportedMarkdown(source, page, prepared);
    const api = apiByRoute.get(page.route);
    return api ? pageMarkdown({ title: page.title, description: page.description, body: '', demos: new Map(), apiMarkdown: apiMarkdown(api.component) }) : null;
  };
}

/** `llms.txt`: the exported pages (in site order), grouped by product in the config's order. */
function llmsIndex(model: SiteModel, exported: RenderedRoute[]): string {
  const { config } = model;
  const productOrder = (id: string | null) => {
    const index = config.products.findIndex((p) => p.id === id);
    return index < 0 ? config.products.length : index;
  };
  const pages: LlmsPage[] = [...exported]
    .sort((a, b) => productOrder(a.productId) - productOrder(b.productId))
    .map((page) => ({ route: page.route, title: page.title, description: page.description, productName: model.products.find((p) => p.id === page.productId)?.name }));
  return llmsTxt({ siteTitle: config.title, siteDescription: config.description, siteUrl: config.siteUrl, pages });
}

/** Pages above this much HTML are reported: slow to download and to search on a phone. */
const OVERSIZED_PAGE_BYTES = 500 * 1024;

/** Builds the site; throws ContentErrors on bad content, leaving any previous output as it was. */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const clock = createPhaseClock();
  const base = options.base;
  const { model, apiPages, templates } = await loadEverything(options.root);
  clock.lap('load');
  const { config } = model;
  // Checked before rendering, so a bad redirect fails fast (in `check` too); the base path is applied inside.
  const redirects = redirectPages(config.redirects ?? {}, new Set([...model.pages, ...apiPages.pages, ...templates].map((p) => p.route)), base);

  const theme = createBrandTheme();
  const demos = collectDemos(model.pages);
  // Each demo alone first, so a broken one is reported with its own message, not as a bundler failure.
  await collectingErrors(
    [...demoModules(demos), ...templates.map((t) => t.demo)],
    (demo) => assertDemoCompiles(fs.readFileSync(demo.absFile, 'utf8'), path.relative(options.root, demo.absFile)),
    DEMO_STEPS_IN_FLIGHT,
  );
  // Stylesheets and Tailwind before bundling too: a bad stylesheet is reported as itself, not as an import the bundler skipped.
  const stylesheets = new Map<string, DemoStylesheets>(
    await collectingErrors(demoModules(demos), async (demo) => [demo.absFile, await demoStylesheets(demo, options.root)] as const, DEMO_STEPS_IN_FLIGHT),
  );
  const runtime = await bundleRuntime([...demoModules(demos), ...templates.map((t) => t.demo)]);
  const demoCtx: DemoContext = {
    root: options.root,
    theme,
    demoChunks: runtime.demoChunks,
    stylingSwitchSrc: runtime.codeStylingSwitch,
    stylesheets,
    highlight: highlightCode,
  };
  const prepared = await prepareDemos(demos, demoCtx);
  clock.lap('demos');

  const inputs = { model, prepared, templates, apiPages: apiPages.pages };
  const ctx = createRenderContext(inputs);
  const fonts = fontAssets();
  const publicDir = path.join(options.root, 'public');
  // Files are written as soon as they are final, most while pages render: creating thousands of files is slow work for
  // the file system, and done during rendering it no longer makes the end of the build wait.
  const staging = options.write === false ? null : StagingFolder.create(options.outDir, publicDir);
  try {
    if (staging) {
      for (const [url, content] of runtime.files) staging.write(url.slice(1), base === '/' ? content : applyBase(Buffer.from(content).toString('utf8'), base));
      for (const [url, content] of fonts.files) staging.write(url.slice(1), content);
    }
    const templateRoutes = await collectingErrors(templates, async (template) =>
      renderTemplatePage(template, await serverRenderDemo(template.demo, demoCtx), ctx),
    );
    const searchIndex = createSearchIndexBuilder((url, content) => staging?.write(url.slice(1), content));
    const exportMarkdown = markdownExporter({ model, prepared, apiPages });
    const exported: RenderedRoute[] = [];
    // Pages are indexed and exported while others still render, in the site's order (so every build writes the same
    // index files and llms.txt).
    const indexAndExport = ({ page, sections }: RenderedJob) => {
      searchIndex.add({ route: page.route, title: page.title, productId: page.productId, sections });
      const markdown = exportMarkdown(page);
      if (markdown === null) return;
      exported.push(page);
      staging?.write(`${page.route.slice(1)}index.md`, markdown);
    };
    const renderedJobs = await renderAllJobs(inputs, { started: options.renderWorkers, onRendered: inSiteOrder(indexAndExport), onProgress: options.onProgress });
    const rendered = [...renderedJobs, ...templateRoutes];
    for (const page of templateRoutes) {
      indexAndExport({ page, sections: extractSections(page.mainHtml, { title: page.title, description: page.description }) });
    }
    const notFound = renderNotFound(ctx);
    clock.lap('render');

    const search = searchIndex.finish();
    const searchDialogHtml = searchDialogs(ctx, `${base.replace(/\/$/, '')}${search.manifestUrl}`);
    const plan = planStylesheets([fonts.css, ...SITE_CSS], baseStyles(ctx), rendered.map((r) => r.styles));
    const sharedCssHref = `/assets/site-${contentHash(plan.sharedCss)}.css`;
    clock.lap('search and CSS');

    const compose: ComposeContext = { ctx, runtime, base, markNav: navMarker(base), sharedCssHref, sharedIds: plan.sharedIds, searchDialogHtml, devClient: options.devClient };
    const idsByRoute = new Map<string, Set<string>>();
    const pages: PageReport[] = [];
    const jsPerPage = initialJavaScript(runtime);
    for (const page of [...rendered, notFound]) {
      const critical = criticalCss(page.styles, plan.sharedIds);
      const html = composeDocument(page, compose, page === notFound);
      idsByRoute.set(page.route, elementIds(html));
      // One buffer: a single write of the file, and its size for the report.
      const encoded = documentBytes(html);
      if (staging) {
        staging.write(page.route === '/404.html' ? '404.html' : routeToOutputPath(page.route), encoded);
        await staging.ready();
      }
      if (page !== notFound) {
        pages.push({ route: page.route, htmlBytes: encoded.length, htmlGzip: 0, criticalCssBytes: critical.css.length, jsGzip: jsPerPage, productId: page.productId });
      }
    }

    clock.lap('compose');
    const staticFiles = publicFiles(publicDir);
    const linkErrors = checkLinks(rendered, idsByRoute, staticFiles);
    if (linkErrors.length) throw new ContentErrors(linkErrors);
    clock.lap('links');

    if (staging) {
      staging.write(sharedCssHref.slice(1), applyBase(plan.sharedCss, base));
      for (const [url, content] of search.files) staging.write(url.slice(1), content);
      const precache = [runtime.entry, ...runtime.entryImports, sharedCssHref, '/404.html'];
      const prefix = base.replace(/\/$/, '');
      staging.write(
        SERVICE_WORKER_URL.slice(1),
        serviceWorkerSource({ version: contentHash(precache.join('\n')), precache: precache.map((url) => prefix + url) }),
      );
      staging.write('sitemap.xml', sitemapXml(config.siteUrl, rendered.map((r) => r.route), config.redirects));
      if (!fs.existsSync(path.join(publicDir, 'robots.txt'))) {
        staging.write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl.replace(/\/$/, '')}/sitemap.xml\n`);
      }
      // Redirect pages already carry the base path.
      for (const [route, html] of redirects) staging.write(routeToOutputPath(route), html);
      staging.write('llms.txt', llmsIndex(model, exported));
      await staging.commit();
    }
    clock.lap('write');
    options.onSession?.(
      createBuildSession({ root: options.root, outDir: options.outDir, model, ctx, compose, idsByRoute, staticFiles, prepared }),
    );
    // Gzipped sizes only for the pages the summary names: compressing every page would cost seconds on a large site.
    for (const page of staging ? [...pages].sort((a, b) => b.htmlBytes - a.htmlBytes).slice(0, 3) : []) {
      page.htmlGzip = gzipSize(fs.readFileSync(path.join(options.outDir, routeToOutputPath(page.route))));
    }
    return {
      pages,
      totalMs: performance.now() - started,
      phases: clock.phases,
      // maxRSS is in kilobytes on Linux and macOS alike.
      peakMemoryMb: process.resourceUsage().maxRSS / 1024,
      sharedCssGzip: gzipSize(plan.sharedCss),
      jsPerPageGzip: jsPerPage,
      warnings: [
        ...model.warnings,
        ...rendered.flatMap((r) => r.warnings.map((w) => `${r.file}: ${w}`)),
        ...rendered.filter((r) => !r.description).map((r) => `${r.file}: ${r.route} has no description (add one to the front matter for search results and link previews)`),
        ...pages.filter((p) => p.htmlBytes > OVERSIZED_PAGE_BYTES).map((p) => `${p.route} is ${(p.htmlBytes / 1024).toFixed(0)} KB of HTML (over ${OVERSIZED_PAGE_BYTES / 1024} KB): consider splitting it`),
      ],
    };
  } catch (error) {
    await staging?.abort();
    throw error;
  }
}
