/**
 * Build step `prepareDemos`: every live demo and full-page template checked on its own, its stylesheets built, the
 * browser runtime bundled with a chunk per demo while every demo is bundled for Node in one more esbuild run, then each
 * demo rendered on the server with its highlighted sources. What the build cache holds from the same inputs
 * (demoCache.ts) is taken from it instead: an unchanged site runs no bundler at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectDemos, demoModules, type PageDemo } from '../../demos/collectDemos.ts';
import { productDemoThemes } from '../../demos/productDemoThemes.ts';
import type { DemoRef } from '../../demos/demoRef.ts';
import { openBuildCache } from '../../cache/buildCache.ts';
import { CacheEntryLost } from '../../cache/cacheStore.ts';
import { createDemoCache, type DemoCache, type DemoCacheUse, type ServerModule, withBundleUrls } from '../../cache/demoCache.ts';
import { openDemoReferenceMemo } from '../../cache/demoReferenceMemo.ts';
import { demoReferencesReady } from '../../markdown/demoReferences.ts';
import type { DemoStylesheets } from '../../demos/demoStylesheets.ts';
import { assertDemoCompiles } from '../../demos/demoSource.ts';
import type { DemoContext, ModuleRender, PreparedDemo, RenderModule, ServerRender, SourcesAhead } from '../../demos/prepareDemo.tsx';
import type { TemplatePage } from '../../fullPageTemplates/templatePage.ts';
import { bundleDemoModules } from '../../site/siteModules.ts';
import { siteContentRoots } from '../../site/contentBoundary.ts';
import { intactModules } from '../../site/moduleFolderUse.ts';
import { highlightCode } from '../../markdown/codeBlocks.ts';
import { collectMdxIslands } from '../../markdown/collectMdxIslands.ts';
import type { IslandChunk } from '../../markdown/MdxIsland.tsx';
import { bundleRuntime, type RuntimeBundle } from '../bundleRuntime.ts';
import { collectingErrors } from '../collectingErrors.ts';
import type { RenderWorkers } from '../renderWorkers.ts';
import type { DemoThreads } from '../../demos/demoThreads.ts';
import type { GeneratedSite } from './generate.ts';

export interface PreparedDemos {
  /** Server HTML, styles and highlighted sources of every demo, by the path Markdown references. */
  prepared: Map<string, PreparedDemo>;
  runtime: RuntimeBundle;
  /** The server render of each full-page template, by its module's absolute path. */
  templates: Map<string, ServerRender>;
  /** The browser chunk of each MDX island, by islandKey. */
  mdxIslands: Map<string, IslandChunk>;
  /** What the build cache held of them; null under `--no-cache`. */
  cacheUse: DemoCacheUse | null;
}

/**
 * Demo steps under way at once. Each waits on another thread part of the time (esbuild's transforms; a demo's import,
 * whose TypeScript the module loader compiles on its own thread), so one at a time would leave this thread idle.
 */
const DEMO_STEPS_IN_FLIGHT = 4;

/** Below this many demo modules to render, starting the render workers for them costs more than it saves. */
const RENDERS_WORTH_THE_WORKERS = 40;

export interface PrepareDemosInput extends GeneratedSite {
  /** Render workers the build started (and closes): they render demo modules too while no page is ready for them. */
  renderWorkers?: RenderWorkers;
}

/**
 * The server render of a template: from the cache when its bundle's files are unchanged, else rendered now (and
 * stored). Its chunk URL is this build's.
 */
async function renderTemplate(template: TemplatePage, runtime: RuntimeBundle, demoContext: () => Promise<DemoContext>, cache: DemoCache | null, module: ServerModule | undefined): Promise<ServerRender> {
  const ref = template.demo;
  const stored = module && cache?.storedRender(ref, module);
  const islandSrc = runtime.demoChunks.get(ref.chunkName);
  if (stored && islandSrc) return { ...stored, islandSrc, islandImports: runtime.demoImports.get(ref.chunkName) ?? [] };
  const rendered = await (await demoRenderer()).serverRenderDemo(ref, await demoContext());
  if (module) cache?.storeRender(ref, module, rendered);
  return rendered;
}

/** The stylesheets of `demos`, by module; their modules (PostCSS, the direction flipper) load only when there are some. */
async function stylesheetsOf(demos: DemoRef[], root: string): Promise<(readonly [string, DemoStylesheets])[]> {
  if (!demos.length) return [];
  const { demoStylesheets } = await import('../../demos/demoStylesheets.ts');
  return collectingErrors(demos, async (demo) => [demo.absFile, await demoStylesheets(demo, root)] as const, DEMO_STEPS_IN_FLIGHT);
}

/** The demo renderer (React, MUI), loaded only when a demo or template must be rendered, not when the cache holds every one. */
const demoRenderer = () => import('../../demos/prepareDemo.tsx');

export async function prepareDemos({ model, templates, renderWorkers }: PrepareDemosInput): Promise<PreparedDemos> {
  const store = openBuildCache(model.root);
  const references = store && openDemoReferenceMemo(store, model.pages);
  // The steps from here on ask for pages' demos: the ones the memo lacks are parsed.
  await demoReferencesReady(model.pages);
  const demos = collectDemos(model.pages, siteContentRoots(model), productDemoThemes(model.config.products));
  references?.save(model.pages);
  const demosList = [...demos.values()];
  const modules = [...demoModules(demos), ...templates.map((t) => t.demo)];
  const islands = await collectMdxIslands(model.pages);
  const cache = store && createDemoCache(store, { root: model.root, editUrl: model.config.editUrl });
  // Modules whose server bundle is cached were checked when it was made, from the same files.
  const cachedModules = new Map<string, ServerModule>();
  for (const ref of modules) {
    const cached = cachedModules.has(ref.absFile) ? null : cache?.serverModule(ref.absFile);
    if (cached) cachedModules.set(ref.absFile, cached);
  }
  const fresh = modules.filter((ref) => !cachedModules.has(ref.absFile));
  // Each demo alone first, so a broken one is reported with its own message, not as a bundler failure.
  await collectingErrors(fresh, (demo) => assertDemoCompiles(fs.readFileSync(demo.absFile, 'utf8'), path.relative(model.root, demo.absFile)), DEMO_STEPS_IN_FLIGHT);
  // Demos the cache holds need only this build's chunk URLs; the others' sources are highlighted while esbuild bundles.
  const stored = new Map(
    demosList.flatMap((demo) => {
      const found = cache?.storedDemo(demo, cachedModules);
      return found ? [[demo.absPath, found] as const] : [];
    }),
  );
  // Stylesheets and Tailwind before bundling too: a bad stylesheet is reported as itself, not as an import the bundler skipped.
  const toPrepare = demosList.filter((demo) => !stored.has(demo.absPath)).flatMap((demo) => demo.variants);
  const stylesheets = new Map<string, DemoStylesheets>(await stylesheetsOf(toPrepare, model.root));
  const toRender = toPrepare.length + templates.length;
  // Highlighting and server renders wait in one queue for the render workers and this thread (demoThreads.ts), which
  // is loaded only when a demo or template must be prepared, not when the cache holds every one. Sources are
  // highlighted while esbuild bundles; renders start as soon as the server bundle exists.
  const workers = renderWorkers && toRender >= RENDERS_WORTH_THE_WORKERS ? renderWorkers.start() : [];
  const made: { threads?: Promise<DemoThreads> } = {};
  const demoWork = () =>
    (made.threads ??= import('../../demos/demoThreads.ts').then(({ demoThreads, runDemoTask }) =>
      demoThreads(workers, model.root, (task) => runDemoTask(task, model.root)),
    ));
  const modulesToPrepare = [...new Map(toPrepare.map((ref) => [ref.absFile, ref])).values()];
  // Each one's failure is reported when its demo is prepared, with the demo's other errors.
  const sourcesAhead: SourcesAhead = new Map(modulesToPrepare.map((ref) => [ref.absFile, demoWork().then((work) => work.highlight(ref, stylesheets.get(ref.absFile)?.files ?? []))]));
  for (const ahead of sourcesAhead.values()) ahead.catch(() => {});
  const rendersAhead = new Map<string, Promise<ModuleRender>>();
  // A server bundle from the cache is imported only once its files are found as written: one that is not is removed,
  // and the build starts again, bundling it.
  const intact = (ref: DemoRef, bundled: string) => {
    const files = cachedModules.get(ref.absFile)?.cachedFiles;
    if (files && !intactModules(files)) throw new CacheEntryLost(`the server bundle of ${path.relative(model.root, ref.absFile)}`);
    return bundled;
  };
  const renderModule: RenderModule = (ref, bundled) => {
    let rendering = rendersAhead.get(ref.absFile);
    if (!rendering) rendersAhead.set(ref.absFile, (rendering = demoWork().then((work) => work.render(ref, intact(ref, bundled)))));
    return rendering;
  };
  const serverModules = new Map([...cachedModules].map(([absFile, cached]) => [absFile, cached.module]));
  const serverBundle = bundleDemoModules(fresh.map((demo) => demo.absFile), model.root).then((bundled) => {
    for (const [absFile, module] of bundled) serverModules.set(absFile, module.module);
    // Every module's render is queued as soon as its server bundle exists (the browser bundle takes longer), before
    // the bundles are stored in the cache, a file each.
    for (const ref of modulesToPrepare) {
      const module = serverModules.get(ref.absFile);
      if (module) renderModule(ref, module).catch(() => {});
    }
    if (cache) for (const [absFile, module] of bundled) cachedModules.set(absFile, cache.storeServerModule(absFile, module));
  });
  try {
    const cachedRuntime = cache?.browserBundle(modules, islands);
    const [browserBundle, serverBundled] = await Promise.allSettled([cachedRuntime ?? bundleRuntime(modules, model.root, islands), serverBundle]);
    // The server bundle's errors first: it reports each unresolved import once, where the demo wrote it.
    if (serverBundled.status === 'rejected') throw serverBundled.reason;
    if (browserBundle.status === 'rejected') throw browserBundle.reason;
    const runtime = browserBundle.value;
    if (!cachedRuntime) cache?.storeBrowserBundle(modules, islands, runtime);
    const demoContextOf = async (): Promise<DemoContext> => ({
      root: model.root,
      demoChunks: runtime.demoChunks,
      serverModules,
      stylingSwitchSrc: runtime.codeStylingSwitch,
      stylesheets,
      highlight: highlightCode,
      // Hydration on intent prefetches a demo's chunks; the toolbar links to its source.
      demoImports: runtime.demoImports,
      editUrl: model.config.editUrl,
      renderModule,
    });
    let contextMade: Promise<DemoContext> | null = null;
    const demoContext = () => (contextMade ??= demoContextOf());
    const prepareOne = async (demo: PageDemo) => {
      const storedDemo = stored.get(demo.absPath);
      const cached = storedDemo && withBundleUrls(storedDemo, demo, runtime);
      if (cached) return [demo.absPath, cached] as const;
      // A stored demo whose chunk the bundle lacks is prepared afresh: its stylesheets are read now.
      for (const [file, styles] of await stylesheetsOf(demo.variants.filter((ref) => !stylesheets.has(ref.absFile)), model.root)) stylesheets.set(file, styles);
      const prepared = await (await demoRenderer()).prepareDemo(demo, await demoContext(), sourcesAhead);
      cache?.storePreparedDemo(demo, cachedModules, prepared);
      return [demo.absPath, prepared] as const;
    };
    const renderOne = async (template: TemplatePage) => [template.demo.absFile, await renderTemplate(template, runtime, demoContext, cache, cachedModules.get(template.demo.absFile))] as const;
    const prepared = await collectingErrors(demosList, prepareOne, DEMO_STEPS_IN_FLIGHT);
    const templateRenders = await collectingErrors(templates, renderOne, DEMO_STEPS_IN_FLIGHT);
    return { prepared: new Map(prepared), runtime, templates: new Map(templateRenders), mdxIslands: runtime.mdxIslands, cacheUse: cache?.use ?? null };
  } finally {
    if (made.threads) (await made.threads).release();
  }
}
