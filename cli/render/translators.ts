/** One UI translator per page language for a whole build, so a missing key or language is reported once, not once per page. */
import { MISSING_LANGUAGE_PLACEHOLDER, type TranslatorLog } from '../../runtime/i18n.ts';
import { SUPPORTED_LANGUAGES } from '../../runtime/constants.ts';
import { createUiTranslator, type UiTranslate } from '../../runtime/translations/index.ts';

/** The translator of a language, made on first use. */
export type TranslatorFor = (language: string) => UiTranslate;

/**
 * The build's log for a language's translator: the runtime's terse "Missing language" gets what it means for the site
 * and where, as a site with a `zh/` folder (a VitePress locale, say) meets it with no other hint.
 */
function buildLog(language: string): TranslatorLog {
  return {
    warn: (message) => console.warn(message),
    error: (message) =>
      console.error(
        `${message} docsgen has no interface strings in "${language}" (it has ${SUPPORTED_LANGUAGES.join(', ')}), so the menus, buttons and labels of the pages under /${language}/ show "${MISSING_LANGUAGE_PLACEHOLDER}"; their content is built as written.`,
      ),
  };
}

export function createTranslators(log?: TranslatorLog): TranslatorFor {
  const byLanguage = new Map<string, UiTranslate>();
  return (language) => {
    let translate = byLanguage.get(language);
    if (!translate) {
      translate = createUiTranslator(language, { log: log ?? buildLog(language) });
      byLanguage.set(language, translate);
    }
    return translate;
  };
}
