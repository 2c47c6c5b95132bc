/**
 * A shard's inverted index, built as MiniSearch builds its own (same tokenizer, term processing and field statistics,
 * so `toPlain()` equals its `toJSON()` for the same documents, but for the order of terms, which packing sorts) but
 * kept in a hash map. MiniSearch files terms in a radix tree, for the prefix and fuzzy queries of the browser; the build
 * only writes the index, and inserting into the tree was much of what indexing a large site cost. A term's documents in
 * a field are a flat list of (document id, occurrences) pairs rather than a map: documents are added in id order, so a
 * document's occurrences of a term are counted at the list's end, and the index, held until the whole site is indexed,
 * takes a fraction of a map's memory per entry.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, SEARCH_FIELDS } from '../../runtime/islands/search/searchTerms.ts';

const tokenize: (text: string, fieldName?: string) => string[] = INDEX_OPTIONS.tokenize ?? MiniSearch.getDefault('tokenize');
const processTerm: (term: string, fieldName?: string) => string | string[] | null | undefined | false =
  INDEX_OPTIONS.processTerm ?? MiniSearch.getDefault('processTerm');

export class TermIndex {
  /** Term → per field id: document id, occurrences, document id, occurrences… in document order. */
  private readonly postings = new Map<string, number[][]>();
  private readonly fieldLength: number[][] = [];
  private readonly averageFieldLength: number[] = [];

  private addTerm(term: string, fieldId: number, documentId: number): void {
    let byField = this.postings.get(term);
    if (!byField) {
      byField = [];
      this.postings.set(term, byField);
    }
    const pairs = (byField[fieldId] ??= []);
    if (pairs.length > 0 && pairs[pairs.length - 2] === documentId) pairs[pairs.length - 1] += 1;
    else pairs.push(documentId, 1);
  }

  /** Indexes the next document (ids are 0, 1, 2… in order of addition), given its value for each of SEARCH_FIELDS. */
  add(values: Readonly<Record<(typeof SEARCH_FIELDS)[number], string>>): void {
    const documentId = this.fieldLength.length;
    const lengths: number[] = [];
    this.fieldLength.push(lengths);
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const tokens = tokenize(values[field], field);
      // As MiniSearch counts it: distinct tokens, before term processing.
      const length = new Set(tokens).size;
      lengths[fieldId] = length;
      this.averageFieldLength[fieldId] = ((this.averageFieldLength[fieldId] || 0) * documentId + length) / (documentId + 1);
      for (const token of tokens) {
        const terms = processTerm(token, field);
        if (Array.isArray(terms)) for (const term of terms) this.addTerm(term, fieldId, documentId);
        else if (terms) this.addTerm(terms, fieldId, documentId);
      }
    });
  }

  /** The index in MiniSearch's serialised form. */
  toPlain(): AsPlainObject {
    const count = this.fieldLength.length;
    const ids = Array.from({ length: count }, (_, id) => id);
    return {
      documentCount: count,
      nextId: count,
      documentIds: Object.fromEntries(ids.map((id) => [id, id])),
      fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, i) => [field, i])),
      fieldLength: Object.fromEntries(ids.map((id) => [id, this.fieldLength[id]])),
      averageFieldLength: this.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [...this.postings].map(([term, byField]) => [
        term,
        Object.fromEntries(byField.flatMap((pairs, fieldId) => (pairs ? [[fieldId, countsByDocument(pairs)]] : []))),
      ]),
      serializationVersion: 2,
    };
  }
}

/** A flat list of (document id, occurrences) pairs as the object MiniSearch serialises. */
function countsByDocument(pairs: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (let i = 0; i < pairs.length; i += 2) counts[pairs[i]] = pairs[i + 1];
  return counts;
}
