/**
 * How deep an MDX body's JSX elements nest, read from its tags in one pass before the MDX compiler parses it (which
 * takes seconds and hundreds of megabytes for a few thousand nested elements). A tag opens (`<Name …>`, `<>`), closes
 * (`</Name>`, `</>`) or opens and closes (`<Name … />`); tags in fenced code and in code spans are text. The scan reads
 * attribute values and expressions only to find where a tag ends; the nesting the compiler finds is checked again on
 * its tree (jsxTreeDepth.ts), so a body this scan misreads costs a parse, never a deeper tree.
 */
import type { Point } from 'unist';
import type { Nesting } from './containerDepth.ts';

/** A fence line: any container prefix, then three or more backticks or tildes. */
const FENCE_LINE = /^(?:[ \t]*(?:>|(?:[*+-]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*(`{3,}|~{3,})(.*)$/;

/** The index just past the tag that starts at `start` (a `<`), or the text's length when it does not end. */
function tagEnd(text: string, start: number): number {
  let braces = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      braces++;
    } else if (char === '}') {
      braces = Math.max(0, braces - 1);
    } else if (char === '>' && braces === 0) {
      return i + 1;
    }
  }
  return text.length;
}

/** Ranges of `text` that are code: fenced blocks (by lines) and code spans (within a line). */
function* codeRanges(text: string): Generator<[number, number]> {
  let fence: { marker: string; start: number } | null = null;
  for (let offset = 0; offset < text.length; ) {
    const end = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
    const line = text.slice(offset, end);
    const match = FENCE_LINE.exec(line);
    if (fence) {
      if (match && match[1][0] === fence.marker[0] && match[1].length >= fence.marker.length && match[2].trim() === '') {
        yield [fence.start, end];
        fence = null;
      }
    } else if (match && !(match[1][0] === '`' && match[2].includes('`'))) {
      fence = { marker: match[1], start: offset };
    } else {
      yield* codeSpans(line, offset);
    }
    offset = end + 1;
  }
  if (fence) yield [fence.start, text.length];
}

/** The code spans of one line (a run of backticks up to the next run as long), as ranges of the whole text. */
function* codeSpans(line: string, offset: number): Generator<[number, number]> {
  const runs = [...line.matchAll(/`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const close = runs.findIndex((run, j) => j > i && run[0].length === runs[i][0].length);
    if (close < 0) continue;
    yield [offset + runs[i].index, offset + runs[close].index + runs[close][0].length];
    i = close;
  }
}

/** The line and column of `offset` in `text`. */
function pointAt(text: string, offset: number): Point {
  const before = text.slice(0, offset);
  const lines = before.split(/\r\n?|\n/);
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** The deepest JSX nesting of an MDX body, and the first tag that opened an element more than `limit` deep. */
export function jsxNesting(text: string, limit: number): Nesting {
  const code = codeRanges(text);
  let nextCode = code.next();
  let depth = 0;
  let deepest = 0;
  let pastLimit: Point | null = null;
  for (let i = 0; i < text.length; i++) {
    while (!nextCode.done && nextCode.value[1] <= i) nextCode = code.next();
    if (!nextCode.done && nextCode.value[0] <= i) {
      i = nextCode.value[1] - 1;
      continue;
    }
    if (text[i] !== '<' || !/[A-Za-z_$>/]/.test(text[i + 1] ?? '')) continue;
    const end = tagEnd(text, i);
    if (text[i + 1] === '/') depth = Math.max(0, depth - 1);
    else if (text[end - 2] !== '/') depth++;
    if (depth > limit && !pastLimit) pastLimit = pointAt(text, i);
    deepest = Math.max(deepest, depth);
    i = end - 1;
  }
  return { depth: deepest, pastLimit };
}
