import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { chunksForTerm, packIndex, unpackChunk, unpackHead, type ChunkRef, type ShardHead } from '../../../../../runtime/islands/search/indexCodec.ts';
import { INDEX_OPTIONS, SEARCH_FIELDS } from '../../../../../runtime/islands/search/searchTerms.ts';
import { syntheticCorpus } from '../../../search/syntheticCorpus.ts';

function indexOf(sectionCount: number) {
  const sections = syntheticCorpus({ pages: 20, sectionChars: 200, vocabulary: 800 })
    .flatMap((doc) => doc.sections.map((s) => ({ title: doc.title, heading: s.heading, text: s.text })))
    .slice(0, sectionCount)
    .map((s, id) => ({ ...s, id }));
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(sections);
  return index;
}

describe('packIndex / unpackHead / unpackChunk', () => {
  it("round-trips MiniSearch's serialised index through several chunks", () => {
    const plain = indexOf(60).toJSON();
    const packed = packIndex(plain, SEARCH_FIELDS, 2000);
    expect(packed.chunks.length).toBeGreaterThan(3);
    const head = { sections: Array.from({ length: plain.documentCount }), fieldLength: packed.fieldLength, averageFieldLength: packed.averageFieldLength } as unknown as ShardHead;
    const restored = unpackHead(head, SEARCH_FIELDS);
    restored.index = packed.chunks.flatMap((chunk) =>
      unpackChunk(chunk).map(([term, data]): [string, Record<string, Record<string, number>>] => [
        term,
        Object.fromEntries([...data].map(([field, frequencies]) => [field, Object.fromEntries(frequencies)])),
      ]),
    );
    const sorted = [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(restored).toEqual({ ...plain, index: sorted });
  });

  it('rejects an index whose documents were not added with ids 0…n-1', () => {
    const index = new MiniSearch(INDEX_OPTIONS);
    index.addAll([{ id: 5, title: 't', heading: 'h', text: 'x' }]);
    expect(() => packIndex(index.toJSON(), SEARCH_FIELDS, 1000)).toThrow(/ids 0…n-1/);
  });

  it('rejects fields given in another order than the index has them', () => {
    expect(() => packIndex(indexOf(3).toJSON(), ['text', 'title', 'heading'], 1000)).toThrow(/fields must be/);
  });
});

describe('chunksForTerm', () => {
  const chunks: ChunkRef[] = [
    { first: 'alpha', last: 'button', file: '0' },
    { first: 'buttons', last: 'dialog', file: '1' },
    { first: 'drawer', last: 'menu', file: '2' },
    { first: 'slider', last: 'zoom', file: '3' },
  ];

  it('gives the chunk holding a term', () => {
    expect(chunksForTerm(chunks, 'card')).toEqual([1]);
  });

  it('gives every chunk holding a term the prefix starts', () => {
    expect(chunksForTerm(chunks, 'butto')).toEqual([0, 1]);
    expect(chunksForTerm(chunks, 'd')).toEqual([1, 2]);
  });

  it('gives the chunks either side of a term that falls between them, for its near spellings', () => {
    expect(chunksForTerm(chunks, 'popover')).toEqual([2, 3]);
    expect(chunksForTerm(chunks, 'aardvark')).toEqual([0]);
    expect(chunksForTerm(chunks, 'zzz')).toEqual([3]);
    expect(chunksForTerm([], 'any')).toEqual([]);
  });
});
