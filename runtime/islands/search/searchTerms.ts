/**
 * How text becomes search terms, shared by the build (which writes the index) and the browser (which reads and
 * queries it): MiniSearch must be given the same fields and term processing on both sides.
 */
import MiniSearch, { type Options } from 'minisearch';

/** The indexed fields of a section, in field-id order. The page title is indexed on every section so "button variants" finds Button › Variants. */
export const SEARCH_FIELDS = ['title', 'heading', 'text'] as const;

// Words in nearly every section: indexing them costs about an eighth of the index and ranks nothing.
const STOP_WORDS = new Set(
  'a also an and are as at be been but by can could do does for from has have here how if in into is it its of on or our should so than that the their them then there these they this to us was we were what when where which who why will with would you your'.split(' '),
);

const wordsOf: (text: string) => string[] = MiniSearch.getDefault('tokenize');

// Scripts written without spaces between words: Chinese and Japanese, and Korean compounds. Script extensions, so that
// marks both kana share (the prolonged sound mark of "ダークモード") belong to the run.
const CJK = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}';
const HAS_CJK = new RegExp(`[${CJK}]`, 'u');
const CJK_OR_OTHER_RUN = new RegExp(`[${CJK}]+|[^${CJK}]+`, 'gu');

/**
 * A run of CJK text as its overlapping pairs of characters ("深色模式" → 深色 色模 模式), a single character as itself.
 * Pairs rather than the words of a dictionary (Intl.Segmenter): the index is split in Node at the build and the query
 * in the reader's browser, whose dictionaries differ, and a word split differently on the two sides would never match;
 * a query's pairs match wherever its characters stand together in the text.
 */
function characterPairs(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length < 2) return [run];
  return characters.slice(1).map((character, i) => characters[i] + character);
}

/** A word's CJK runs as their character pairs, its other runs as they are ("mode来启用" → mode 来启 启用). */
function splitCjk(word: string): string[] {
  return (word.match(CJK_OR_OTHER_RUN) ?? []).flatMap((run) => (HAS_CJK.test(run) ? characterPairs(run) : [run]));
}

/** The words of a text, as MiniSearch splits them (at spaces and punctuation), CJK runs split into character pairs. */
export function tokenize(text: string): string[] {
  const words = wordsOf(text);
  // Most text has no CJK: it is split as MiniSearch splits it, without looking at each word.
  if (!HAS_CJK.test(text)) return words;
  return words.flatMap((word) => (HAS_CJK.test(word) ? splitCjk(word) : [word]));
}

/** Whether `word` (any case) is one of the words left out of the index. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** A token's terms: lowercased, plus the parts of a camelCase identifier so "theme" also finds createTheme. */
export function splitTerm(token: string): string[] | null {
  // The tokenizer yields empty tokens around punctuation; MiniSearch skips a falsy term but not one inside an array.
  if (!token) return null;
  const lower = token.toLowerCase();
  // Most words are lowercase already: only a word with capitals can be an identifier to split.
  if (lower === token) return [lower];
  const spaced = token.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2');
  if (spaced === token) return [lower];
  const parts = spaced.toLowerCase().split(' ').filter((part) => part.length > 1 && !STOP_WORDS.has(part));
  return [...new Set([lower, ...parts])];
}

/** Index-time term processing: {@link splitTerm} without the stop words. */
export function indexTerms(token: string): string | string[] | null {
  if (!token) return null;
  const lower = token.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  // The common case without an array: a site's index build calls this for every word of every page.
  return lower === token ? lower : splitTerm(token);
}

/**
 * The query with its stop words removed, but for a last word still being typed: "the" may be the start of "theme".
 * Stop words are not in the index, so left in an AND query they would match nothing.
 */
export function withoutStopWords(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const typing = /\S$/.test(query);
  return words.filter((word, i) => (typing && i === words.length - 1) || !isStopWord(word)).join(' ');
}

/** MiniSearch options for a shard: the same at build and in the browser. */
export const INDEX_OPTIONS: Options = {
  fields: [...SEARCH_FIELDS],
  idField: 'id',
  tokenize,
  processTerm: indexTerms,
};
