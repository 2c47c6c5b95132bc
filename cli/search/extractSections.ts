/**
 * A rendered page's searchable text, split into sections: the intro before the first h2, then one section per
 * h2/h3 (the headings that carry anchor links). A small tag scanner rather than a DOM: the input is our own
 * renderer's output, and a DOM library would cost more than the rest of the index build on a 1000-page site.
 */

export interface Section {
  /** The heading's `id`, the `#anchor` of a hit; null for the page intro. */
  id: string | null;
  /** The heading's text; the page title for the intro. */
  heading: string;
  /** Plain text, whitespace collapsed, capped at {@link SECTION_TEXT_LIMIT}. */
  text: string;
}

export interface PageText {
  title: string;
  /** The page description, shown above the Markdown body; it leads the intro when the body does not repeat it. */
  description?: string;
}

/** Characters of text kept per section: enough for any query a reader types about it, and it bounds the index. */
export const SECTION_TEXT_LIMIT = 1500;
/** Characters kept per code block: the identifiers at its top are what people search; the rest would swamp prose. */
export const CODE_BLOCK_LIMIT = 240;

// Sticky: tried only where the class name occurs, since a whole page's header and navigation come before the body.
const MARKDOWN_BODY = /<div\b[^>]*?\sclass\s*=\s*"(?:[^"]*\s)?markdown-body(?:\s[^"]*)?"[^>]*>/y;
// Comments, then tags (attribute values may hold `>`; the attribute part is an unrolled loop, so an unclosed tag
// cannot make the regex backtrack exponentially), then runs of text.
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>|[^<]+|</g;
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Phrasing tags join their text to the neighbours' ("Button<code>s</code>" is one word); any other tag separates words.
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
// Controls, icons and scripts hold no prose a reader looks for.
const SKIPPED_TAGS = new Set(['button', 'script', 'style', 'svg', 'template', 'noscript', 'select', 'textarea']);
// Live demos (their preview is UI, their source a duplicate of code blocks), heading anchors, the code copy button.
const SKIPPED_CLASSES = ['demo', 'anchor-link', 'MuiCode-copy'];
const SECTION_TAGS = new Set(['h2', 'h3']);

// The references our renderers and authors use; a no-break space becomes a plain one, as whitespace is collapsed anyway.
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’',
  ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', times: '×', middot: '·', bull: '•', rarr: '→', larr: '←',
};

/** Decodes HTML character references; an unknown named one is left as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

const attributePattern = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`);
const CLASS_ATTRIBUTE = attributePattern('class');
const ID_ATTRIBUTE = attributePattern('id');

function attribute(attributes: string, pattern: RegExp): string | null {
  const match = pattern.exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3]) : null;
}

// Any skipped class name occurs in the attribute text, so most tags (the highlighter's many spans) are let through without parsing it.
const MAY_HAVE_SKIPPED_CLASS = new RegExp(SKIPPED_CLASSES.join('|'));

function isSkipped(tag: string, attributes: string): boolean {
  if (SKIPPED_TAGS.has(tag)) return true;
  if (!MAY_HAVE_SKIPPED_CLASS.test(attributes)) return false;
  const classes = attribute(attributes, CLASS_ATTRIBUTE)?.split(/\s+/) ?? [];
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` cut to at most `limit` characters, at a word boundary when one is near, with an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const space = text.lastIndexOf(' ', limit - 1);
  return `${text.slice(0, space > limit * 0.8 ? space : limit - 1)}…`;
}

interface OpenSection {
  id: string | null;
  heading: string;
  parts: string[];
  length: number;
}

/** Splits the `markdown-body` of a rendered page into searchable sections; the intro comes first, even when empty. */
export function extractSections(html: string, page: PageText): Section[] {
  const intro: OpenSection = { id: null, heading: page.title, parts: [], length: 0 };
  const sections: OpenSection[] = [intro];
  const start = bodyStart(html);
  if (start >= 0) scanBody(html, start, sections);

  const result = sections.map((s) => ({ id: s.id, heading: s.heading, text: truncate(collapse(s.parts.join('')), SECTION_TEXT_LIMIT) }));
  const description = collapse(decodeEntities(page.description ?? ''));
  // Without a front-matter description the page shows the first paragraph as its description: don't count it twice.
  if (description && !result[0].text.startsWith(description)) {
    result[0].text = truncate(result[0].text ? `${description} ${result[0].text}` : description, SECTION_TEXT_LIMIT);
  }
  return result;
}

/** Where the content of the `markdown-body` element starts, or -1. */
function bodyStart(html: string): number {
  for (let at = html.indexOf('markdown-body'); at >= 0; at = html.indexOf('markdown-body', at + 1)) {
    MARKDOWN_BODY.lastIndex = html.lastIndexOf('<', at);
    const match = MARKDOWN_BODY.exec(html);
    if (match) return match.index + match[0].length;
  }
  return -1;
}

function scanBody(html: string, from: number, sections: OpenSection[]): void {
  // Names of the open elements inside the body; the body's own closing tag is the one found with none open.
  const open: string[] = [];
  let skipDepth = -1;
  let headingDepth = -1;
  let heading: { id: string; parts: string[] } | null = null;
  let codeDepth = -1;
  let code: string[] = [];
  let codeLength = 0;
  let current = sections[0];

  // Text goes to the open heading, else the open code block, else the current section (until it is full).
  const emit = (text: string) => {
    if (heading) heading.parts.push(text);
    else if (codeDepth >= 0) {
      code.push(text);
      codeLength += text.length;
    } else if (current.length < SECTION_TEXT_LIMIT) {
      current.parts.push(text);
      current.length += text.length;
    }
  };

  TOKEN.lastIndex = from;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, closing, rawTag, attributes = ''] = match;
    if (rawTag === undefined) {
      if (skipDepth < 0 && !token.startsWith('<!--')) emit(decodeEntities(token));
      // A code block keeps only its first characters (with room for whitespace to collapse): jump to its end, past
      // the highlighter's spans, which are most of a page's tags. Its closing tag closes what is open inside it.
      if (codeDepth >= 0 && codeLength > 2 * CODE_BLOCK_LIMIT) {
        const end = html.indexOf('</pre', TOKEN.lastIndex);
        if (end >= 0) TOKEN.lastIndex = end;
      }
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (!closing) {
      if (VOID_TAGS.has(tag) || token.endsWith('/>')) {
        if (skipDepth < 0 && !INLINE_TAGS.has(tag)) emit(' ');
        continue;
      }
      open.push(tag);
      if (skipDepth >= 0) continue;
      if (isSkipped(tag, attributes)) {
        skipDepth = open.length;
        continue;
      }
      const id = SECTION_TAGS.has(tag) ? attribute(attributes, ID_ATTRIBUTE) : null;
      if (id !== null && !heading) {
        heading = { id, parts: [] };
        headingDepth = open.length;
      } else if (tag === 'pre' && codeDepth < 0) {
        codeDepth = open.length;
        code = [];
        codeLength = 0;
      }
      if (!INLINE_TAGS.has(tag)) emit(' ');
      continue;
    }

    const index = open.lastIndexOf(tag);
    if (index < 0) {
      if (tag === 'div' && open.length === 0) return;
      continue; // a stray closing tag: browsers ignore it too
    }
    // Closing an element also closes any left open inside it, as an HTML parser would.
    const depth = index + 1;
    open.length = index;
    if (skipDepth >= depth) skipDepth = -1;
    if (skipDepth >= 0) continue;
    if (heading && headingDepth >= depth) {
      current = { id: heading.id, heading: collapse(heading.parts.join('')), parts: [], length: 0 };
      sections.push(current);
      heading = null;
      headingDepth = -1;
    } else if (codeDepth >= depth) {
      codeDepth = -1;
      emit(` ${truncate(collapse(code.join('')), CODE_BLOCK_LIMIT)} `);
    }
    if (!INLINE_TAGS.has(tag)) emit(' ');
  }
}
