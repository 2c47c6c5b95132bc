/**
 * How deep a page's block containers (block quotes, list items, footnote definitions) can nest, bounded from above in
 * one pass over its lines, before the parse (which took a minute on one line of 10,000 list markers). Each container
 * on a line takes some of the line's prefix: a quote its `>` (and one column of space after it), a list item or
 * footnote opened there its marker, one continued from an earlier line at least two columns of the indentation before
 * the line's first list marker (all containers after it are new). So a line is at most `>` count + marker count +
 * indentation / 2 deep, and at most one level per marker deeper than the line before, except that a line which may
 * continue a paragraph lazily (any but the first after a blank line) keeps the depth it continues. Fences, HTML blocks
 * and lazy lines need no parsing to be bounded this way, in Markdown as in MDX (where indentation never makes code).
 */
import type { Point } from 'unist';

/** The deepest nesting of a text, and where it first went past a limit. */
export interface Nesting {
  depth: number;
  pastLimit: Point | null;
}

/** How deep a page's containers nest, and how many container markers its lines hold in all (see containerNesting). */
export interface ContainerCount extends Nesting {
  markers: number;
  markersPastLimit: Point | null;
}

/** A block quote marker, a list marker (with the space or line end after it) or a footnote label. */
const CONTAINER_MARKER = />|(?:[*+-]|\d{1,9}[.)])(?=[ \t]|$)|\[\^[^\]\s]{1,999}\]:/y;

/** How deep `line` may nest when the line before was `before` deep, and the index at which that first passes `limit`. */
function lineDepth(line: string, before: number, limit: number): { depth: number; pastAt: number | null; markers: number } {
  let markers = 0;
  // Columns of indentation that items continued from earlier lines may take: the space before the line's first list
  // marker (which opens an item: every container after it is new), less the column a quote marker takes after it.
  let indentation = 0;
  let continuing = true;
  let column = 0;
  let pastAt: number | null = null;
  for (let index = 0; ; ) {
    const at = index;
    if (line[index] === ' ' || line[index] === '\t') {
      const width = line[index] === '\t' ? 4 - (column % 4) : 1;
      if (continuing) indentation += line[index - 1] === '>' ? width - 1 : width;
      column += width;
      index++;
    } else {
      CONTAINER_MARKER.lastIndex = index;
      const marker = CONTAINER_MARKER.exec(line)?.[0];
      if (!marker) break;
      markers++;
      if (marker !== '>') continuing = false;
      column += marker.length;
      index += marker.length;
    }
    if (pastAt === null && Math.min(markers + Math.floor(indentation / 2), before + markers) > limit) pastAt = at;
  }
  return { depth: Math.min(markers + Math.floor(indentation / 2), before + markers), pastAt, markers };
}

/**
 * How deep the containers of `markdown` may nest, and where they first go more than `limit` deep; and how many quote and
 * list markers its lines hold (each makes the parser a container or a continuation, and a quote marker a node: 2,000
 * lines of 99 `>` took 900 MB), and where they first number more than `markerLimit`.
 */
export function containerNesting(markdown: string, limit: number, markerLimit = Infinity): ContainerCount {
  let deepest = 0;
  let before = 0;
  let afterBlank = true;
  let pastLimit: Point | null = null;
  let markers = 0;
  let markersPastLimit: Point | null = null;
  // CommonMark's line endings, so that line numbers are the parser's.
  const lines = markdown.split(/\r\n?|\n/);
  for (let line = 1; line <= lines.length; line++) {
    const text = lines[line - 1];
    if (/^[ \t]*$/.test(text)) {
      afterBlank = true;
      continue;
    }
    const { depth, pastAt, markers: onLine } = lineDepth(text, before, limit);
    if (pastAt !== null && !pastLimit) pastLimit = { line, column: pastAt + 1 };
    markers += onLine;
    if (markers > markerLimit && !markersPastLimit) markersPastLimit = { line, column: 1 };
    before = afterBlank ? depth : Math.max(before, depth);
    afterBlank = false;
    deepest = Math.max(deepest, before);
  }
  return { depth: deepest, pastLimit, markers, markersPastLimit };
}
