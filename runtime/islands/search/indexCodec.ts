/**
 * The search files' format. A manifest names one shard per product. A shard's head holds its page and section
 * tables and the document statistics; its terms and postings are split, in term order, into chunks, of which a query
 * fetches only those its words fall in (as Pagefind does), so the first query's cost follows the words typed, not the
 * product's size. Section text lives in one file per page, fetched for the pages a query shows.
 *
 * The index is MiniSearch's own serialised form (`toJSON()`), rewritten losslessly: its postings are JSON objects
 * keyed by document id, which gzip poorly; delta-coded base-36 lists gzip much smaller.
 */
import type { AsPlainObject } from 'minisearch';

/** Bumped when the shapes below change, so a stale cached file is never misread. */
export const SEARCH_FORMAT_VERSION = 1;

export interface ManifestShard {
  /** The product id the shard's pages belong to; null for pages outside any product. */
  product: string | null;
  /** File name of the shard's head, relative to the manifest (as are all file names below). */
  file: string;
}

/** The entry file: small, so it can be fetched on intent before the reader types. */
export interface Manifest {
  v: number;
  shards: ManifestShard[];
}

/** A page: route, title, product display name, and its text file. */
export type ShardPage = [route: string, title: string, product: string | null, textFile: string];
/**
 * A section, whose position in the table is its MiniSearch id; a page's sections are contiguous and in page order.
 * `hasText` is 1 when the section has text, so the results list can keep room for its snippet before the text loads.
 */
export type ShardSection = [page: number, anchor: string | null, heading: string, hasText: 0 | 1];

/** A chunk of a shard's index: the terms from `first` to `last` (inclusive, in code-unit order). */
export interface ChunkRef {
  first: string;
  last: string;
  file: string;
}

export interface ShardHead {
  v: number;
  pages: ShardPage[];
  sections: ShardSection[];
  /** Field lengths of each section in id order, one per field. */
  fieldLength: number[];
  averageFieldLength: number[];
  chunks: ChunkRef[];
}

export interface IndexChunk {
  v: number;
  /** Sorted terms, space-separated (the tokenizer splits on spaces, so no term holds one). */
  terms: string;
  /** Per term, space-separated: per field, `;`-separated: `,`-separated entries of base-36 id delta, then `.` and the count when above 1. */
  postings: string;
}

/** A page's text file: the text of each of its sections, in order. */
export interface PageTexts {
  v: number;
  texts: string[];
}

export interface PackedIndex {
  fieldLength: number[];
  averageFieldLength: number[];
  chunks: IndexChunk[];
}

/** Packs MiniSearch's serialised index into chunks of about `chunkChars` characters; its documents must have ids 0…n-1. */
export function packIndex(plain: AsPlainObject, fields: readonly string[], chunkChars: number): PackedIndex {
  if (fields.some((field, i) => plain.fieldIds[field] !== i)) throw new Error(`search index fields must be ${fields.join(', ')} in that order`);
  const fieldLength: number[] = [];
  for (let shortId = 0; shortId < plain.documentCount; shortId++) {
    if (plain.documentIds[shortId] !== shortId) throw new Error('search index documents must have ids 0…n-1 in insertion order');
    fieldLength.push(...plain.fieldLength[shortId]);
  }
  const byTerm = new Map(plain.index);
  const postingsOf = (term: string) => fields.map((_, fieldId) => pairsOf(byTerm.get(term)![fieldId]));
  return { fieldLength, averageFieldLength: plain.averageFieldLength, chunks: packPostings([...byTerm.keys()], postingsOf, fields.length, chunkChars) };
}

/** MiniSearch's occurrences by document id as (document id, occurrences) pairs, ids ascending. */
function pairsOf(frequencies: Record<string, number> | undefined): number[] | undefined {
  if (!frequencies) return undefined;
  return Object.keys(frequencies)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((id) => [id, frequencies[id]]);
}

/**
 * Packs the postings of `terms` (sorted here, in place) into chunks of about `chunkChars` characters, in term order.
 * `postingsOf` gives a term's documents per field id as (document id, occurrences) pairs, ids ascending (none where
 * the term is absent); it is asked a term at a time, so a large index need not be unpacked all at once.
 */
export function packPostings(
  terms: string[],
  postingsOf: (term: string) => ReadonlyArray<readonly number[] | undefined>,
  fieldCount: number,
  chunkChars: number,
): IndexChunk[] {
  terms.sort(compareTerms);
  const packed = function* () {
    for (const term of terms) {
      const byField = postingsOf(term);
      yield [term, Array.from({ length: fieldCount }, (_, fieldId) => packPairs(byField[fieldId])).join(';')] as const;
    }
  };
  return [...chunksOf(packed(), chunkChars)];
}

/** The order of a shard's terms: by UTF-16 code units, as the chunks' first and last terms are compared. */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Terms in order (see {@link compareTerms}), each with its postings packed and its fields joined by `;`, made into
 * chunks of about `chunkChars` characters: a chunk ends with the term that takes it to the size.
 */
export function* chunksOf(entries: Iterable<readonly [term: string, postings: string]>, chunkChars: number): Generator<IndexChunk> {
  let chunkTerms: string[] = [];
  let postings: string[] = [];
  let size = 0;
  for (const [term, packed] of entries) {
    if (!term || /\s/.test(term)) throw new Error(`search term ${JSON.stringify(term)} cannot be packed`);
    chunkTerms.push(term);
    postings.push(packed);
    size += term.length + packed.length + 2;
    if (size >= chunkChars) {
      yield { v: SEARCH_FORMAT_VERSION, terms: chunkTerms.join(' '), postings: postings.join(' ') };
      chunkTerms = [];
      postings = [];
      size = 0;
    }
  }
  if (chunkTerms.length) yield { v: SEARCH_FORMAT_VERSION, terms: chunkTerms.join(' '), postings: postings.join(' ') };
}

/** A field's pairs as `,`-separated base-36 id deltas, each with `.` and the count when above 1. */
export function packPairs(pairs: readonly number[] | undefined): string {
  if (!pairs) return '';
  let packed = '';
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    const id = pairs[i];
    const count = pairs[i + 1];
    packed += `${i ? ',' : ''}${(id - previous).toString(36)}${count > 1 ? `.${count.toString(36)}` : ''}`;
    previous = id;
  }
  return packed;
}

/** MiniSearch's serialised form of a head: every document and its statistics, no terms yet (for `MiniSearch.loadJS`). */
export function unpackHead(head: ShardHead, fields: readonly string[]): AsPlainObject {
  const width = fields.length;
  const documentCount = head.sections.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < documentCount; id++) {
    documentIds[id] = id;
    fieldLength[id] = head.fieldLength.slice(id * width, id * width + width);
  }
  return {
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: head.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
}

/** Term frequencies by document id, by field id: the shape of a term's entry in MiniSearch's index. */
export type TermData = Map<number, Map<number, number>>;

/** A chunk's terms with their postings, in the shape MiniSearch keeps them. */
export function unpackChunk(chunk: IndexChunk): Array<[term: string, data: TermData]> {
  const postings = chunk.postings.split(' ');
  return chunk.terms.split(' ').map((term, t) => {
    const data: TermData = new Map();
    postings[t].split(';').forEach((list, fieldId) => {
      if (list) data.set(fieldId, unpackFrequencies(list));
    });
    return [term, data];
  });
}

function unpackFrequencies(list: string): Map<number, number> {
  const frequencies = new Map<number, number>();
  let id = 0;
  for (const entry of list.split(',')) {
    const dot = entry.indexOf('.');
    id += parseInt(dot < 0 ? entry : entry.slice(0, dot), 36);
    frequencies.set(id, dot < 0 ? 1 : parseInt(entry.slice(dot + 1), 36));
  }
  return frequencies;
}

/**
 * Positions of the chunks a query term needs: those holding a term it is a prefix of (prefix search), or, when none
 * does, the chunks either side of where it would sort, which hold its nearest spellings (fuzzy search).
 */
export function chunksForTerm(chunks: readonly ChunkRef[], term: string): number[] {
  const end = `${term}\uffff`;
  const needed: number[] = [];
  chunks.forEach((chunk, i) => {
    if (chunk.first <= end && chunk.last >= term) needed.push(i);
  });
  if (needed.length) return needed;
  const after = chunks.findIndex((chunk) => chunk.first > term);
  if (after < 0) return chunks.length ? [chunks.length - 1] : [];
  return after === 0 ? [0] : [after - 1, after];
}
