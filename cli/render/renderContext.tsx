/** Everything page rendering needs, built the same way in the main thread and in render workers. */
import type { DemoPageLink } from '../../templates/api/ApiPage.tsx';
import * as React from 'react';
import path from 'node:path';
import type { SiteModel } from '../model.ts';
import { AdSlot } from '../../templates/shell/AdSlot.tsx';
import { FeedbackWidget } from '../../templates/shell/FeedbackWidget.tsx';
import { SearchButton } from '../../templates/shell/SearchButton.tsx';
import type { TemplateCard } from '../../templates/layouts/types.ts';
import type { PreparedDemo } from '../demos/prepareDemo.tsx';
import { demoComponent } from './demoComponent.tsx';
import { propsTableComponents } from './propsTableComponent.tsx';
import type { ApiPage } from '../api/apiPages.ts';
import { ShellCache } from './shellCache.tsx';
import type { RenderContext } from './renderPage.tsx';
import { createTranslators } from './translators.ts';
import { createServerTheme } from './serverTheme.ts';
import { NO_EXTENSIONS, type MarkdownExtensions } from '../markdown/extensions.ts';
import { themeNamed } from '../../templates/themes/index.ts';
import { basePrefixer } from '../../templates/shell/basePath.ts';
import type { SiteRoutes } from '../siteRoutes.ts';
import type { DocsTheme } from '../../templates/themes/types.ts';
import type { IslandChunk } from '../markdown/MdxIsland.tsx';
import { sitePagesOf, unpackedPages, type PackedPagesPart } from './sitePages.ts';
import type { SiteCodeModules } from '../plugins/codeModules.ts';

/** The inputs of rendering, all plain data so they can be sent to a worker. */
export interface RenderInputs {
  model: SiteModel;
  /** Demos by absolute file, prepared once by the main thread. */
  prepared: Map<string, PreparedDemo>;
  templates: TemplateCard[];
  /** Every route of the site, generated pages' included. */
  routes: SiteRoutes;
  /** URL path the site is served under, e.g. `/docs/`; every site URL a page makes goes under it. */
  base: string;
  /** The browser chunk of each MDX island, by islandKey. */
  mdxIslands?: ReadonlyMap<string, IslandChunk>;
  /**
   * The pages that demo each component, for API pages: found from the pages' bodies by the thread that has them (a
   * render worker's model has none); absent, they are found from `model`.
   */
  apiDemoPages?: ReadonlyMap<string, DemoPageLink[]>;
  /** The API pages, whose tables a page may embed (`<PropsTable of="Button" />`). */
  apiPages?: readonly ApiPage[];
  /** The site's pages packed in parts, for a render worker, whose model holds none; absent, they are `model`'s. */
  packedPages?: readonly PackedPagesPart[];
  /**
   * The site's plugin and theme modules, which a render worker imports to render as this thread does; null when inline
   * code (functions, which cannot be sent) keeps every page on the thread that loaded the config; absent, none.
   */
  siteCode?: SiteCodeModules | null;
}

/**
 * A render context over `inputs`: theme, UI strings, per-product shell cache, Markdown components and page slots;
 * `extensions`, the site plugins' Markdown extensions, and `siteTheme`, a theme the site defines: code, made by each
 * thread from the site's code modules (a render worker's with `workerSiteCode`); without them the theme is the one the
 * config names.
 */
export function createRenderContext(
  { model, prepared, templates, routes, base, mdxIslands, apiDemoPages, packedPages, apiPages = [] }: RenderInputs,
  extensions: MarkdownExtensions = NO_EXTENSIONS,
  siteTheme: DocsTheme | null = null,
): RenderContext {
  const theme = createServerTheme();
  const docsTheme = siteTheme ?? themeNamed(model.config.theme);
  const withBase = basePrefixer(base);
  const translatorFor = createTranslators();
  return {
    model,
    markdownExtensions: extensions,
    mdxIslands: mdxIslands ?? new Map(),
    docsTheme,
    theme,
    translatorFor,
    withBase,
    shell: new ShellCache(model, docsTheme.shell, theme, translatorFor, withBase, <SearchButton />),
    pages: packedPages ? unpackedPages(packedPages) : sitePagesOf(model.pages),
    templates,
    routes,
    apiDemoPages,
    markdownComponents: { 'docsgen-demo': demoComponent(prepared), ...propsTableComponents(apiPages) },
    pageSlots: {
      belowDescription: model.config.ads?.enabled ? <AdSlot /> : undefined,
      feedback: model.config.feedback?.enabled ? <FeedbackWidget /> : undefined,
    },
    demoStylesFor: (page, names) =>
      new Map(names.flatMap((name) => [...(prepared.get(path.join(path.dirname(page.absFile), name))?.styles ?? [])])),
  };
}
