/** The page's UI strings for the server-rendered layouts and shell: the render of each page provides the translator of its language. */
import * as React from 'react';
import { DEFAULT_LANGUAGE } from '../../runtime/constants.ts';
import { createUiTranslator, type UiTranslate } from '../../runtime/translations/index.ts';

// Outside a page render (a component rendered on its own, the Markdown pipeline in tests) the default language applies.
const TranslationContext = React.createContext<UiTranslate>(createUiTranslator(DEFAULT_LANGUAGE));

/** Provides `value`, the translator of the page's language, to every component below it. */
export const TranslationProvider = TranslationContext.Provider;

/** `t(key, values?)` in the language of the page being rendered. */
export function useTranslate(): UiTranslate {
  return React.useContext(TranslationContext);
}
