/**
 * The order of search hits. A reader who types a page's name means that page, above every page that merely mentions
 * the words, however often: field boosts alone cannot say this, as "button" is in the title of "ButtonBase API" as
 * much as in "Button", and more often in its text. So a hit's name (its page's title, or its section's heading) is
 * matched against the whole query, and the pages it names come first, then the pages whose names it begins, each the
 * reader's product's first; the rest by MiniSearch's score.
 */
import { isStopWord, tokenize } from './searchTerms.ts';

/** How a hit's name matches the whole query; better matches are larger. */
export const TitleMatch = {
  None: 0,
  /** The page's name (its title, without " API" on an API page) starts with the query: a name being typed, or a longer one. */
  TitlePrefix: 1,
  /** The section's heading is the query. */
  Heading: 2,
  /** The API page of what the query names ("Button API" for "button"): below the page about it. */
  ApiSubject: 3,
  /** The page's title is the query. */
  Title: 4,
} as const;
export type TitleMatch = (typeof TitleMatch)[keyof typeof TitleMatch];

export interface NameMatch {
  match: TitleMatch;
  /** How much of the page's name the query covers (1 when it is the name, 0 for a heading): "butt" is more of "Button" than of "ButtonGroup". */
  coverage: number;
  /** Whether the page is an API reference page, which ranks below the page about the same thing. */
  api: boolean;
}

const NO_MATCH: NameMatch = { match: TitleMatch.None, coverage: 0, api: false };
const HEADING_MATCH: NameMatch = { match: TitleMatch.Heading, coverage: 0, api: false };

// How the bundled API pages are titled (cli/api/apiPages.ts): the name of the component or hook, then " API".
const API_TITLE = /\sAPI$/;

// Inflections a name and a query may differ by ("Theming" for "theme", "Buttons" for "button"), longest first.
const SUFFIXES = ['ings', 'ing', 'ed', 'es', 's', 'e'];

/** A word without its inflection, so that forms of one word compare equal: "theme", "themed" and "theming" are "them". */
function wordStem(word: string): string {
  let stem = word;
  for (const suffix of SUFFIXES) {
    // Three letters at least stay: "bus" and "thing" are words of their own, not inflections.
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/**
 * A name as compared with the query: its words lowercased and stemmed, stop words out, run together ("Right-to-left"
 * → "rightleft", "TextField" and "Text fields" → "textfield").
 */
export function nameKey(text: string): string {
  return tokenize(text)
    .filter((word) => word && !isStopWord(word))
    .map((word) => wordStem(word.toLowerCase()))
    .join('');
}

interface TitleKeys {
  title: string;
  /** The key of what the page is about: its title's, without " API" on an API page. */
  subject: string;
  api: boolean;
}

// Kept per title: a site has a few hundred titles, and a query ranks hundreds of hits.
const titleKeys = new Map<string, TitleKeys>();

function keysOf(title: string): TitleKeys {
  let keys = titleKeys.get(title);
  if (!keys) {
    const api = API_TITLE.test(title);
    keys = { title: nameKey(title), subject: api ? nameKey(title.replace(API_TITLE, '')) : nameKey(title), api };
    titleKeys.set(title, keys);
  }
  return keys;
}

/**
 * The match of a hit named `title` (its page) and `heading` (its section; the intro's is the title) against the query
 * as `queryKey` ({@link nameKey}). Only a page's intro stands for the page: its other sections share its title.
 */
export function titleMatch(queryKey: string, title: string, heading: string, isIntro: boolean): NameMatch {
  if (!queryKey) return NO_MATCH;
  if (!isIntro) return nameKey(heading) === queryKey ? HEADING_MATCH : NO_MATCH;
  const keys = keysOf(title);
  if (keys.title === queryKey) return { match: TitleMatch.Title, coverage: 1, api: keys.api };
  if (keys.subject === queryKey) return { match: TitleMatch.ApiSubject, coverage: 1, api: true };
  if (keys.subject.startsWith(queryKey)) return { match: TitleMatch.TitlePrefix, coverage: queryKey.length / keys.subject.length, api: keys.api };
  return NO_MATCH;
}

/** What the order of hits looks at. */
export interface RankedHit {
  /** Whether the hit is in the reader's product. */
  current: boolean;
  name: NameMatch;
  /** MiniSearch's score. */
  score: number;
}

// The reader's own product first, as the reference site filters its search by product, without hiding the others.
const CURRENT_PRODUCT_BOOST = 2;
// A heading that is the query raises its section rather than ranking it above all: a Material UI reader's "css
// variables" means the CSS theme variables pages more than Joy UI's Linear Progress › CSS variables.
const HEADING_BOOST = 3;

/**
 * The tier of a hit, looked at first: the pages the query names (the reader's product's first, the page about a thing
 * before its API page; a Material UI reader's "sheet" means Joy UI's Sheet), then the pages whose names it begins (the
 * reader's product's first), then every other hit.
 */
function tier({ current, name }: RankedHit): number {
  if (name.match === TitleMatch.Title || name.match === TitleMatch.ApiSubject) return (current ? 5 : 3) + (name.match === TitleMatch.Title ? 1 : 0);
  if (name.match === TitleMatch.TitlePrefix) return current ? 2 : 1;
  return 0;
}

/** The score a hit ranks by within its tier. */
export function rankScore({ current, name, score }: RankedHit): number {
  return score * (current ? CURRENT_PRODUCT_BOOST : 1) * (name.match === TitleMatch.Heading ? HEADING_BOOST : 1);
}

/**
 * The order of hits: by tier; among pages whose name the query begins, the one it covers most first (typing "butt",
 * Button before ButtonGroup), a page before an API page; then by score.
 */
export function compareHits(a: RankedHit, b: RankedHit): number {
  return tier(b) - tier(a) || b.name.coverage - a.name.coverage || Number(a.name.api) - Number(b.name.api) || rankScore(b) - rankScore(a);
}
