/**
 * Where a key is written in a TypeScript module's default export (site.config.ts, a navigation tree), so an error about
 * it names its line and column. The key is found by following the path from the default export through object and
 * list literals and the constants they name, over the module's tokens (sourceTokens.ts): no compiler is loaded, so
 * every install places its errors, with or without `typescript`.
 */
import type { SourcePosition } from '../errors.ts';
import type { ConfigPath } from './configProblems.ts';
import { sourceTokens, type SourceTokens, type Token } from './sourceTokens.ts';

const DECLARATION = new Set(['const', 'let', 'var']);
/** What may follow `export default` that is a declaration, not a value. */
const DECLARATION_AFTER_DEFAULT = new Set(['function', 'class', 'interface', 'abstract']);

function isPunct(token: Token | undefined, text: string): boolean {
  return token?.kind === 'punct' && token.text === text;
}

/** The indexes of the tokens outside any bracket. */
function topLevelIndexes({ tokens, partner }: SourceTokens): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    indexes.push(i);
    if (partner[i] > i) i = partner[i];
  }
  return indexes;
}

/** The items of the bracketed list opening at `open`, as [first, end) token ranges; a trailing comma adds none. */
function itemsOf({ tokens, partner }: SourceTokens, open: number): [number, number][] {
  const close = partner[open];
  const items: [number, number][] = [];
  let first = open + 1;
  for (let i = first; i < close; i++) {
    if (isPunct(tokens[i], ',')) {
      items.push([first, i]);
      first = i + 1;
    } else if (partner[i] > i) i = partner[i];
  }
  if (first < close) items.push([first, close]);
  return items;
}

/** The key an object member is written under, and the token after it; null for a spread, a method or a computed name. */
function memberKey({ tokens, partner }: SourceTokens, first: number): { key: string; next: number } | null {
  const token = tokens[first];
  if (token.kind === 'name' || token.kind === 'string') return { key: token.text, next: first + 1 };
  if (token.kind === 'number') return { key: String(Number(token.text.replace(/_/g, ''))), next: first + 1 };
  if (isPunct(token, '[') && partner[first] === first + 2 && tokens[first + 1].kind === 'string') return { key: tokens[first + 1].text, next: first + 3 };
  return null;
}

/** The property (or list item) of the literal at `container` that `segment` names, and the token an error about it points at. */
function child(source: SourceTokens, container: number, segment: PropertyKey): { pointAt: number; value: number } | undefined {
  const { tokens, partner } = source;
  if (partner[container] < container) return undefined;
  if (isPunct(tokens[container], '[') && typeof segment === 'number') {
    const items = itemsOf(source, container);
    if (items.some(([first]) => isPunct(tokens[first], '...'))) return undefined;
    const item = items[segment];
    return item && item[0] < item[1] ? { pointAt: item[0], value: item[0] } : undefined;
  }
  if (!isPunct(tokens[container], '{')) return undefined;
  // The last of several same-named properties is the one that counts, as at run time.
  for (const [first, end] of itemsOf(source, container).reverse()) {
    const member = first < end ? memberKey(source, first) : null;
    if (member?.key !== String(segment)) continue;
    if (isPunct(tokens[member.next], ':')) return { pointAt: first, value: member.next + 1 };
    if (member.next === end && tokens[first].kind === 'name') return { pointAt: first, value: first };
  }
  return undefined;
}

/** The first token of the value a top-level `const name = …` (or `let`, `var`) of the module starts with. */
function constantValue(source: SourceTokens, topLevel: readonly number[], name: string): number | undefined {
  const { tokens } = source;
  for (let k = 0; k < topLevel.length - 1; k++) {
    const [declaration, declared] = [tokens[topLevel[k]], tokens[topLevel[k + 1]]];
    if (declaration.kind !== 'name' || !DECLARATION.has(declaration.text) || declared.text !== name || declared.kind !== 'name') continue;
    // Past a type annotation (its brackets skipped whole) to the `=`; a `;` or `,` first means no value.
    for (let m = k + 2; m < topLevel.length && !isPunct(tokens[topLevel[m]], ';') && !isPunct(tokens[topLevel[m]], ','); m++) {
      if (isPunct(tokens[topLevel[m]], '=')) return topLevel[m] + 1;
    }
  }
  return undefined;
}

/** The index past a type argument list `<…>` opening at `open` (its brackets skipped whole), or `open` when there is none. */
function pastTypeArguments({ tokens, partner }: SourceTokens, open: number): number {
  if (!isPunct(tokens[open], '<')) return open;
  for (let i = open + 1, depth = 1; i < tokens.length; i++) {
    if (isPunct(tokens[i], '<')) depth++;
    else if (isPunct(tokens[i], '>') && --depth === 0) return i + 1;
    else if (isPunct(tokens[i], ';')) return open;
    else if (partner[i] > i) i = partner[i];
  }
  return open;
}

/** Strips what wraps a value without changing it: parentheses, `defineConfig(…)` (one argument) and names of constants in the file. */
function unwrap(source: SourceTokens, topLevel: readonly number[], start: number): number {
  const { tokens, partner } = source;
  const seen = new Set<number>();
  let at = start;
  while (!seen.has(at) && at < tokens.length) {
    seen.add(at);
    const token = tokens[at];
    // Parentheses around a value, not an arrow function's parameters.
    if (isPunct(token, '(') && partner[at] > at + 1 && !isPunct(tokens[partner[at] + 1], '=>')) {
      at += 1;
      continue;
    }
    if (token.kind !== 'name') return at;
    let last = at;
    while ((isPunct(tokens[last + 1], '.') || isPunct(tokens[last + 1], '?.')) && tokens[last + 2]?.kind === 'name') last += 2;
    const call = pastTypeArguments(source, last + 1);
    if (isPunct(tokens[call], '(') && partner[call] > call) {
      const args = itemsOf(source, call);
      if (args.length !== 1) return at;
      at = args[0][0];
      continue;
    }
    const value = last === at ? constantValue(source, topLevel, token.text) : undefined;
    if (value === undefined) return at;
    at = value;
  }
  return at;
}

/** Line and column (both from 1, the column in UTF-16 units) of `offset`. */
function positionAt(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset);
  const lineStart = Math.max(...['\n', '\r', '\u2028', '\u2029'].map((lineBreak) => before.lastIndexOf(lineBreak))) + 1;
  return { line: (before.match(/\r\n?|[\n\u2028\u2029]/g)?.length ?? 0) + 1, column: offset - lineStart + 1 };
}

/**
 * Finds keys in a module's source: the position of the key at a path; when the key is not written there (a missing key,
 * a value built by code), of the nearest enclosing key that is. Undefined when the file has no default export.
 */
export function exportedKeyLocator(text: string): (path: ConfigPath) => SourcePosition | undefined {
  const source = sourceTokens(text);
  const { tokens } = source;
  const topLevel = topLevelIndexes(source);
  const exportAt = topLevel.find((i) => tokens[i].kind === 'name' && tokens[i].text === 'export' && tokens[i + 1]?.text === 'default' && tokens[i + 2]);
  const expression = exportAt === undefined ? undefined : exportAt + 2;
  if (expression === undefined || (tokens[expression].kind === 'name' && DECLARATION_AFTER_DEFAULT.has(tokens[expression].text))) return () => undefined;
  return (path) => {
    let pointAt = expression;
    let value = unwrap(source, topLevel, expression);
    for (const segment of path) {
      const found = child(source, value, segment);
      if (!found) break;
      pointAt = found.pointAt;
      value = unwrap(source, topLevel, found.value);
    }
    return positionAt(text, tokens[pointAt].start);
  };
}
