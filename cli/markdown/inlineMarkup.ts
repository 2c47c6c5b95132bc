/**
 * How much inline markup a page holds, counted from its lines before the parse: runs of the characters that may open
 * an inline construct (`[`, `` ` ``, `<`, `&`, `\`, and the emphasis delimiters `*`, `_`, `~`), outside fenced code.
 * micromark keeps a dozen events and a few KB per construct while a page parses (50,000 links on one page took 800
 * MB; a 470 KB page of real documentation has under 10,000 runs), and pairs the emphasis delimiters of a block of text
 * by splicing its event list once per pair, so that a block's work grows with the square of its delimiter runs (50,000
 * `**b**` in one paragraph took over 30 s). A block is counted as the lines between blank lines, which errs towards
 * larger blocks than the parser makes.
 */
import type { Point } from 'unist';
import { fencedRanges, insideRanges } from './parseInSections.ts';

/** A page's inline markup: its runs in all and the most emphasis runs of one block, each with where it first went past its limit. */
export interface InlineMarkup {
  runs: number;
  runsPastLimit: Point | null;
  emphasisPastLimit: Point | null;
}

// An escape is one run with the character it escapes, which then delimits nothing.
const RUN = /\\[\s\S]|\[+|`+|<+|&+|([*_~])\1*/g;

/** The inline markup of `markdown`, with the places it first had more than `maxRuns` runs and a block more than `maxEmphasis`. */
export function inlineMarkup(markdown: string, maxRuns: number, maxEmphasis: number): InlineMarkup {
  const result: InlineMarkup = { runs: 0, runsPastLimit: null, emphasisPastLimit: null };
  const inFencedCode = insideRanges(fencedRanges(markdown));
  const lines = markdown.split(/\r\n?|\n/);
  let emphasisInBlock = 0;
  let offset = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const lineStart = offset;
    offset += line.length + (markdown.startsWith('\r\n', offset + line.length) ? 2 : 1);
    // Asked of the line's first character, which lies inside the range of a fence line too.
    if (inFencedCode(lineStart + 1) || line.trim() === '') {
      emphasisInBlock = 0;
      continue;
    }
    for (const match of line.matchAll(RUN)) {
      const point = { line: index + 1, column: (match.index ?? 0) + 1 };
      if (++result.runs > maxRuns && !result.runsPastLimit) result.runsPastLimit = point;
      if (match[1] && ++emphasisInBlock > maxEmphasis && !result.emphasisPastLimit) result.emphasisPastLimit = point;
    }
  }
  return result;
}
