/** The UI translations bundle: one entry per supported language, checked at compile time, and its typed lookup. */
import type { SUPPORTED_LANGUAGES } from '../constants.ts';
import { createTranslator, fillPlaceholders, type DottedKeys, type TranslationsBundle, type TranslationTree, type TranslatorLog } from '../i18n.ts';
import { en } from './en.ts';

export const translations = { en } as const satisfies Record<(typeof SUPPORTED_LANGUAGES)[number], TranslationTree>;

/** Every string the UI can ask for; a key that `en` lacks is a compile error at the call site. */
export type TranslationKey = DottedKeys<typeof en>;

/** `t(key)`, with `{name}` placeholders filled from `values`. */
export type UiTranslate = (key: TranslationKey, values?: Readonly<Record<string, string | number>>) => string;

export interface UiTranslatorOptions {
  /** Defaults to the site's bundle; tests pass partial ones. */
  bundle?: TranslationsBundle;
  log?: TranslatorLog;
}

/** The typed translator for `language` (SPEC §8: missing key → warning and English; missing language → ellipsis). */
export function createUiTranslator(language: string, { bundle = translations, log }: UiTranslatorOptions = {}): UiTranslate {
  const translate = createTranslator(bundle, language, log);
  // With the site's bundle a typed key is always in `en`, the fallback, so the empty string is not reached.
  return (key, values) => {
    const text = translate(key) ?? '';
    return values ? fillPlaceholders(text, values) : text;
  };
}
