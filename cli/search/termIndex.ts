/**
 * A shard's inverted index, built as MiniSearch builds its own (same tokenizer, term processing and field statistics,
 * so `toPlain()` equals its `toJSON()` for the same documents, but for the order of terms, which packing sorts) but
 * kept in a hash map. MiniSearch files terms in a radix tree, for the prefix and fuzzy queries of the browser; the build
 * only writes the index, and inserting into the tree was much of what indexing a large site cost. A term's documents in
 * a field are a list of (document id, occurrences) pairs rather than a map: documents are added in id order, so a
 * document's occurrences of a term are counted at the list's end; the lists live in a few typed arrays
 * (postingLists.ts), a few bytes per pair, and once they hold a few megabytes they are set aside on disk as a run, the
 * runs merged in term order as the index is packed (postingRuns.ts).
 *
 * A page's documents are indexed on their own first (`indexDocuments`), into compact {@link DocumentTerms} the build
 * cache keeps, then appended to the shard's index (`append`): a page whose text is unchanged since the last build is
 * appended from the cache without being tokenized again, and the result is the same as indexing every page afresh.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { chunksOf, compareTerms, SEARCH_FORMAT_VERSION, unpackChunk, type IndexChunk, type PackedIndex } from '../../runtime/islands/search/indexCodec.ts';
import { INDEX_OPTIONS, SEARCH_FIELDS } from '../../runtime/islands/search/searchTerms.ts';
import { SpilledList } from '../spillFile.ts';
import { uint32Blocks } from './blocks.ts';
import { PostingLists } from './postingLists.ts';
import { mergedRuns, type TermPostings } from './postingRuns.ts';

const tokenize: (text: string, fieldName?: string) => string[] = INDEX_OPTIONS.tokenize ?? MiniSearch.getDefault('tokenize');
const processTerm: (term: string, fieldName?: string) => string | string[] | null | undefined | false =
  INDEX_OPTIONS.processTerm ?? MiniSearch.getDefault('processTerm');

const FIELD_COUNT = SEARCH_FIELDS.length;

/** A document's value for each of SEARCH_FIELDS. */
export type DocumentFields = Readonly<Record<(typeof SEARCH_FIELDS)[number], string>>;

/**
 * The index of a few documents (a page's sections) numbered from 0, in a form that is cheap to store and to append:
 * typed arrays and one string, not a map of small arrays.
 */
export interface DocumentTerms {
  /** Per document, its length in each field (SEARCH_FIELDS order). */
  fieldLength: Uint32Array;
  /** The distinct terms, joined by spaces (no term holds whitespace: packing refuses one that does). */
  terms: string;
  /** Per term in `terms` order, per field: the number of documents n, then n (document, occurrences) pairs. */
  postings: Uint32Array;
}

/** Term → per field id: document id, occurrences, document id, occurrences… in document order. */
type Postings = Map<string, number[][]>;

function addTerm(postings: Postings, term: string, fieldId: number, documentId: number): void {
  let byField = postings.get(term);
  if (!byField) {
    byField = [];
    postings.set(term, byField);
  }
  const pairs = (byField[fieldId] ??= []);
  if (pairs.length > 0 && pairs[pairs.length - 2] === documentId) pairs[pairs.length - 1] += 1;
  else pairs.push(documentId, 1);
}

/** Indexes `documents` (ids 0, 1, 2… in order) on their own. */
export function indexDocuments(documents: readonly DocumentFields[]): DocumentTerms {
  const postings: Postings = new Map();
  const fieldLength = new Uint32Array(documents.length * FIELD_COUNT);
  documents.forEach((values, documentId) => {
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const tokens = tokenize(values[field], field);
      // As MiniSearch counts it: distinct tokens, before term processing.
      fieldLength[documentId * FIELD_COUNT + fieldId] = new Set(tokens).size;
      for (const token of tokens) {
        const terms = processTerm(token, field);
        if (Array.isArray(terms)) for (const term of terms) addTerm(postings, term, fieldId, documentId);
        else if (terms) addTerm(postings, terms, fieldId, documentId);
      }
    });
  });
  const encoded: number[] = [];
  for (const byField of postings.values()) {
    for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
      const pairs = byField[fieldId] ?? [];
      encoded.push(pairs.length / 2, ...pairs);
    }
  }
  return { fieldLength, terms: [...postings.keys()].join(' '), postings: Uint32Array.from(encoded) };
}

/**
 * Bytes of postings a shard holds before it sets them aside as a run: a thousand-page site's fit (and are never set
 * aside); ten thousand pages' took about fifteen megabytes.
 */
const RUN_BYTES = 4 * 1024 * 1024;

/** Field lengths per piece of their text in a shard head. */
const FIELD_LENGTHS_PER_PIECE = 4096;

export class TermIndex {
  /** Per term, the first of its lists, one per field in field order: the postings not yet set aside. */
  private terms = new Map<string, number>();
  private lists = new PostingLists();
  /** Postings set aside, in the order of their documents. */
  private readonly runs: SpilledList<TermPostings>[] = [];
  /** Per document, its length in each field: a number per field of every section of the site, so in a typed store. */
  private readonly fieldLength = uint32Blocks();
  private readonly averageFieldLength: number[] = [];

  /** `runBytes`: the postings held before they are set aside (a test sets few). */
  constructor(private readonly runBytes = RUN_BYTES) {}

  /** The number of documents indexed. */
  get documentCount(): number {
    return this.fieldLength.length / FIELD_COUNT;
  }

  private firstList(term: string): number {
    let first = this.terms.get(term);
    if (first === undefined) {
      first = this.lists.create();
      for (let fieldId = 1; fieldId < FIELD_COUNT; fieldId++) this.lists.create();
      this.terms.set(term, first);
    }
    return first;
  }

  /** Appends documents indexed on their own: they take the next ids, in their order. */
  append({ fieldLength, terms, postings }: DocumentTerms): void {
    const offset = this.documentCount;
    for (let local = 0; local * FIELD_COUNT < fieldLength.length; local++) {
      const documentId = offset + local;
      // Updated a document at a time, as MiniSearch does, so the floating-point result is the same to the last bit.
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
        const length = fieldLength[local * FIELD_COUNT + fieldId];
        this.fieldLength.push(length);
        this.averageFieldLength[fieldId] = ((this.averageFieldLength[fieldId] || 0) * documentId + length) / (documentId + 1);
      }
    }
    if (!terms) return;
    let at = 0;
    for (const term of terms.split(' ')) {
      const first = this.firstList(term);
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
        const count = postings[at++];
        for (let i = 0; i < count; i++, at += 2) this.lists.add(first + fieldId, offset + postings[at], postings[at + 1]);
      }
    }
    // Between pages: a run holds whole documents, so no document's occurrences of a term are split between two.
    if (this.lists.byteSize > this.runBytes) this.setRunAside();
  }

  /** Sets the postings held aside on disk, as a run, and starts holding new ones. */
  private setRunAside(): void {
    const run = new SpilledList<TermPostings>();
    for (const postings of this.postingsHeld()) run.push(postings);
    // Its last terms' postings would wait in memory until the runs are merged otherwise.
    run.setAsideHeld();
    this.runs.push(run);
    this.terms = new Map();
    this.lists = new PostingLists();
  }

  /** The postings held (not set aside), in term order. */
  private *postingsHeld(): Generator<TermPostings> {
    const { terms, lists } = this;
    for (const term of [...terms.keys()].sort(compareTerms)) {
      const first = terms.get(term)!;
      yield [term, SEARCH_FIELDS.map((_, fieldId) => lists.packed(first + fieldId)), SEARCH_FIELDS.map((_, fieldId) => lists.lastDocumentOf(first + fieldId))];
    }
  }

  /** Every term's postings in term order: the runs set aside merged with those held. */
  private sortedPostings(): Iterable<TermPostings> {
    return this.runs.length ? mergedRuns([...this.runs, this.postingsHeld()]) : this.postingsHeld();
  }

  /** Indexes the next document, given its value for each of SEARCH_FIELDS. */
  add(values: DocumentFields): void {
    this.append(indexDocuments([values]));
  }

  /** Per document its length in each field, and each field's average length over the documents. */
  get fieldStatistics(): Omit<PackedIndex, 'chunks'> {
    return { fieldLength: Array.from({ length: this.fieldLength.length }, (_, at) => this.fieldLength.get(at)), averageFieldLength: this.averageFieldLength };
  }

  /**
   * The field lengths as JSON writes the array's content (`fieldStatistics.fieldLength` without its brackets), in
   * pieces: a large site's, as one array of numbers and then one string, took megabytes as its index was packed.
   */
  *fieldLengthText(): Generator<string> {
    for (let first = 0; first < this.fieldLength.length; first += FIELD_LENGTHS_PER_PIECE) {
      let piece = first > 0 ? ',' : '';
      const end = Math.min(first + FIELD_LENGTHS_PER_PIECE, this.fieldLength.length);
      for (let at = first; at < end; at++) piece += at > first ? `,${this.fieldLength.get(at)}` : String(this.fieldLength.get(at));
      yield piece;
    }
  }

  /** Each field's average length over the documents. */
  get averageFieldLengths(): readonly number[] {
    return this.averageFieldLength;
  }

  /** The index packed into chunks of about `chunkChars` characters, in term order, made one at a time. */
  *packedChunks(chunkChars: number): Generator<IndexChunk> {
    yield* chunksOf(
      (function* (postings) {
        for (const [term, packed] of postings) yield [term, packed.join(';')] as const;
      })(this.sortedPostings()),
      chunkChars,
    );
  }

  /** The index packed into chunks of about `chunkChars` characters, all at once. */
  pack(chunkChars: number): PackedIndex {
    return { ...this.fieldStatistics, chunks: [...this.packedChunks(chunkChars)] };
  }

  /** The index in MiniSearch's serialised form. */
  toPlain(): AsPlainObject {
    const count = this.documentCount;
    const ids = Array.from({ length: count }, (_, id) => id);
    return {
      documentCount: count,
      nextId: count,
      documentIds: Object.fromEntries(ids.map((id) => [id, id])),
      fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, i) => [field, i])),
      fieldLength: Object.fromEntries(ids.map((id) => [id, SEARCH_FIELDS.map((_, fieldId) => this.fieldLength.get(id * FIELD_COUNT + fieldId))])),
      averageFieldLength: this.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [...this.sortedPostings()].map(([term, packed]) => {
        const [[, byField]] = unpackChunk({ v: SEARCH_FORMAT_VERSION, terms: term, postings: packed.join(';') });
        return [term, Object.fromEntries([...byField].map(([fieldId, counts]) => [fieldId, Object.fromEntries(counts)]))];
      }),
      serializationVersion: 2,
    };
  }
}
