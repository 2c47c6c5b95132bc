/** Per-page state shared by the Markdown plugins: where the page came from and what they found in it. */
import path from 'node:path';
import type { Point } from 'unist';
import { ContentError, type SourcePosition } from '../errors.ts';
import type { MarkdownOptions, PageLink, TocEntry } from './index.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';
import type { PageAsset } from './localFiles.ts';
import type { HeadingIdRule } from './headingIds.ts';
import { contentRootsOf, locateContentPath, outsideReason, type ContentPath, type ContentRoots } from '../site/contentBoundary.ts';

export interface MarkdownContext {
  file: string;
  bodyLine: number;
  absFile: string;
  pagesDir: string | undefined;
  /** The page's URL as its tool serves it (no trailing slash), when relative links without an extension resolve from it. */
  urlLinksFrom: string | undefined;
  /** The folders the page may read files from. */
  contentRoots: ContentRoots;
  /** How heading text becomes an id (the rule of the tool the site was written for). */
  headingIdRule: HeadingIdRule | undefined;
  routeOfFile(absPath: string): string | undefined;
  withBase: WithBase;
  hasDemoRenderer: boolean;
  toc: TocEntry[];
  links: PageLink[];
  headingIds: string[];
  title: string | null;
  description: string | null;
  demos: string[];
  warnings: string[];
  /** Problems that spoil the page; every one is collected so a build reports them all at once. */
  errors: ContentError[];
  /** Links and files that do not resolve; the site's link policy decides whether they fail the build. */
  brokenLinks: ContentError[];
  /** Local files the page references, to publish under their hashed URLs. */
  assets: PageAsset[];
  /** Whether the page holds raw HTML, which is then parsed into the tree. */
  hasRawHtml: boolean;
  /** Whether scripts in raw HTML are expected, so not warned about. */
  allowScripts: boolean;
  /**
   * Files besides the page whose content it shows (imported code snippets, included Markdown, an MDX page's imported
   * components): a change to one changes the page, so the render cache checks their bytes and watch mode rebuilds it.
   */
  sourceFiles: string[];
  /** For a body with included Markdown, the page line each line of the expanded body stands for (index 0 is line 1). */
  pageLines: number[] | null;
}

// The processor is frozen and shared by every page, so per-page state travels on the VFile.
declare module 'vfile' {
  interface DataMap {
    docsgen: MarkdownContext;
  }
}

interface Positioned {
  position?: { start: Point } | undefined;
}

interface FileWithData {
  data: { docsgen?: MarkdownContext };
}

/** A fresh context for one page. */
export function createContext(options: MarkdownOptions): MarkdownContext {
  return {
    file: options.file,
    bodyLine: options.bodyLine,
    absFile: options.absFile,
    pagesDir: options.pagesDir,
    urlLinksFrom: options.urlLinksFrom,
    contentRoots: options.contentRoots ?? contentRootsOf(siteRootOf(options)),
    headingIdRule: options.headingIdRule,
    routeOfFile: options.routeOfFile,
    withBase: options.withBase ?? ((url) => url),
    hasDemoRenderer: Boolean(options.components?.['docsgen-demo']),
    toc: [],
    links: [],
    headingIds: [],
    title: null,
    description: null,
    demos: [],
    warnings: [],
    errors: [],
    brokenLinks: [],
    hasRawHtml: false,
    allowScripts: options.allowScripts ?? false,
    assets: [],
    sourceFiles: [],
    pageLines: null,
  };
}

/** The context a plugin runs under; a missing one is a wiring bug, not a content problem. */
export function contextOf(file: FileWithData): MarkdownContext {
  const context = file.data.docsgen;
  if (!context) throw new Error('docsgen markdown plugins must run through renderMarkdown()');
  return context;
}

/** Where a node starts in the source file (body positions shifted by the front matter). */
export function filePosition(context: MarkdownContext, node: Positioned): SourcePosition | undefined {
  const start = node.position?.start;
  if (!start) return undefined;
  const line = context.pageLines?.[start.line - 1] ?? start.line;
  return { line: line + context.bodyLine - 1, column: start.column };
}

/** A ContentError pointing at `node` in the page's source file. */
export function contentError(context: MarkdownContext, node: Positioned, message: string): ContentError {
  return new ContentError(context.file, message, filePosition(context, node));
}

/** Records a non-fatal problem in the `file:line:col: message` shape of ContentError.format(). */
export function warn(context: MarkdownContext, node: Positioned, message: string): void {
  context.warnings.push(contentError(context, node, message).format());
}

/** Records a problem that spoils the page; the plugins carry on so the page reports all of its problems at once. */
export function fail(context: MarkdownContext, node: Positioned, message: string): void {
  context.errors.push(contentError(context, node, message));
}

/** Records a link or file reference that does not resolve (an error or a warning by the site's link policy). */
export function brokenLink(context: MarkdownContext, node: Positioned, message: string): void {
  context.brokenLinks.push(contentError(context, node, message));
}

/** A file's path as errors show it: relative to the site root (as `file` is), whatever folder docsgen runs from. */
export function sitePath(page: { file: string; absFile: string }, absPath: string): string {
  return path.join(path.dirname(page.file), path.relative(path.dirname(page.absFile), absPath));
}

/** Records a file the page shows besides its own (see `sourceFiles`), once. */
export function showsFile(context: MarkdownContext, absPath: string): void {
  if (!context.sourceFiles.includes(absPath)) context.sourceFiles.push(absPath);
}

/** The site folder: the page's absolute path less its path from the site root. */
export function siteRootOf(page: { file: string; absFile: string }): string {
  return path.resolve(path.dirname(page.absFile), path.relative(path.dirname(page.file), '.'));
}

/**
 * Where a file the page names (`written`, resolved to `absPath`) leads; one outside the content boundary is reported
 * at `node` as a content error, whatever the link policy, since reading it could publish another folder's secrets.
 */
export function locateContentFile(context: MarkdownContext, node: Positioned, written: string, absPath: string): ContentPath {
  const located = locateContentPath(absPath, context.contentRoots);
  if (located.kind === 'outside') fail(context, node, outsideReason(written));
  return located;
}
