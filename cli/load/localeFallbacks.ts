/**
 * Translations that lag behind, as Starlight serves them: a Starlight site keeps each language in a folder of its own
 * (`de/`, `pt-br/`, `zh-cn/`) beside the default language's pages, and a page a language has not translated yet is
 * still served at that language's route, in the default language with a note saying so. Links between translated
 * pages rely on it (`/hi/guides/x/` exists on a Starlight site even when `hi/guides/x.mdx` does not).
 */
import { plainPage, type SourcePage } from '../model.ts';

/** A language folder's name: a language code with an optional region or script (`de`, `pt-br`, `zh-cn`). */
const LOCALE_FOLDER = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** Whether `name` is a language code the platform knows (so `de` is, while a folder named `api` or `faq` is not). */
function isLanguageCode(name: string): boolean {
  if (!LOCALE_FOLDER.test(name)) return false;
  try {
    return languageNames.of(name)?.toLowerCase() !== name.toLowerCase();
  } catch {
    return false;
  }
}

/** The note above a page shown in the default language; its lines come before the body, so positions still match the file. */
const FALLBACK_NOTE = ':::note\nThis page is not translated into this language yet; it is shown in the default language.\n:::\n\n';
const FALLBACK_NOTE_LINES = FALLBACK_NOTE.split('\n').length - 1;

const firstSegment = (route: string) => route.split('/')[1] ?? '';

/** The language folders: top-level folders named by a language code that hold their own home page. */
function localesOf(pages: readonly SourcePage[]): string[] {
  const routes = new Set(pages.map((page) => page.route));
  const candidates = new Set(pages.map((page) => firstSegment(page.route)).filter(isLanguageCode));
  return [...candidates].filter((locale) => routes.has(`/${locale}/`)).sort();
}

/** A page for each default-language page a language folder lacks, at that language's route. */
export function localeFallbackPages(pages: readonly SourcePage[]): SourcePage[] {
  const locales = localesOf(pages);
  if (!locales.length) return [];
  const routes = new Set(pages.map((page) => page.route));
  const localeSet = new Set(locales);
  const defaultPages = pages.filter((page) => !localeSet.has(firstSegment(page.route)));
  return locales.flatMap((locale) =>
    defaultPages
      .filter((page) => !routes.has(`/${locale}${page.route}`))
      .map((page) => plainPage(page, FALLBACK_NOTE + page.body, { route: `/${locale}${page.route}`, bodyLine: page.bodyLine - FALLBACK_NOTE_LINES })),
  );
}
