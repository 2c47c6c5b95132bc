/** One UI translator per page language for a whole build, so a missing key or language is reported once, not once per page. */
import type { TranslatorLog } from '../../runtime/i18n.ts';
import { createUiTranslator, type UiTranslate } from '../../runtime/translations/index.ts';

/** The translator of a language, made on first use. */
export type TranslatorFor = (language: string) => UiTranslate;

export function createTranslators(log?: TranslatorLog): TranslatorFor {
  const byLanguage = new Map<string, UiTranslate>();
  return (language) => {
    let translate = byLanguage.get(language);
    if (!translate) {
      translate = createUiTranslator(language, { log });
      byLanguage.set(language, translate);
    }
    return translate;
  };
}
