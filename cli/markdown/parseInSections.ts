/**
 * Parses a long page section by section. micromark keeps every event of a document until the end of the parse, and
 * closing a list or block quote copies the events seen so far, so one parse of a page of megabytes takes time
 * quadratic in its size and memory many times its size. A page is cut before each ATX heading at the start of a line
 * after a blank line: such a heading ends every open block except a fenced code block or a raw HTML block that runs to
 * its end marker, and a cut that falls inside one of those is undone (the two sections are parsed as one). Reference
 * and footnote definitions apply to the whole document, so each section is parsed after stand-ins for every label the
 * page defines; their nodes are dropped and the sections' trees are joined with their positions in the whole page.
 */
import type { Nodes, Root, RootContent } from 'mdast';
import type { Point, Position } from 'unist';

export interface SectionSizes {
  /** Pages up to this many characters are parsed in one piece. */
  wholeUpTo: number;
  /** Sections are at least this long (several headings each), so a parse is never a tiny one. */
  minSection: number;
}

const SECTION_SIZES: SectionSizes = { wholeUpTo: 64 * 1024, minSection: 16 * 1024 };

type ParseDocument = (markdown: string) => Root;

/** A line that may start a section: an ATX heading after a blank line. */
const SECTION_START = /(?:^|\n)[ \t]*\n(?=#{1,6}(?:[ \t]|\n|$))/g;

/**
 * A container prefix (quote and list markers with the space around them), as the start of a pattern. Each repetition
 * ends in a marker, so a run of spaces can be matched one way only: with an optional marker, a line of n spaces had
 * 2^n ways and took minutes from 30 on.
 */
const CONTAINER_PREFIX = String.raw`^(?:[ \t]*(?:>|[*+-]|\d{1,9}[.)]))*[ \t]*`;

/** The opening line of a fenced code block, with its marker (any container prefix allowed). */
const FENCE_LINE = new RegExp(`${CONTAINER_PREFIX}(\`{3,}|~{3,})(.*)$`);

/** Labels of reference (`[x]: …`) and footnote (`[^x]: …`) definitions, erring on the side of too many. */
const DEFINITION_LABEL = /^(?:[ \t]*>)*[ \t]{0,3}\[((?:[^\\\]\n]|\\.){1,999})\]:/gm;

/** Offsets at which the page may be cut: heading lines after a blank line, outside fenced code as far as lines show. */
function cutOffsets(markdown: string, fences: ReadonlyArray<[number, number]>, minSection: number): number[] {
  const cuts: number[] = [];
  let last = 0;
  const inFence = insideRanges(fences);
  for (const match of markdown.matchAll(SECTION_START)) {
    const at = match.index + match[0].length;
    if (at - last < minSection || inFence(at)) continue;
    cuts.push(at);
    last = at;
  }
  return cuts;
}

/** Whether an offset lies inside one of `ranges` (sorted), for offsets asked in increasing order. */
export function insideRanges(ranges: ReadonlyArray<[number, number]>): (offset: number) => boolean {
  let next = 0;
  return (offset) => {
    while (next < ranges.length && ranges[next][1] < offset) next++;
    return next < ranges.length && ranges[next][0] < offset;
  };
}

/** Ranges of fenced code blocks found line by line, so that cuts inside them need not be undone later. */
export function fencedRanges(markdown: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let open: { marker: string; start: number } | null = null;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const fence = FENCE_LINE.exec(line);
    if (fence && open === null && !(fence[1][0] === '`' && fence[2].includes('`'))) {
      open = { marker: fence[1], start: offset };
    } else if (fence && open !== null && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && fence[2].trim() === '') {
      ranges.push([open.start, offset + line.length]);
      open = null;
    }
    offset += line.length + 1;
  }
  if (open !== null) ranges.push([open.start, markdown.length]);
  return ranges;
}

/** Stand-in definitions for every label the page defines, so that each section's references parse as in the whole page. */
function definitionsPreamble(markdown: string, fences: ReadonlyArray<[number, number]>): string {
  const labels = new Set<string>();
  const inFence = insideRanges(fences);
  for (const match of markdown.matchAll(DEFINITION_LABEL)) {
    if (!inFence(match.index)) labels.add(match[1]);
  }
  if (labels.size === 0) return '';
  return `${[...labels].map((label) => (label.startsWith('^') ? `[${label}]: x` : `[${label}]: #`)).join('\n')}\n\n`;
}

/** The deepest last node of a tree: the block still open where the tree's source ends. */
function lastOpenNode(tree: Root): Nodes {
  let node: Nodes = tree;
  while ('children' in node && node.children.length > 0) node = node.children[node.children.length - 1];
  return node;
}

/** End markers of the raw HTML blocks that end at a marker rather than at a blank line (CommonMark kinds 1–5). */
const HTML_BLOCK_ENDS: Array<[RegExp, RegExp]> = [
  [/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<!\[CDATA\[/, /\]\]>/],
  [/^<![a-z]/i, />/],
];

/** Whether a section's source ends inside a fenced code block or a marker-ended HTML block, which the cut would close. */
function endsInsideBlock(section: string, tree: Root): boolean {
  const node = lastOpenNode(tree);
  const source = node.position ? section.slice(node.position.start.offset, node.position.end.offset) : '';
  if (node.type === 'code') {
    const fence = /^[ \t]*(`{3,}|~{3,})/.exec(source);
    if (!fence) return false;
    const lines = source.trimEnd().split('\n');
    const closing = new RegExp(`${CONTAINER_PREFIX}${fence[1][0] === '`' ? '`' : '~'}{${fence[1].length},}[ \\t]*$`);
    return lines.length < 2 || !closing.test(lines[lines.length - 1]);
  }
  if (node.type === 'html') {
    const value = node.value.trimStart();
    return HTML_BLOCK_ENDS.some(([start, end]) => start.test(value) && !end.test(value.replace(start, '')));
  }
  return false;
}

/** A point of a section's parse (after the preamble) as a point of the whole page. */
function shiftPoint(point: Point, preamble: { length: number; lines: number }, section: { offset: number; line: number }): Point {
  return {
    line: point.line - preamble.lines + section.line - 1,
    column: point.column,
    offset: (point.offset ?? 0) - preamble.length + section.offset,
  };
}

function shiftPositions(node: Nodes, shift: (point: Point) => Point): void {
  if (node.position) node.position = { start: shift(node.position.start), end: shift(node.position.end) } satisfies Position;
  if ('children' in node) for (const child of node.children) shiftPositions(child, shift);
}

/** Parses `markdown` with `parse`, in sections when it is long; the tree is the one a single parse gives. */
export function parseInSections(markdown: string, parse: ParseDocument, sizes: SectionSizes = SECTION_SIZES): Root {
  if (markdown.length <= sizes.wholeUpTo) return parse(markdown);
  const fences = fencedRanges(markdown);
  const preambleText = definitionsPreamble(markdown, fences);
  const preamble = { length: preambleText.length, lines: preambleText.split('\n').length - 1 };
  const bounds = [0, ...cutOffsets(markdown, fences, sizes.minSection), markdown.length];
  const children: RootContent[] = [];
  let end: Point = { line: 1, column: 1, offset: 0 };
  let line = 1;
  for (let from = 0, to = 1; to < bounds.length; to++) {
    const section = markdown.slice(bounds[from], bounds[to]);
    const tree = parse(preambleText + section);
    if (to < bounds.length - 1 && endsInsideBlock(preambleText + section, tree)) continue;
    const start = { offset: bounds[from], line };
    const shift = (point: Point) => shiftPoint(point, preamble, start);
    for (const child of tree.children) {
      if ((child.position?.start.offset ?? 0) < preamble.length) continue;
      shiftPositions(child, shift);
      children.push(child);
    }
    if (tree.position) end = shift(tree.position.end);
    line += section.split('\n').length - 1;
    from = to;
  }
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end } };
}
