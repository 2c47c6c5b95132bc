/**
 * A shard's postings set aside in runs as its index grows, and the runs merged in term order when the index is packed.
 * Held whole until the last page was indexed, a large site's postings took tens of megabytes (a common word has a pair
 * for nearly every section of the site); set aside a few megabytes at a time, they are packed by reading the runs
 * side by side, a block of each at a time, into the same chunks.
 */
import { compareTerms } from '../../runtime/islands/search/indexCodec.ts';

/**
 * A term's postings in a run: per field, its pairs packed as the index writes them (`packPairs`, indexCodec.ts, the
 * first document counted from 0), and its last document (-1 where it has none).
 */
export type TermPostings = readonly [term: string, packed: readonly string[], lastDocuments: readonly number[]];

/** `packed` (pairs whose first document is counted from 0) with its first document counted from `previous` instead. */
function counted(packed: string, previous: number): string {
  let end = 0;
  while (end < packed.length && packed[end] !== ',' && packed[end] !== '.') end += 1;
  return (parseInt(packed.slice(0, end), 36) - previous).toString(36) + packed.slice(end);
}

/**
 * Runs of postings, each in term order and each of documents after the runs before it, as one: per term, its pairs
 * in every run joined, which packs them as one index of every document would.
 */
export function* mergedRuns(runs: readonly Iterable<TermPostings>[]): Generator<TermPostings> {
  const cursors = runs.map((run) => {
    const entries = run[Symbol.iterator]();
    return { entries, next: entries.next() };
  });
  for (;;) {
    let term: string | null = null;
    for (const { next } of cursors) if (!next.done && (term === null || compareTerms(next.value[0], term) < 0)) term = next.value[0];
    if (term === null) return;
    let packed: string[] | null = null;
    let lastDocuments: number[] = [];
    // In the runs' order, which is their documents' order.
    for (const cursor of cursors) {
      if (cursor.next.done || cursor.next.value[0] !== term) continue;
      const [, runPacked, runLast] = cursor.next.value;
      if (!packed) {
        packed = [...runPacked];
        lastDocuments = [...runLast];
      } else {
        runPacked.forEach((pairs, field) => {
          if (pairs === '') return;
          packed![field] = lastDocuments[field] < 0 ? pairs : `${packed![field]},${counted(pairs, lastDocuments[field])}`;
          lastDocuments[field] = runLast[field];
        });
      }
      cursor.next = cursor.entries.next();
    }
    yield [term, packed!, lastDocuments];
  }
}
