/** Everything a page needs to show a demo: its server HTML and styles, and its highlighted source in TypeScript and JavaScript. */
import * as React from 'react';
import path from 'node:path';
import { ContentError, contentErrorsIn } from '../errors.ts';
import { renderWithStyles, type StyleMap } from '../render/emotionRender.ts';
import { serverDemoProviders } from './serverDemoProviders.tsx';
import type { CodeStyling } from '../../runtime/codePreferences.ts';
import type { PageDemo } from './collectDemos.ts';
import type { DemoRef } from './demoRef.ts';
import { demoRenderError } from './demoRenderError.ts';
import { demoSource } from './demoSource.ts';
import type { DemoStylesheets } from './demoStylesheets.ts';
import { importBundledModule } from '../site/siteModules.ts';
import { installedVersions, sandboxDependencies } from './sandboxDependencies.ts';
import { demoSourceUrl } from './demoSourceUrl.ts';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';

/** One styling variant of a demo (or the demo itself, when it has none), ready to show. */
export interface PreparedVariant {
  /** The styling it shows; null for a demo without styling variants. */
  styling: CodeStyling | null;
  previewHtml: string;
  /** Classes the preview element needs for the variant's Tailwind or stylesheet CSS to apply. */
  previewClasses: string[];
  islandSrc: string;
  /** The chunks the island imports beyond the runtime's, relative to `islandSrc`, for prefetching. */
  islandImports: string[];
  tsHtml: string;
  jsHtml: string;
  /** The stylesheets it imports, highlighted, for the code panel. */
  stylesheets: { name: string; html: string; css: string }[];
  /** Sources as text, for the Markdown export. */
  ts: string;
  js: string;
  /** Its file in the repository, when the config has an edit URL. */
  sourceUrl: string | null;
  /** npm packages with the site's versions, for the CodeSandbox and StackBlitz projects. */
  dependencies: Record<string, string>;
}

export interface PreparedDemo {
  /** The fallback variant first: it is shown when the reader's styling is not among them. */
  variants: PreparedVariant[];
  /** What every variant needs on the page: Emotion styles, Tailwind utilities, imported stylesheets. */
  styles: StyleMap;
  /** URL of the styling switch island; null for a demo without styling variants. */
  stylingSwitchSrc: string | null;
}

export interface DemoContext {
  root: string;
  demoChunks: Map<string, string>;
  /** Each demo module bundled for Node (siteModules.ts bundleDemoModules), by its absolute path. */
  serverModules: Map<string, string>;
  /** Chunks each demo chunk imports beyond the runtime's (RuntimeBundle.demoImports). */
  demoImports: Map<string, string[]>;
  /** The site's "Edit this page" base URL, from which demo source links are made. */
  editUrl?: string;
  /** URL of the styling switch island. */
  stylingSwitchSrc: string;
  /** The CSS each demo module brings besides Emotion, by module file. */
  stylesheets: Map<string, DemoStylesheets>;
  /** Where demo modules are rendered when not in this thread alone (spread over the render workers); default: here. */
  renderModule?: RenderModule;
  /** Highlights code into a `<pre>`; the page render wraps it with its translated copy button. */
  highlight(code: string, lang: string): Promise<string>;
}

/** A demo module's HTML and styles as rendered on the server. */
export interface ModuleRender {
  html: string;
  styles: StyleMap;
}

/** A demo module rendered on the server, with the browser chunk that hydrates it. */
export interface ServerRender extends ModuleRender {
  islandSrc: string;
  /** The chunks the island imports beyond the runtime's, relative to `islandSrc`. */
  islandImports: string[];
}

/** Renders a demo module's server bundle (`bundled`); a render worker does the same (demoThreads.ts). */
export type RenderModule = (ref: DemoRef, bundled: string) => Promise<ModuleRender>;

/** Imports a demo's server bundle and renders its default export in its demo theme; errors name the demo file. */
export async function renderDemoModule(ref: DemoRef, bundled: string, { root }: Pick<DemoContext, 'root'>): Promise<ModuleRender> {
  const file = path.relative(root, ref.absFile);
  let Demo: unknown;
  try {
    Demo = (await importBundledModule(bundled)).default;
  } catch (error) {
    if (contentErrorsIn(error)) throw error;
    throw new ContentError(file, `the demo could not be loaded: ${(error as Error).message}`);
  }
  if (typeof Demo !== 'function' && (typeof Demo !== 'object' || Demo === null)) {
    throw new ContentError(file, 'a demo must export its component as the default export');
  }
  const Component = Demo as React.ComponentType;
  const { Providers, themeWithStyles } = await serverDemoProviders(ref.theme, root);
  try {
    return renderWithStyles(
      <Providers>
        <Component />
      </Providers>,
      themeWithStyles,
      { themeStyles: true },
    );
  } catch (error) {
    throw demoRenderError(error, ref.absFile, root);
  }
}

/** Renders a demo module on the server (through `ctx.renderModule` when the build spreads them over threads). */
export async function serverRenderDemo(
  ref: DemoRef,
  ctx: Pick<DemoContext, 'root' | 'demoChunks' | 'serverModules' | 'renderModule'> & Partial<Pick<DemoContext, 'demoImports'>>,
): Promise<ServerRender> {
  const file = path.relative(ctx.root, ref.absFile);
  const bundled = ctx.serverModules.get(ref.absFile);
  if (!bundled) throw new Error(`no server module was bundled for ${file}`);
  const rendered = await (ctx.renderModule ?? ((here, module) => renderDemoModule(here, module, ctx)))(ref, bundled);
  const islandSrc = ctx.demoChunks.get(ref.chunkName);
  if (!islandSrc) throw new Error(`no browser chunk was built for ${file}`);
  return { html: rendered.html, styles: rendered.styles, islandSrc, islandImports: ctx.demoImports?.get(ref.chunkName) ?? [] };
}

const versionLookups = new Map<string, (name: string) => string | null>();

/** Installed package versions as the site sees them: its own node_modules first, then docsgen's. */
function versionsFor(root: string): (name: string) => string | null {
  let lookup = versionLookups.get(root);
  if (!lookup) versionLookups.set(root, (lookup = installedVersions([root, DOCSGEN_ROOT])));
  return lookup;
}

/** What a demo module shows besides its render: its sources and stylesheets, highlighted. No bundle is needed for them. */
export interface HighlightedSources {
  ts: string;
  js: string;
  tsHtml: string;
  jsHtml: string;
  /** The highlighted stylesheets it imports, in the order of its DemoStylesheets files. */
  stylesheetHtml: string[];
}

/** Reads, converts and highlights one module's sources, and the stylesheets it imports (its DemoStylesheets files). */
export async function highlightSources(ref: DemoRef, ctx: Pick<DemoContext, 'root' | 'highlight'>, stylesheets: readonly { css: string }[]): Promise<HighlightedSources> {
  const source = await demoSource(ref.absFile, ctx.root);
  const [tsHtml, jsHtml, ...stylesheetHtml] = await Promise.all([ctx.highlight(source.ts, 'tsx'), ctx.highlight(source.js, 'jsx'), ...stylesheets.map((sheet) => ctx.highlight(sheet.css, 'css'))]);
  return { ts: source.ts, js: source.js, tsHtml, jsHtml, stylesheetHtml };
}

/** Highlighted sources under way or made ahead of time, by module file; a module missing is highlighted when it is prepared. */
export type SourcesAhead = ReadonlyMap<string, Promise<HighlightedSources>>;

/** Loads, server-renders and highlights one module of a demo; errors name the demo file. */
async function prepareVariant(ref: DemoRef, ctx: DemoContext, ahead: SourcesAhead): Promise<{ variant: PreparedVariant; styles: StyleMap }> {
  const rendered = await serverRenderDemo(ref, ctx);
  const { ts, js, tsHtml, jsHtml, stylesheetHtml } = await (ahead.get(ref.absFile) ?? highlightSources(ref, ctx, ctx.stylesheets.get(ref.absFile)?.files ?? []));
  const sheets = ctx.stylesheets.get(ref.absFile);
  return {
    variant: {
      styling: ref.styling ?? null,
      previewHtml: rendered.html,
      previewClasses: sheets?.scopeClasses ?? [],
      islandSrc: rendered.islandSrc,
      islandImports: rendered.islandImports,
      tsHtml,
      jsHtml,
      stylesheets: (sheets?.files ?? []).map((sheet, i) => ({ name: sheet.name, css: sheet.css, html: stylesheetHtml[i] })),
      ts,
      js,
      sourceUrl: demoSourceUrl(ctx.editUrl, path.relative(ctx.root, ref.absFile)),
      dependencies: sandboxDependencies(ts, versionsFor(ctx.root)),
    },
    styles: new Map([...rendered.styles, ...(sheets?.styles ?? [])]),
  };
}

/** Every variant of a demo, prepared; their styles merged, since the reader may switch to any of them. */
export async function prepareDemo(demo: PageDemo, ctx: DemoContext, ahead: SourcesAhead = new Map()): Promise<PreparedDemo> {
  const prepared = await Promise.all(demo.variants.map((ref) => prepareVariant(ref, ctx, ahead)));
  return {
    variants: prepared.map((p) => p.variant),
    styles: new Map(prepared.flatMap((p) => [...p.styles])),
    stylingSwitchSrc: demo.variants.some((ref) => ref.styling) ? ctx.stylingSwitchSrc : null,
  };
}
