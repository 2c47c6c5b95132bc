/** UI-string lookup by dotted key with English fallback (SPEC §3 Translations bundle, §8). */
import { DEFAULT_LANGUAGE } from './constants.ts';

export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}
/** Translations keyed by language code; `en` is the fallback and must be complete. */
export type TranslationsBundle = Readonly<Record<string, TranslationTree>>;

/** Returns the string, or null when neither the language nor English has it (callers then render nothing). */
export type Translate = (key: string) => string | null;

/** The dotted path of every string in a translation tree: `{ a: { b: 'x' } }` gives `'a.b'`. */
export type DottedKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DottedKeys<T[K]>}`;
}[keyof T & string];

export interface TranslatorLog {
  warn(message: string): void;
  error(message: string): void;
}

/** Shown in place of every string when the page's language has no translations at all. */
export const MISSING_LANGUAGE_PLACEHOLDER = '…';

function lookup(tree: TranslationTree | undefined, key: string): string | null {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    // Own keys only: `constructor.name` must not resolve through the prototype.
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return null;
    node = node[part];
  }
  // A key that names a group (an object) is a caller mistake, so it counts as missing.
  return typeof node === 'string' ? node : null;
}

/**
 * Creates `t(key)` for `language`. Warnings are deduplicated per translator, so create one per language and reuse it.
 */
export function createTranslator(
  bundle: TranslationsBundle,
  language: string,
  log: TranslatorLog = console,
): Translate {
  const wordings = Object.hasOwn(bundle, language) ? bundle[language] : undefined;
  if (wordings === undefined) {
    let reported = false;
    return () => {
      // Once, not per string: a page asks for dozens of strings and one message says it all.
      if (!reported) log.error(`Missing language: ${language}.`);
      reported = true;
      return MISSING_LANGUAGE_PLACEHOLDER;
    };
  }
  const warned = new Set<string>();
  return (key) => {
    const translation = lookup(wordings, key);
    if (translation !== null) return translation;
    if (!warned.has(key)) {
      warned.add(key);
      log.warn(`Missing translation for ${language}:${key}`);
    }
    return language === DEFAULT_LANGUAGE ? null : lookup(bundle[DEFAULT_LANGUAGE], key);
  };
}

/** Replaces each `{name}` in `text` by its value; a name without a value stays as written, so the gap shows. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
