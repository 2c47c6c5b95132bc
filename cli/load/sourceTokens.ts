/**
 * The tokens of a JavaScript or TypeScript module, as far as finding where a literal's keys are written needs them:
 * names, strings, numbers and punctuation, with comments and white space dropped, and template literals and regular
 * expressions kept whole so the brackets inside them are not counted. Each bracket knows its partner. Any source
 * gives tokens: what this does not understand (JSX text) at worst misplaces a bracket, never throws.
 */

export type TokenKind = 'name' | 'string' | 'number' | 'punct' | 'template' | 'regex';

export interface Token {
  kind: TokenKind;
  /** The source text; for a string, its value: without quotes, a backslash dropped before the character it escapes. */
  text: string;
  /** Offset of the token's first character in the source. */
  start: number;
}

export interface SourceTokens {
  tokens: Token[];
  /** For the index of an opening or closing bracket, the index of its partner; -1 when it has none. */
  partner: Int32Array;
}

const NAME = /[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*/uy;
const NUMBER = /(?:0[xXbBoO][\da-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)n?/y;
const SPACE = /(?:\s+|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?(?:\*\/|$))+/y;
/** Operators read as one token so that a lone `=` is always an assignment (not `=>`, `==` or `<=`). */
const OPERATOR = /\.\.\.|[=!]==?|=>|[<>+\-*%&|^?]=|\*\*=?|&&=?|\|\|=?|\?\?=?|\?\./y;
/** Keywords after which a `/` starts a regular expression rather than dividing. */
const BEFORE_EXPRESSION = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await']);
const OPENING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

function matchAt(pattern: RegExp, source: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(source)?.[0] ?? null;
}

/** Whether a `/` after `previous` starts a regular expression (after an operator or keyword) rather than dividing. */
function regexAllowed(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.kind === 'name') return BEFORE_EXPRESSION.has(previous.text);
  return previous.kind === 'punct' && !/^[)\]}]$/.test(previous.text);
}

/** The end of a quoted string starting at `at`, and its value; an unterminated one ends at its line's end. */
function readString(source: string, at: number): { end: number; value: string } {
  const quote = source[at];
  let value = '';
  let i = at + 1;
  while (i < source.length && source[i] !== quote && source[i] !== '\n') {
    if (source[i] === '\\') i++;
    value += source[i] ?? '';
    i++;
  }
  return { end: Math.min(i + 1, source.length), value };
}

/** The end of a regular expression literal starting at `at` (a `/` inside a class `[...]` does not end it). */
function regexEnd(source: string, at: number): number {
  let inClass = false;
  let i = at + 1;
  for (; i < source.length && source[i] !== '\n'; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '[') inClass = true;
    else if (source[i] === ']') inClass = false;
    else if (source[i] === '/' && !inClass) break;
  }
  // The closing slash and the flags, when the literal is closed on its line.
  return i + (matchAt(/\/[a-z]*/y, source, i)?.length ?? 0);
}

/** The end of a template literal starting at `at`, its `${…}` expressions read as tokens to their closing brace. */
function templateEnd(source: string, at: number): number {
  let i = at + 1;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') i += 2;
    else if (source.startsWith('${', i)) i = expressionEnd(source, i + 2);
    else i++;
  }
  return Math.min(i + 1, source.length);
}

/** The offset just past the `}` closing a template's expression that starts at `at`. */
function expressionEnd(source: string, at: number): number {
  let depth = 0;
  let previous: Token | undefined;
  for (let i = at; ; ) {
    const token = readToken(source, i, previous);
    if (!token) return source.length;
    i = token.end;
    if (token.kind === 'punct' && token.text === '{') depth++;
    if (token.kind === 'punct' && token.text === '}' && depth-- === 0) return i;
    previous = token;
  }
}

/** The token at or after `at` (white space and comments skipped), and where it ends; null at the end of the source. */
function readToken(source: string, at: number, previous: Token | undefined): (Token & { end: number }) | null {
  const start = at + (matchAt(SPACE, source, at)?.length ?? 0);
  if (start >= source.length) return null;
  const char = source[start];
  const name = matchAt(NAME, source, start);
  if (name) return { kind: 'name', text: name, start, end: start + name.length };
  const number = /[\d.]/.test(char) ? matchAt(NUMBER, source, start) : null;
  if (number) return { kind: 'number', text: number, start, end: start + number.length };
  if (char === '"' || char === "'") {
    const { end, value } = readString(source, start);
    return { kind: 'string', text: value, start, end };
  }
  if (char === '`') {
    const end = templateEnd(source, start);
    return { kind: 'template', text: source.slice(start, end), start, end };
  }
  if (char === '/' && regexAllowed(previous)) {
    const end = regexEnd(source, start);
    return { kind: 'regex', text: source.slice(start, end), start, end };
  }
  const operator = matchAt(OPERATOR, source, start) ?? char;
  return { kind: 'punct', text: operator, start, end: start + operator.length };
}

/** Every token of `source`, each bracket paired with its partner. */
export function sourceTokens(source: string): SourceTokens {
  const tokens: Token[] = [];
  const open: number[] = [];
  const partners: number[] = [];
  for (let at = 0, token = readToken(source, 0, undefined); token; at = token.end, token = readToken(source, at, tokens.at(-1))) {
    const index = tokens.push({ kind: token.kind, text: token.text, start: token.start }) - 1;
    partners.push(-1);
    if (token.kind !== 'punct') continue;
    if (OPENING[token.text]) open.push(index);
    else if (/^[)\]}]$/.test(token.text) && open.length && OPENING[tokens[open.at(-1)!].text] === token.text) {
      const opening = open.pop()!;
      partners[opening] = index;
      partners[index] = opening;
    }
  }
  return { tokens, partner: Int32Array.from(partners) };
}
