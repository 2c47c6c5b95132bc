/**
 * Parses a page with the text of its top-level fenced code blocks set aside. micromark tokenizes code one character at
 * a time like any other text, though a fenced block's content cannot change the tree around it: only its closing fence
 * matters. Each block whose bounds can be found from its lines alone is parsed with its content lines taken out (emptied
 * lines would cost as much: micromark's cost is per line), and its text is put back in the tree, with the lines and
 * offsets of everything after it moved on by what was taken out.
 *
 * The bounds come from lines alone only where nothing else may claim them, so a page with anything doubtful is parsed
 * as it is: a fence that is indented, inside a list or quote, or not after a blank line; a raw HTML block that can run
 * across blank lines (comments, `<pre>`, `<script>`…); a fence never closed; CR line ends or NUL characters, which
 * micromark rewrites. A block that does not come back as a top-level code node at its fences also sends the page to a
 * plain parse.
 */
import type { Root } from 'mdast';
import type { Point } from 'unist';

type ParseDocument = (markdown: string) => Root;

/** A block set aside: where its fences are in the emptied text, and what its content lines held. */
interface SetAside {
  /** Offset of the opening fence line in the emptied text. */
  opening: number;
  /** Offset of the closing fence line in the emptied text. */
  closing: number;
  /** The code's value: its content lines, joined. */
  value: string;
  /** Characters (line ends included) and lines taken out with its content. */
  removed: { chars: number; lines: number };
}

/** A line that may open or close a fence, after any indentation or container markers. */
const FENCE_LIKE = /^[ \t]*(?:(?:>|[*+-]|\d{1,9}[.)])[ \t]*)*(?:`{3,}|~{3,})/;
/** An opening fence at the start of a line: its marker and info string. */
const OPENING = /^(`{3,}|~{3,})(.*)$/;
/** A closing fence: up to three spaces, a marker, then only whitespace. */
const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** The starts of raw HTML blocks that end at a marker rather than at a blank line (CommonMark kinds 1–5). */
const MARKER_ENDED_HTML = /<(?:[!?]|script|pre|style|textarea)/i;
const BLANK = /^[ \t]*$/;

/** The page's lines with fenced code content emptied, and the blocks set aside; null when the page must be parsed as it is. */
function setAside(markdown: string): { text: string; blocks: SetAside[] } | null {
  if (markdown.includes('\r') || markdown.includes('\0')) return null;
  const lines = markdown.split('\n');
  const kept: string[] = [];
  const blocks: SetAside[] = [];
  let open: { marker: string; opening: number } | null = null;
  let content: string[] = [];
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open) {
      const closing = CLOSING.exec(line);
      if (closing && closing[1][0] === open.marker[0] && closing[1].length >= open.marker.length) {
        if (content.length > 0) {
          blocks.push({ opening: open.opening, closing: offset, value: content.join('\n'), removed: { chars: content.reduce((sum, text) => sum + text.length + 1, 0), lines: content.length } });
        }
        open = null;
      } else {
        content.push(line);
        continue;
      }
    } else {
      if (MARKER_ENDED_HTML.test(line)) return null;
      if (FENCE_LIKE.test(line)) {
        const opening = OPENING.exec(line);
        const afterBlank = i === 0 || BLANK.test(lines[i - 1]);
        if (!opening || !afterBlank || (opening[1][0] === '`' && opening[2].includes('`'))) return null;
        open = { marker: opening[1], opening: offset };
        content = [];
      }
    }
    kept.push(line);
    offset += line.length + 1;
  }
  if (open) return null;
  return blocks.length > 0 ? { text: kept.join('\n'), blocks } : null;
}

/** Puts each block's text back into its code node; false when a block is not a top-level code node at its fences. */
function restoreValues(tree: Root, blocks: readonly SetAside[]): boolean {
  let next = 0;
  for (const node of tree.children) {
    if (next === blocks.length) break;
    const block = blocks[next];
    const start = node.position?.start.offset;
    if (start === undefined || start < block.opening) continue;
    if (start > block.opening || node.type !== 'code' || (node.position?.end.offset ?? -1) < block.closing) return false;
    node.value = block.value;
    next += 1;
  }
  return next === blocks.length;
}

/** Moves every point after a set-aside block on by the lines and characters taken out of it (each point object once). */
function restorePositions(tree: Root, blocks: readonly SetAside[]): void {
  const moved = new Set<Point>();
  const move = (point: Point) => {
    if (moved.has(point) || point.offset === undefined) return;
    moved.add(point);
    let chars = 0;
    let lines = 0;
    for (const block of blocks) {
      if (point.offset < block.closing) break;
      chars += block.removed.chars;
      lines += block.removed.lines;
    }
    point.offset += chars;
    point.line += lines;
  };
  const visit = (node: { position?: { start: Point; end: Point }; children?: unknown[] }) => {
    if (node.position) {
      move(node.position.start);
      move(node.position.end);
    }
    if (node.children) for (const child of node.children) visit(child as typeof node);
  };
  visit(tree);
}

/** `parse(markdown)`, with the content of top-level fenced code blocks set aside while micromark runs where that is safe. */
export function parseWithCodeAside(markdown: string, parse: ParseDocument): Root {
  const aside = setAside(markdown);
  if (!aside) return parse(markdown);
  const tree = parse(aside.text);
  if (!restoreValues(tree, aside.blocks)) return parse(markdown);
  restorePositions(tree, aside.blocks);
  return tree;
}
