/**
 * A deterministic stand-in for a docs site, to measure the search files: the bundled site's product mix, pages of
 * 4–10 sections of skewed length (mostly short, some long), and a Zipf-distributed vocabulary of made-up words.
 * Random words co-occur less than real prose does, so the index comes out larger than a real one of the same size.
 */
import type { SearchDoc } from '../../../cli/search/buildSearchIndex.ts';

const PRODUCTS: Array<[id: string | null, share: number]> = [
  ['material-ui', 0.45],
  ['joy-ui', 0.2],
  ['base-ui', 0.12],
  ['system', 0.1],
  ['experiments', 0.08],
  [null, 0.05],
];
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vo', 'zi', 'be', 'do', 'fu', 'ga', 'hi', 'jo', 'pe', 'si'];

/** mulberry32: a tiny seeded generator, so every run measures the same corpus. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function word(rank: number): string {
  let text = '';
  for (let n = rank + 1; n > 0; n = Math.floor(n / SYLLABLES.length)) text += SYLLABLES[n % SYLLABLES.length];
  return text;
}

export interface CorpusShape {
  pages: number;
  /** Mean characters of text per section (the bundled site's pages average about 190). */
  sectionChars: number;
  vocabulary: number;
  seed?: number;
}

/** Synthetic docs with the bundled site's product mix. */
export function syntheticCorpus({ pages, sectionChars, vocabulary, seed = 1 }: CorpusShape): SearchDoc[] {
  const next = random(seed);
  const words = Array.from({ length: vocabulary }, (_, rank) => word(rank));
  // Zipf (s = 1): the cumulative weights are searched for a uniform draw.
  const cumulative: number[] = [];
  words.reduce((sum, _, rank) => (cumulative[rank] = sum + 1 / (rank + 1)), 0);
  const total = cumulative[cumulative.length - 1];
  const pick = () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return words[low];
  };
  const sentence = (length: number) => Array.from({ length }, pick).join(' ');
  const text = (chars: number) => {
    let out = '';
    while (out.length < chars) out += `${sentence(6 + Math.floor(next() * 10))}. `;
    return out.trim();
  };

  const docs: SearchDoc[] = [];
  let remaining = pages;
  PRODUCTS.forEach(([productId, share], i) => {
    const count = i === PRODUCTS.length - 1 ? remaining : Math.round(pages * share);
    remaining -= count;
    for (let n = 0; n < count; n++) {
      const title = `${sentence(1 + Math.floor(next() * 2))} page ${n}`;
      const sectionCount = 4 + Math.floor(next() * 7);
      const sections = Array.from({ length: sectionCount }, (_, s) => {
        // Mostly short sections and a few long ones, as docs have: from a fifth to about 2.6 times the mean.
        const chars = Math.round(sectionChars * (0.2 + 2.2 * next() ** 2.2 + 0.2 * next()));
        return s === 0 ? { id: null, heading: title, text: text(chars) } : { id: `section-${s}`, heading: sentence(1 + Math.floor(next() * 3)), text: text(chars) };
      });
      docs.push({ route: productId ? `/${productId}/page-${n}/` : `/page-${n}/`, title, productId, sections });
    }
  });
  return docs;
}
