/**
 * Exported feedback is read in terminals and spreadsheets, and its comments are written by anyone: a bidi override can
 * make a line read differently from what it holds, a C1 control or U+2028 can break the line or drive the terminal.
 * JSON may spell any character inside a string as \uXXXX, so escaping them loses nothing.
 */

/** Controls (C0, DEL, C1), format characters (bidi overrides and isolates, zero-width ones) and line/paragraph separators. */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `\uXXXX` for each UTF-16 unit of `character` (two for one past U+FFFF, as JSON spells it). */
const escapeCharacter = (character: string) =>
  Array.from({ length: character.length }, (_, i) => `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** `value` as one line of JSON with every control, format and bidi character escaped. */
export function safeJsonLine(value: unknown): string {
  // Outside strings JSON.stringify writes none of these characters, so each one found is inside a string.
  return JSON.stringify(value).replace(INVISIBLE_OR_CONTROL, escapeCharacter);
}
