/**
 * The Markdown pipeline: remark-parse with the GFM extensions the page needs → docsgen remark plugins → remark-rehype → docsgen rehype
 * plugins → rehype-react. One frozen processor serves every page; per-page state rides on the VFile.
 */
import type { Root } from 'mdast';
import type { Root as HastRoot } from 'hast';
import type { ComponentType, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Options as RehypeReactOptions } from 'rehype-react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { NO_EXTENSIONS, type MarkdownExtensions } from './extensions.ts';
import { VFile } from 'vfile';
import { ContentErrors, type ContentErrorData } from '../errors.ts';
import { remarkBlockMarkerLines } from './blockMarkerLines.ts';
import { calloutToHast, remarkCallouts } from './callouts.ts';
import { remarkSnippetImports } from './snippetImports.ts';
import { expandMarkdownIncludes, remarkIncludedUrls } from './markdownIncludes.ts';
import { remarkDirectiveAttributes } from './directiveAttributes.ts';
import { rehypeTocMarker, remarkTocMarker } from './tocMarker.ts';
import { remarkEmojiShortcodes } from './emojiShortcodes.ts';
import { CODE_TABS_TAG, codeTabsToHast, remarkCodeTabs } from './codeTabs.ts';
import { CodeTabs } from './CodeTabs.tsx';
import { CODE_TAG, rehypeCodeBlocks } from './codeBlocks.ts';
import { HighlightedCode } from '../../templates/code/HighlightedCode.tsx';
import { createContext, type MarkdownContext } from './context.ts';
import { gfmFeaturesIn, remarkGfmFeatures, type GfmFeature } from './gfmFeatures.ts';
import { remarkDemos } from './demos.ts';
import { rehypeDescription } from './description.ts';
import { rehypeHeadings } from './headings.ts';
import { rehypeLazyImages } from './images.ts';
import { rehypeLinks } from './links.ts';
import { rehypeLocalFiles, type PageAsset } from './localFiles.ts';
import { checkPageLimits, renderingWithinLimits } from './pageLimits.ts';
import { parseInSections } from './parseInSections.ts';
import { listItemToHast } from './looseLists.ts';
import { parseWithCodeAside } from './fencedCodeAside.ts';
import { rehypeRawHtml, remarkRawHtml } from './rawHtml.ts';
import { remarkVueInMarkdown } from './vueInMarkdown.ts';
import { rehypeTables } from './tables.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';
import type { IslandChunk } from './MdxIsland.tsx';
import type { ContentRoots } from '../site/contentBoundary.ts';
import type { HeadingIdRule } from './headingIds.ts';

export { DEMO_TAG } from './demos.ts';

/** An h2 of the page; its h3s are its children. */
export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/** An internal link (starting with `/` or `#`, after `.md` rewriting) and where the author wrote it. */
export interface PageLink {
  href: string;
  line: number;
  column: number;
  /** A file the page embeds (an image, a video, its poster): only a public file or one the build writes satisfies it, never a page. */
  embedded?: true;
}

export interface RenderedMarkdown {
  content: ReactElement;
  toc: TocEntry[];
  links: PageLink[];
  /** Ids of the headings, the targets of `#hash` links. */
  headingIds: string[];
  /** Text of a leading h1, which is removed from `content`. */
  title: string | null;
  /** Text of the first paragraph; the caller uses it when the front matter has no description. */
  description: string | null;
  /** Demo file names referenced by `{{"demo": …}}` lines, in order of first use. */
  demos: string[];
  /** Non-fatal problems (an unclosed HTML tag, a skipped heading level), each as `file:line:col: message`. */
  warnings: string[];
  /** Links and files that do not resolve: errors or warnings by the site's link policy. */
  brokenLinks: ContentErrorData[];
  /** Local files the page references (images, downloads), published under `/assets/` with a content hash. */
  assets: PageAsset[];
  /** Files whose content the page shows besides its own (imported snippets, included Markdown), by absolute path. */
  sourceFiles: string[];
}

export interface MarkdownOptions {
  /** Source file as shown in errors (relative to the site root). */
  file: string;
  /** Line of the file on which the body starts, so positions are file positions. */
  bodyLine: number;
  /** Absolute path of the source file; relative `.md` links resolve against it. */
  absFile: string;
  /** The pages folder, against which root-absolute links to Markdown files (`/guide/x.md`) resolve. */
  pagesDir?: string;
  /**
   * The page's URL as the tool it was written for serves it, without a trailing slash (Docusaurus's `/docs/guides/a`):
   * a relative link with no extension (`[b](b)`, `[c](../c)`) resolves from it, as a browser would there.
   */
  urlLinksFrom?: string;
  /** The folders the page may read files from (see contentBoundary.ts); by default the site's project folder. */
  contentRoots?: ContentRoots;
  /** How heading text becomes an id; GitHub's rule by default. */
  headingIdRule?: HeadingIdRule;
  /** Route of the page at an absolute file path, or undefined when no page lives there. */
  routeOfFile(absPath: string): string | undefined;
  /** Puts a site URL under the path the site is served from; without it, the site is served from the root. */
  withBase?: WithBase;
  /**
   * React components by hast tag name; `docsgen-demo` (props `name`, `options` as JSON) is required when a
   * page has demos. Pass the same object for every page: compiled renderers are cached by its identity.
   */
  components?: Partial<Record<string, ComponentType<any>>>;
  /** The site's plugins' remark and rehype plugins; pass the same object for every page, as processors are cached by it. */
  extensions?: MarkdownExtensions;
  /** MDX pages: the browser chunk of each island (`<X client:load />`), by islandKey. */
  islands?: ReadonlyMap<string, IslandChunk>;
  /** Whether the site expects `<script>` in raw HTML (the config's `markdown.allowScripts`); else each is a warning. */
  allowScripts?: boolean;
}

/** Markdown → mdast parsers by the GFM features a page may use (see gfmFeatures.ts); at most a handful are made. */
const parsers = new Map<string, ReturnType<typeof createParser>>();

function createParser(features: GfmFeature[]) {
  return unified().use(remarkParse).use(remarkGfmFeatures, features).freeze();
}

function parserFor(markdown: string) {
  const features = gfmFeaturesIn(markdown);
  const key = features.join();
  let parser = parsers.get(key);
  if (!parser) {
    parser = createParser(features);
    parsers.set(key, parser);
  }
  return parser;
}

/** A page body as the Markdown tree (mdast) the render step starts from. */
export function parseMarkdown(body: string): Root {
  const parser = parserFor(body);
  return parseInSections(body, (markdown) => parseWithCodeAside(markdown, (text) => parser.parse(text)));
}

/** docsgen's remark plugins, shared by Markdown and MDX pages. */
export const remarkSteps = [
  remarkIncludedUrls,
  remarkBlockMarkerLines,
  remarkDirectiveAttributes,
  remarkSnippetImports,
  remarkCodeTabs,
  remarkCallouts,
  remarkDemos,
  remarkTocMarker,
];
/** How remark-rehype turns docsgen's own mdast nodes into hast. */
export const remarkRehypeHandlers = { callout: calloutToHast, codeTabs: codeTabsToHast, listItem: listItemToHast };
/** docsgen's rehype plugins, shared by Markdown and MDX pages, in order. */
export const rehypeSteps = [
  rehypeTables,
  rehypeLazyImages,
  rehypeCodeBlocks,
  // Links before headings, so the generated heading anchors are not collected as authored links.
  rehypeLinks,
  // After links, which leave links to local files alone; before headings, whose anchors are no files.
  rehypeLocalFiles,
  rehypeHeadings,
  rehypeTocMarker,
  rehypeDescription,
];

/**
 * mdast → hast in two runs: docsgen's remark plugins and the site's ending in remark-rehype, then raw HTML parsed,
 * docsgen's rehype plugins and the site's. A run keeps its input tree until it ends, so the page's mdast is released
 * before the rehype plugins and the React conversion, rather than held beside the hast throughout.
 */
function createToHast(extensions: MarkdownExtensions) {
  const fromMdast = unified()
    .use(remarkVueInMarkdown)
    .use(remarkRawHtml)
    .use(remarkSteps)
    .use(extensions.remarkPlugins)
    // After the site's plugins, which may give shortcodes of their own a meaning.
    .use(remarkEmojiShortcodes)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: remarkRehypeHandlers })
    .freeze();
  const rehype = unified().use(rehypeRawHtml).use(rehypeSteps).use(extensions.rehypePlugins).freeze();
  return { fromMdast, rehype };
}

const toHastByExtensions = new WeakMap<MarkdownExtensions, ReturnType<typeof createToHast>>();

function toHastFor(extensions: MarkdownExtensions) {
  let toHast = toHastByExtensions.get(extensions);
  if (!toHast) {
    toHast = createToHast(extensions);
    toHastByExtensions.set(extensions, toHast);
  }
  return toHast;
}

const noComponents: NonNullable<MarkdownOptions['components']> = {};
const toReactByComponents = new WeakMap<object, ReturnType<typeof createToReact>>();

/** The caller's components plus docsgen's own elements (highlighted code, code tabs). */
export function withBuiltInComponents(components: NonNullable<MarkdownOptions['components']>): Record<string, ComponentType<any>> {
  return { ...components, [CODE_TAG]: HighlightedCode, [CODE_TABS_TAG]: CodeTabs } as Record<string, ComponentType<any>>;
}

function createToReact(components: NonNullable<MarkdownOptions['components']>) {
  const options = { Fragment, jsx, jsxs, components: withBuiltInComponents(components) } as RehypeReactOptions;
  return unified().use(rehypeReact, options).freeze();
}

function toReactFor(components: NonNullable<MarkdownOptions['components']>) {
  let toReact = toReactByComponents.get(components);
  if (!toReact) {
    toReact = createToReact(components);
    toReactByComponents.set(components, toReact);
  }
  return toReact;
}

/** Renders a page body to React elements plus what the build needs to know about it (TOC, links, demos…). */
export async function renderMarkdown(body: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const context = createContext(options);
  const source = expandMarkdownIncludes(body, context);
  checkPageLimits(source, context, { mdx: false });
  const file = new VFile({ path: options.file, value: source, data: { docsgen: context } });
  const toHast = toHastFor(options.extensions ?? NO_EXTENSIONS);
  return renderingWithinLimits(context, async () => {
    // The mdast is never bound to a name here, so nothing keeps it once the first run has made the hast.
    const hast = await toHast.rehype.run((await toHast.fromMdast.run(parseMarkdown(source), file)) as HastRoot, file);
    throwRecordedErrors(context);
    const content = toReactFor(options.components ?? noComponents).stringify(hast) as ReactElement;
    return renderedFrom(content, context);
  });
}

/** What a page's plugins found, with its content: the result of a Markdown or MDX page alike. */
export function renderedFrom(content: ReactElement, context: MarkdownContext): RenderedMarkdown {
  return {
    content,
    toc: context.toc,
    links: context.links,
    headingIds: context.headingIds,
    title: context.title,
    description: context.description,
    demos: context.demos,
    warnings: context.warnings,
    assets: context.assets,
    sourceFiles: context.sourceFiles,
    brokenLinks: context.brokenLinks.map(({ file, message, position }) => ({ file, message, position })),
  };
}

/** Throws every problem the plugins recorded, in source order. */
export function throwRecordedErrors(context: MarkdownContext): void {
  if (context.errors.length) {
    throw new ContentErrors(context.errors.sort((a, b) => (a.position?.line ?? 0) - (b.position?.line ?? 0)));
  }
}
