/** The text shown under a search hit: a window of the section around the first matched term, and the spans to mark. */

/** Characters of section text a hit shows: two lines of the results list. */
export const SNIPPET_LENGTH = 160;
// How much of the window comes before the match, so the reader sees what leads up to it.
const LEAD = 40;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive pattern for the terms; one-letter terms are left out, they would mark half the text. */
function termPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.filter((t) => t.length > 1))].sort((a, b) => b.length - a.length);
  return usable.length ? new RegExp(usable.map(escapeRegExp).join('|'), 'giu') : null;
}

/** Up to {@link SNIPPET_LENGTH} characters of `text` around the first of `terms`, cut at spaces, with ellipses where cut. */
export function makeSnippet(text: string, terms: readonly string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const first = termPattern(terms)?.exec(text)?.index ?? 0;
  let start = Math.max(0, Math.min(first - LEAD, text.length - SNIPPET_LENGTH));
  let end = start + SNIPPET_LENGTH;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` split into runs, those matching a term flagged, for `<mark>`ing without building HTML from strings. Matches
 * may overlap (the character pairs of "调色板" are 调色 and 色板): the run marked is their union.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern || !text) return text ? [{ text, match: false }] : [];
  const ranges: Array<[start: number, end: number]> = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const end = match.index + match[0].length;
    const last = ranges[ranges.length - 1];
    if (last && match.index <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([match.index, end]);
    // On from the next character, not past the match, so a term overlapping this match is found too.
    pattern.lastIndex = match.index + 1;
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
