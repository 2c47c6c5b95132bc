/**
 * Block marker lines: a `:::` container opener or closer and a `<<<` snippet import are block syntax in the dialects
 * that use them (markdown-it's container rule interrupts a paragraph), while CommonMark reads them as lines of a
 * paragraph. This step gives each such line a paragraph of its own, so the plugins after it (code groups, containers,
 * snippet imports) see one marker per paragraph however the author spaced them. A closing `:::` line inside an HTML
 * block (CommonMark runs `<details>` … to the next blank line) is taken out of it the same way, as markdown-it finds a
 * container's end by its line whatever block it falls in.
 */
import type { Html, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { visitMdast } from './mdast.ts';

const markerLinePattern = /^[ \t]*(?::{3,}|<<<[ \t])/;

/** The point where a line of the parsed source starts (a full point: hast-util-raw needs offsets). */
type LineStart = (line: number) => Point;

/** Line starts of `source`, worked out on first use. */
function lineStartsOf(source: string): LineStart {
  let starts: number[] | null = null;
  return (line) => {
    starts ??= [0, ...Array.from(source.matchAll(/\n/g), (match) => match.index + 1)];
    return { line, column: 1, offset: starts[line - 1] ?? source.length };
  };
}

interface Line {
  nodes: PhrasingContent[];
  /** What ended the line: a newline inside a text node, or a hard break. */
  end: PhrasingContent | null;
}

/** Splits inline content into its lines; the newline or break that ends a line is kept with it. */
export function linesOf(children: PhrasingContent[]): Line[] {
  const lines: Line[] = [];
  let current: PhrasingContent[] = [];
  for (const node of children) {
    if (node.type === 'break') {
      lines.push({ nodes: current, end: node });
      current = [];
      continue;
    }
    if (node.type !== 'text' || !node.value.includes('\n')) {
      current.push(node);
      continue;
    }
    const parts = node.value.split('\n');
    parts.forEach((part, index) => {
      if (part) current.push({ type: 'text', value: part });
      if (index < parts.length - 1) {
        lines.push({ nodes: current, end: { type: 'text', value: '\n' } });
        current = [];
      }
    });
  }
  lines.push({ nodes: current, end: null });
  return lines;
}

function isMarkerLine(line: Line): boolean {
  const first = line.nodes[0];
  return first?.type === 'text' && markerLinePattern.test(first.value);
}

/** The paragraph's lines regrouped: each marker line alone, the lines between markers together. */
function splitAtMarkers(paragraph: Paragraph, lineStart: LineStart): Paragraph[] | null {
  const lines = linesOf(paragraph.children);
  if (!lines.some(isMarkerLine)) return null;
  const result: Paragraph[] = [];
  let content: PhrasingContent[] = [];
  let contentLine = 0;
  const flush = () => {
    const last = content[content.length - 1];
    // The line ending before a marker is no part of the content.
    if (last && (last.type === 'break' || (last.type === 'text' && last.value === '\n'))) content.pop();
    if (content.length > 0) result.push(pieceOf(paragraph, content, contentLine, lineStart));
    content = [];
  };
  lines.forEach((line, index) => {
    if (isMarkerLine(line)) {
      flush();
      result.push(pieceOf(paragraph, line.nodes, index, lineStart));
      contentLine = index + 1;
      return;
    }
    content.push(...line.nodes);
    if (line.end) content.push(line.end);
  });
  flush();
  return result;
}

/** A part of the paragraph starting `lineOffset` lines into it, positioned at that line so messages name it. */
function pieceOf(paragraph: Paragraph, children: PhrasingContent[], lineOffset: number, lineStart: LineStart): Paragraph {
  const start = paragraph.position?.start;
  if (!start || lineOffset === 0) return { ...paragraph, children };
  return { ...paragraph, children, position: { start: lineStart(start.line + lineOffset), end: paragraph.position!.end } };
}

// Only a closing line: markdown-it finds a container's end by scanning lines, but opens none inside an HTML block.
const containerLinePattern = /^[ \t]*:{3,}[ \t]*$/;

/** An HTML block cut at its closing `:::` lines: the HTML between them, each line a paragraph of its own; null without one. */
function splitHtmlAtContainerLines(html: Html, lineStart: LineStart): RootContent[] | null {
  const lines = html.value.split('\n');
  if (!lines.some((line) => containerLinePattern.test(line))) return null;
  const position = html.position;
  const at = (offset: number) => position && { start: offset === 0 ? position.start : lineStart(position.start.line + offset), end: position.end };
  const result: RootContent[] = [];
  let from = 0;
  const flush = (to: number) => {
    const value = lines.slice(from, to).join('\n');
    if (value.trim()) result.push({ type: 'html', value, position: at(from) });
  };
  lines.forEach((line, index) => {
    if (!containerLinePattern.test(line)) return;
    flush(index);
    result.push({ type: 'paragraph', children: [{ type: 'text', value: line.trim() }], position: at(index) });
    from = index + 1;
  });
  flush(lines.length);
  return result;
}

/** remark plugin: splits paragraphs at `:::` and `<<<` lines, and HTML blocks at `:::` lines; a page without either is left untouched. */
export function remarkBlockMarkerLines() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    if (!source.includes(':::') && !source.includes('<<<')) return;
    const lineStart = lineStartsOf(source);
    visitMdast(tree, (node, index, parent) => {
      if (node.type === 'paragraph') {
        const split = splitAtMarkers(node, lineStart);
        if (split) parent.children.splice(index, 1, ...split);
        return false;
      }
      // An HTML block (not inline HTML, which stands in a paragraph and was handled with it).
      if (node.type === 'html') {
        const split = splitHtmlAtContainerLines(node, lineStart);
        if (split) parent.children.splice(index, 1, ...(split as typeof parent.children));
      }
    });
  };
}
