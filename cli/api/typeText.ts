/** Printing types for API tables: short literal unions spelled out, `undefined` of optional props dropped, long types shortened. */
import ts from 'typescript';
import type { TypeText } from './types.ts';

/** Longest type text shown in a table cell; longer ones get a short form and keep the full text aside. */
export const TYPE_TEXT_MAX_LENGTH = 120;

const PRINT_FLAGS =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

const LITERAL_FLAGS =
  ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BigIntLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null;

/** Prints `type` for a reader; `optional` drops the `undefined` that optionality adds. */
export function printType(checker: ts.TypeChecker, type: ts.Type, optional: boolean): TypeText {
  const print = (member: ts.Type) => checker.typeToString(member, undefined, PRINT_FLAGS);
  const members = type.isUnion() ? type.types : [type];
  // A generic component's props mention its type parameters (TextField's `Variant`); the reader needs what they allow:
  // the declared constraint, which keeps its alias (`ElementType`, where the base constraint would spell out every
  // HTML tag), else the default (`useTheme<T = Theme>`).
  const constrained = members.map((member) =>
    member.flags & ts.TypeFlags.TypeParameter
      ? (member.getConstraint() ?? checker.getDefaultFromTypeParameter(member) ?? checker.getBaseConstraintOfType(member) ?? member)
      : member,
  );
  const values = constrained
    .flatMap((member) => (member.isUnion() ? member.types : [member]))
    .filter((member) => !(optional && member.flags & ts.TypeFlags.Undefined));
  const written = constrained.some((member, index) => member !== members[index]) ? constrained.map(print).join(' | ') : print(type);
  const parts = splitTopLevel(written, '|').filter((part) => !(optional && part === 'undefined'));
  const text = parts.length === 1 ? withoutOuterParentheses(parts[0]) : parts.join(' | ') || 'undefined';
  // An alias such as OverridableStringUnion<'text' | 'outlined'> tells the reader nothing, the values it allows do;
  // but a long list reads better by a short name the declaration wrote (`Placement`, `keyof HTMLElementTagNameMap`).
  if (values.length > 1 && values.every((member) => member.flags & LITERAL_FLAGS)) {
    const spelled = literalUnionText(values.map(print));
    if (spelled.length > TYPE_TEXT_MAX_LENGTH && text.length <= TYPE_TEXT_MAX_LENGTH) return { text };
    return shortenTypeText(spelled);
  }
  return shortenTypeText(text);
}

function literalUnionText(texts: string[]): string {
  // The checker splits `boolean` into its two literals and puts `null` first; read as written, `boolean | null`.
  const values =
    texts.includes('true') && texts.includes('false')
      ? texts.filter((text) => text !== 'false').map((text) => (text === 'true' ? 'boolean' : text))
      : texts;
  return [...values.filter((text) => text !== 'null'), ...values.filter((text) => text === 'null')].join(' | ');
}

/**
 * Keeps `full` when it fits, else a short form that still says what kind of type it is: the leading union members,
 * an object's keys, a function's parameter names, or a generic's name; `full` is kept beside it.
 */
export function shortenTypeText(full: string): TypeText {
  if (full.length <= TYPE_TEXT_MAX_LENGTH) return { text: full };
  const short = [unionHead, objectKeys, functionShape, genericName]
    .map((form) => form(full))
    .find((text) => text !== undefined && text.length <= TYPE_TEXT_MAX_LENGTH);
  return { text: short ?? `${full.slice(0, TYPE_TEXT_MAX_LENGTH - 1)}…`, full };
}

function unionHead(full: string): string | undefined {
  const parts = splitTopLevel(full, '|');
  if (parts.length < 2) return undefined;
  const kept = fitting(
    parts.map((part) => shortenTypeText(part).text),
    ' | ',
    ' | …'.length,
  );
  if (kept.length === 0) return undefined;
  return kept.length === parts.length ? kept.join(' | ') : `${kept.join(' | ')} | …`;
}

/** `{ root?: SlotProps<…>; input?: … }` → `{ root?, input? }`. */
function objectKeys(full: string): string | undefined {
  if (!full.startsWith('{') || closingIndex(full, '{', '}') !== full.length - 1) return undefined;
  const keys = splitTopLevel(full.slice(1, -1), ';').map((member) => memberName(member));
  const kept = fitting(keys, ', ', '{  , … }'.length);
  if (kept.length === 0) return undefined;
  return kept.length === keys.length ? `{ ${kept.join(', ')} }` : `{ ${kept.join(', ')}, … }`;
}

/** `<P>(event: SyntheticEvent<…>, value: T) => void` → `(event, value) => void`. */
function functionShape(full: string): string | undefined {
  const typeParametersEnd = full.startsWith('<') ? closingIndex(full, '<', '>') : -1;
  if (typeParametersEnd === undefined) return undefined;
  const signature = full.slice(typeParametersEnd + 1);
  if (!signature.startsWith('(')) return undefined;
  const close = closingIndex(signature, '(', ')');
  const rest = close === undefined ? '' : signature.slice(close + 1).trim();
  if (close === undefined || !rest.startsWith('=>')) return undefined;
  const parameters = splitTopLevel(signature.slice(1, close), ',').map((parameter) => memberName(parameter));
  return `(${parameters.join(', ')}) => ${shortenTypeText(rest.slice(2).trim()).text}`;
}

function genericName(full: string): string | undefined {
  const name = /^([\w.]+)</.exec(full)?.[1];
  return name ? `${name}<…>` : undefined;
}

/** The name part of `name?: Type`, `method(): Type` or `[key: string]: Type`. */
function memberName(member: string): string {
  if (member.startsWith('[')) return member.slice(0, member.indexOf(']') + 1);
  return /^[^:(]*/.exec(member)?.[0].trim() ?? member;
}

/** The leading items that fit in the length limit once joined, leaving `reserve` characters. */
function fitting(items: readonly string[], separator: string, reserve: number): string[] {
  const kept: string[] = [];
  for (const item of items) {
    if ([...kept, item].join(separator).length + reserve > TYPE_TEXT_MAX_LENGTH) break;
    kept.push(item);
  }
  return kept;
}

/** Index of the bracket that closes the one `text` starts with (the `>` of an arrow `=>` closes nothing). */
function closingIndex(text: string, open: string, close: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === open) depth += 1;
    else if (text[i] === close && !(close === '>' && text[i - 1] === '=')) depth -= 1;
    if (depth === 0) return i;
  }
  return undefined;
}

/** `(A & B)` → `A & B`: the parentheses only grouped the type inside the union that `undefined` was dropped from. */
function withoutOuterParentheses(text: string): string {
  return text.startsWith('(') && closingIndex(text, '(', ')') === text.length - 1 ? text.slice(1, -1) : text;
}

/** Splits printed type text on `separator` where it is not nested in brackets, generics or strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if ('([{<'.includes(char)) {
      depth += 1;
    } else if (')]}'.includes(char) || (char === '>' && text[i - 1] !== '=')) {
      depth -= 1;
    } else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}
