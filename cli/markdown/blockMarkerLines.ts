/**
 * Block marker lines: a `:::` container opener or closer and a `<<<` snippet import are block syntax in the dialects
 * that use them (markdown-it's container rule interrupts a paragraph), while CommonMark reads them as lines of a
 * paragraph. This step gives each such line a paragraph of its own, so the plugins after it (code groups, containers,
 * snippet imports) see one marker per paragraph however the author spaced them.
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visitMdast } from './mdast.ts';

const markerLinePattern = /^[ \t]*(?::{3,}|<<<[ \t])/;

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
function splitAtMarkers(paragraph: Paragraph): Paragraph[] | null {
  const lines = linesOf(paragraph.children);
  if (!lines.some(isMarkerLine)) return null;
  const result: Paragraph[] = [];
  let content: PhrasingContent[] = [];
  let contentLine = 0;
  const flush = () => {
    const last = content[content.length - 1];
    // The line ending before a marker is no part of the content.
    if (last && (last.type === 'break' || (last.type === 'text' && last.value === '\n'))) content.pop();
    if (content.length > 0) result.push(pieceOf(paragraph, content, contentLine));
    content = [];
  };
  lines.forEach((line, index) => {
    if (isMarkerLine(line)) {
      flush();
      result.push(pieceOf(paragraph, line.nodes, index));
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
function pieceOf(paragraph: Paragraph, children: PhrasingContent[], lineOffset: number): Paragraph {
  const start = paragraph.position?.start;
  if (!start || lineOffset === 0) return { ...paragraph, children };
  const line = start.line + lineOffset;
  return { ...paragraph, children, position: { start: { line, column: 1 }, end: paragraph.position!.end } };
}

/** remark plugin: splits paragraphs at `:::` and `<<<` lines; a page without either is left untouched. */
export function remarkBlockMarkerLines() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    if (!source.includes(':::') && !source.includes('<<<')) return;
    visitMdast(tree, (node, index, parent) => {
      if (node.type !== 'paragraph') return;
      const split = splitAtMarkers(node);
      if (split) parent.children.splice(index, 1, ...split);
      return false;
    });
  };
}
