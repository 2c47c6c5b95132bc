/**
 * What a build keeps for watch mode: enough to re-render one Markdown page and rewrite its files in place, in tens of
 * milliseconds, when an edit touches only that page's body. Anything wider (titles, nav, demos, config) needs a full build.
 */
import path from 'node:path';
import type { SiteModel, SourcePage } from '../model.ts';
import { ContentErrors } from '../errors.ts';
import { loadPage } from '../load/loadPages.ts';
import { navOrder } from '../nav/generateNav.ts';
import { replaceFile } from '../replaceFile.ts';
import type { PreparedDemo } from '../demos/prepareDemo.tsx';
import { routeToOutputPath } from '../../runtime/routes.ts';
import type { ComposeContext } from './composeDocument.ts';
import type { RenderContextOnDemand } from './renderContextOnDemand.ts';
import { usesLigatureIcons } from './iconFont.ts';
import { documentBytes } from './documentBytes.ts';
import { checkLinks, elementIds } from './checkLinks.ts';
import { DocumentIds } from './documentIds.ts';
import type { SiteDocumentIds } from './siteDocumentIds.ts';
import { exportedMarkdown } from './siteFiles/markdownExport.ts';
import { pageFailure } from './pageFailure.ts';
import { routePrevNext } from '../render/productNavIndex.ts';
import { demoReferences, demoReferencesReady } from '../markdown/demoReferences.ts';
import type { LinkPolicy } from '../../runtime/config.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { pageRulesOf } from '../load/tools/pageDialect.ts';

interface SessionState {
  root: string;
  outDir: string;
  model: SiteModel;
  renderContext: RenderContextOnDemand;
  composeContext: ComposeContext;
  /** Every document's ids, held (the session keeps checking rebuilt pages' links after the build's record is replaced). */
  documentIds: SiteDocumentIds;
  staticFiles: Set<string>;
  /** The public files, from which a missing file is suggested. */
  publicFiles: string[];
  prepared: Map<string, PreparedDemo>;
  /** Whether broken links fail a page rebuild or come back as its warnings, as in the build. */
  linkPolicy: LinkPolicy;
  /** Files pages show besides their own (included Markdown, snippets): an edit to one is an edit to those pages. */
  shownFiles: Set<string>;
}

/**
 * A page rebuilt alone: its route, its new document (for watch mode to send to the pages showing it), and the broken
 * links the `warn` policy let through, each as `file:line:col: message`.
 */
export interface RebuiltPage {
  route: string;
  html: Uint8Array;
  warnings: string[];
}

export interface BuildSession {
  /** Re-renders the page of `absFile` and rewrites its HTML and Markdown export; null when the edit needs a full build. */
  rebuildPage(absFile: string, devClient?: string): Promise<RebuiltPage | null>;
  /** Loads the renderer and makes the contexts a rebuild needs, so the first edit is as quick as the next ones. */
  prepare(): Promise<void>;
}

function demoNames(page: SourcePage): string {
  return [...demoReferences(page)].map((reference) => reference.name).join('\n');
}

/**
 * What a rebuild needs beyond the build's state: the renderer and the document's modules, and the render context. A
 * build that rendered and composed nothing (all from the build cache) loaded none of them, and a build outside watch
 * mode never needs them.
 */
function rebuildTools(state: SessionState) {
  return Promise.all([import('../render/renderPage.tsx'), import('./composeDocument.ts'), state.renderContext()]).then(([{ renderPage }, { composeDocument }, ctx]) => ({ renderPage, composeDocument, ctx }));
}

/** Every file the rendered pages show besides their own. */
export function shownFilesOf(pages: readonly RenderedRoute[]): Set<string> {
  return new Set(pages.flatMap((page) => page.sourceFiles ?? []));
}

/** A session over the state of a finished build. */
export function createBuildSession(state: SessionState): BuildSession {
  let tools: ReturnType<typeof rebuildTools> | null = null;
  const prepare = () => (tools ??= rebuildTools(state));
  return {
    async prepare() {
      await prepare();
    },
    async rebuildPage(absFile, devClient) {
      // An included file may be a page too; the pages including it are rebuilt with the site, from the cache the rest.
      if (state.shownFiles.has(absFile)) return null;
      const index = state.model.pages.findIndex((p) => p.absFile === absFile);
      if (index < 0) return null;
      const before = state.model.pages[index];
      const pagesDir = state.model.pagesDir ?? path.join(state.model.contentDir, state.model.configFile ? 'pages' : '');
      const after = loadPage(absFile, pagesDir, state.root, undefined, pageRulesOf(state.model.pageDialect));
      // Both pages' demos are compared: the page as the build loaded it may no longer be remembered after many edits.
      await demoReferencesReady([before, after]);
      // Titles and places feed the nav of every page, descriptions the search index and llms.txt, demos the bundle.
      const { title, description, layout } = before.frontMatter;
      if (
        after.route !== before.route ||
        after.frontMatter.title !== title ||
        navOrder(after.frontMatter) !== navOrder(before.frontMatter) ||
        after.frontMatter.description !== description ||
        after.frontMatter.layout !== layout ||
        demoNames(after) !== demoNames(before)
      ) {
        return null;
      }
      const { renderPage, composeDocument, ctx } = await prepare();
      const compose = state.composeContext;
      const page = await renderPage(after, ctx, routePrevNext(state.model, after.route)).catch((error: unknown) => {
        throw pageFailure(error, after.file, 'the page failed to render');
      });
      // The icon font's files are written by a full build, and only when some page needs them.
      if (!compose.iconFontCssHref && usesLigatureIcons(page.mainHtml)) return null;
      const linkErrors = checkLinks([page], state.documentIds, state.staticFiles, state.documentIds, state.publicFiles);
      if (linkErrors.length && state.linkPolicy === 'error') throw new ContentErrors(linkErrors);
      let markdown: string;
      try {
        markdown = exportedMarkdown(after, page, state.prepared);
      } catch (error) {
        throw pageFailure(error, after.file, 'the Markdown export of the page failed');
      }
      state.model.pages[index] = after;
      for (const shown of page.sourceFiles ?? []) state.shownFiles.add(shown);
      const { pieces } = composeDocument(page, { ...compose, devClient: devClient ?? compose.devClient }, { chrome: await compose.chromeOf(page) });
      state.documentIds.hold(page.route, DocumentIds.of(elementIds(pieces)));
      const html = documentBytes(pieces);
      replaceFile(path.join(state.outDir, routeToOutputPath(page.route)), html);
      replaceFile(path.join(state.outDir, `${page.route.slice(1)}index.md`), markdown);
      return { route: page.route, html, warnings: linkErrors.map((error) => error.format()) };
    },
  };
}
