/** The UI translations bundle: one entry per supported language, checked at compile time. */
import type { SUPPORTED_LANGUAGES } from '../constants.ts';
import type { TranslationTree } from '../i18n.ts';
import { en } from './en.ts';

export const translations = { en } as const satisfies Record<(typeof SUPPORTED_LANGUAGES)[number], TranslationTree>;
