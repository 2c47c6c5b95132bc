/**
 * What one page may hold, so that every page renders or fails at its place within seconds and a bounded amount of
 * memory: how deep its blocks and elements nest (the parser's work on a line grows with its depth, and the tree passes
 * recurse per level: 10,000 list markers on one line took a minute to parse, 5,000 nested `<div>`s in MDX a gigabyte
 * and a stack overflow), how many table cells it has (each takes the parser about 10 KB), how many quote and list
 * markers, and how much inline markup it holds, in all and as emphasis in one paragraph. The source is
 * checked before it is parsed.
 */
import type { Point } from 'unist';
import { ContentError, ContentErrors, type SourcePosition } from '../errors.ts';
import { containerNesting } from './containerDepth.ts';
import { contentError, type MarkdownContext } from './context.ts';
import { inlineMarkup } from './inlineMarkup.ts';
import { jsxNesting } from './jsxDepth.ts';
import { tableSize } from './tableSize.ts';

/** Levels that lists, block quotes and footnotes may nest, and so may JSX or HTML elements (each kind counted apart). */
export const MAX_NESTING_DEPTH = 100;
/** Columns a table may have. */
export const MAX_TABLE_COLUMNS = 1000;
/** Cells the tables of a page may have in all (about 100 MB while the page parses). */
export const MAX_TABLE_CELLS = 10_000;
/** Quote and list markers a page's lines may hold in all: a long changelog has a few thousand. */
export const MAX_CONTAINER_MARKERS = 10_000;
/** Runs of inline markup characters a page may hold (see inlineMarkup.ts): twice what 470 KB of real pages hold. */
export const MAX_INLINE_RUNS = 20_000;
/** Emphasis delimiter runs (`*`, `_`, `~`) one block of text may hold, the parser's work growing with their square. */
export const MAX_EMPHASIS_RUNS = 5_000;

/** The message of a nesting past MAX_NESTING_DEPTH, `what` nesting `depth` deep. */
export function nestingMessage(what: string, depth: number): string {
  return `${what} nest ${depth} deep, past the ${MAX_NESTING_DEPTH} levels a page may nest (here they go past it): nest them less deeply or split the content`;
}

/** A limit a page body goes past: the message, and the place in the body where it does. */
export interface LimitBreach {
  message: string;
  point: Point;
}

/** The limits a page body (Markdown, or MDX when `mdx`) goes past, in the order of their places. */
export function pageLimitBreaches(source: string, { mdx }: { mdx: boolean }): LimitBreach[] {
  const breaches: LimitBreach[] = [];
  const containers = containerNesting(source, MAX_NESTING_DEPTH, MAX_CONTAINER_MARKERS);
  if (containers.pastLimit) breaches.push({ point: containers.pastLimit, message: nestingMessage('lists, block quotes and footnotes', containers.depth) });
  if (containers.markersPastLimit) {
    const message = `the page has ${containers.markers} quote and list markers, past the ${MAX_CONTAINER_MARKERS} a page may have (here they go past it): split it into several pages`;
    breaches.push({ point: containers.markersPastLimit, message });
  }
  const inline = inlineMarkup(source, MAX_INLINE_RUNS, MAX_EMPHASIS_RUNS);
  if (inline.runsPastLimit) {
    const message = `the page has ${inline.runs} runs of inline markup ([, \`, <, &, \\, *, _, ~), past the ${MAX_INLINE_RUNS} a page may have (here it goes past them): split it into several pages`;
    breaches.push({ point: inline.runsPastLimit, message });
  }
  if (inline.emphasisPastLimit) {
    const message = `a paragraph has more than ${MAX_EMPHASIS_RUNS} runs of emphasis markers (*, _ or ~), the most a paragraph may have (here it goes past them): split it, or put it in a code block`;
    breaches.push({ point: inline.emphasisPastLimit, message });
  }
  const elements = mdx ? jsxNesting(source, MAX_NESTING_DEPTH) : null;
  if (elements?.pastLimit) breaches.push({ point: elements.pastLimit, message: nestingMessage('JSX elements', elements.depth) });
  const tables = tableSize(source, MAX_TABLE_COLUMNS, MAX_TABLE_CELLS);
  if (tables.widestAt) {
    breaches.push({ point: tables.widestAt, message: `a table has ${tables.widest} columns, past the ${MAX_TABLE_COLUMNS} a table may have: split it into narrower tables` });
  }
  if (tables.cellsPastLimitAt) {
    const message = `the page's tables have ${tables.cells} cells, past the ${MAX_TABLE_CELLS} a page may have (here they go past it): split them over several pages`;
    breaches.push({ point: tables.cellsPastLimitAt, message });
  }
  return breaches.sort((a, b) => a.point.line - b.point.line);
}

/** Throws every limit a page body goes past, each as a content error at its place in the page's file. */
export function checkPageLimits(source: string, context: MarkdownContext, options: { mdx: boolean }): void {
  const breaches = pageLimitBreaches(source, options);
  if (breaches.length > 0) throw new ContentErrors(breaches.map(({ point, message }) => contentError(context, { position: { start: point } }, message)));
}

/**
 * A RangeError from rendering a page (a recursive pass out of stack on a tree nested deeper than the limits foresee, an
 * array or string past V8's size) as a content error of the page at `position`; any other error as it is.
 */
export function rangeErrorOfPage(error: unknown, file: string, position: SourcePosition): unknown {
  if (!(error instanceof RangeError)) return error;
  const reason = `the page could not be rendered (${error.message}): it nests too deeply or is too large; nest its lists, quotes, emphasis and elements less deeply, or split it`;
  return new ContentError(file, reason, position);
}

/** Runs `render` on the page of `context`; a RangeError it throws becomes a content error at the body's first line. */
export async function renderingWithinLimits<T>(context: MarkdownContext, render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (error) {
    throw rangeErrorOfPage(error, context.file, { line: context.bodyLine, column: 1 });
  }
}
