/**
 * A stylis middleware that lets one static stylesheet serve both text directions. In each rule, the declarations that
 * direction changes are written twice: as authored under `[dir=ltr]` and mirrored under `[dir=rtl]`; each Emotion
 * keyframes gets a mirrored twin. The `dir` the inline script puts on <html> and <body> then picks one before first paint.
 */
import { COMMENT, DECLARATION, KEYFRAMES, RULESET, compile, copy, middleware, serialize, stringify, type Element, type Middleware } from 'stylis';
import type { Direction } from '../shell/direction.ts';
import { RTL_KEYFRAMES_SUFFIX, flipDeclaration } from './flipDeclaration.ts';

/**
 * An element whose own or inherited `dir` is the given one. `:where()` adds no specificity, so the split rules win and
 * lose exactly where the authored rule did. Under nested opposite `dir`s both match and the right-to-left copy, written
 * last, wins: a right-to-left island on a left-to-right page is mirrored, the reverse is not.
 */
const IN_DIRECTION: Record<Direction, string> = {
  ltr: ':where([dir=ltr],[dir=ltr] *)',
  rtl: ':where([dir=rtl],[dir=rtl] *)',
};

const LEGACY_PSEUDO_ELEMENT = /^:(?:before|after|first-line|first-letter)(?![\w-])/i;
const EMOTION_KEYFRAMES = /^@keyframes (animation-[\w-]+)$/;

/** Where the selector's pseudo-element starts (its length if it has none), outside brackets, parentheses and strings. */
function pseudoElementStart(selector: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ':' && depth === 0 && (selector[i + 1] === ':' || LEGACY_PSEUDO_ELEMENT.test(selector.slice(i)))) return i;
  }
  return selector.length;
}

/** `selector` narrowed to elements in `direction`, on its subject and before any pseudo-element, which must stay last. */
export function inDirection(selector: string, direction: Direction): string {
  const at = pseudoElementStart(selector);
  return selector.slice(0, at) + IN_DIRECTION[direction] + selector.slice(at);
}

/** A declaration node holding `text`, measured as stylis measures one so the prefixer still recognises it. */
function declarationNode(authored: Element, text: string): Element {
  const colon = text.indexOf(':');
  return copy(authored, { value: text, props: text.slice(0, colon), children: text.slice(colon + 1, -1), length: colon, return: '' });
}

/**
 * The rule's declarations with their mirrored forms: the same node where direction changes nothing, or after a
 * `@noflip` comment (the directive cssjanus and stylis-plugin-rtl honour).
 */
function mirrorDeclarations(children: Element[]): { authored: Element[]; mirrored: Element[] } {
  const authored: Element[] = [];
  const mirrored: Element[] = [];
  let noFlip = false;
  for (const node of children) {
    if (node.type === COMMENT) noFlip = node.value.includes('@noflip');
    if (node.type !== DECLARATION) continue;
    const text = noFlip ? node.value : flipDeclaration(node.value);
    authored.push(node);
    mirrored.push(text === node.value ? node : declarationNode(node, text));
    noFlip = false;
  }
  return { authored, mirrored };
}

/**
 * Whether mirroring only swaps declarations among themselves (`padding-left:8px;padding-right:8px`): then both
 * directions look the same and the rule needs no split. Only when no property repeats, as order would then matter.
 */
function isSymmetric(authored: Element[], mirrored: Element[]): boolean {
  const properties = new Set(authored.map((node) => node.props as string));
  if (properties.size !== authored.length) return false;
  const texts = (nodes: Element[]) => nodes.map((node) => node.value).sort().join('');
  return texts(authored) === texts(mirrored);
}

/** Rules and keyframes written here: they come back through the middleware chain already split. */
const written = new WeakSet<Element>();

function write(pieces: Element[], callback: Middleware): string {
  for (const piece of pieces) written.add(piece);
  return serialize(pieces, callback);
}

/**
 * Splits a rule around the span from the first to the last declaration direction changes: before it, the span as
 * authored for left-to-right, the span mirrored for right-to-left, after it. Neutral declarations inside the span go
 * into both copies, so every declaration keeps its place in the cascade.
 */
function splitRule(rule: Element, callback: Middleware): string | undefined {
  const { authored, mirrored } = mirrorDeclarations(rule.children as Element[]);
  const first = mirrored.findIndex((node, i) => node !== authored[i]);
  if (first === -1) return undefined;
  const last = mirrored.findLastIndex((node, i) => node !== authored[i]) + 1;
  if (isSymmetric(authored.slice(first, last), mirrored.slice(first, last))) return undefined;
  const selectors = rule.props as string[];
  const pieces = [
    copy(rule, { children: authored.slice(0, first) }),
    copy(rule, { props: selectors.map((s) => inDirection(s, 'ltr')), children: authored.slice(first, last) }),
    copy(rule, { props: selectors.map((s) => inDirection(s, 'rtl')), children: mirrored.slice(first, last) }),
    copy(rule, { children: authored.slice(last) }),
  ];
  // The pieces carry every declaration; emptied, the rule itself prints nothing.
  rule.children = [];
  return write(pieces, callback);
}

/**
 * An Emotion keyframes' mirrored twin, `<name>-rtl`, which right-to-left rules animate with. A selector cannot pick
 * between keyframes, so every Emotion keyframes gets one: whether a keyframes is directional is unknown where it is used.
 */
function keyframesTwin(keyframes: Element, callback: Middleware): string | undefined {
  const name = EMOTION_KEYFRAMES.exec(keyframes.value)?.[1];
  if (!name) return undefined;
  const twinName = name + RTL_KEYFRAMES_SUFFIX;
  const steps = (keyframes.children as Element[]).map((step) => copy(step, { children: mirrorDeclarations(step.children as Element[]).mirrored }));
  return write([copy(keyframes, { value: `@keyframes ${twinName}`, props: [twinName], children: steps })], callback);
}

/** The middleware; placed after the prefixer, it splits the prefixer's vendor copies of a rule like the rule itself. */
export const directionalStyles: Middleware = (element, _index, _siblings, callback) => {
  if (written.has(element)) return undefined;
  if (element.type === RULESET && element.parent?.type !== KEYFRAMES) return splitRule(element, callback);
  if (element.type === KEYFRAMES) return keyframesTwin(element, callback);
  return undefined;
};

/** A plain stylesheet (a demo's own CSS, Tailwind's output) split the same way, so it too serves both directions. */
export function withBothDirections(css: string): string {
  return serialize(compile(css), middleware([directionalStyles, stringify]));
}
