import { describe, expect, it } from 'vitest';
import { PostingLists } from '../../../../cli/search/postingLists.ts';
import { packPairs } from '../../../../runtime/islands/search/indexCodec.ts';

describe('PostingLists', () => {
  it('keeps each list’s pairs in order, adding to the last pair when it is the same document’s', () => {
    const lists = new PostingLists();
    const a = lists.create();
    const b = lists.create();
    const empty = lists.create();
    lists.add(a, 0, 1);
    lists.add(b, 0, 2);
    lists.add(a, 0, 1);
    lists.add(a, 3, 1);
    lists.add(b, 7, 4);
    expect(lists.packed(a)).toBe(packPairs([0, 2, 3, 1]));
    expect(lists.packed(b)).toBe(packPairs([0, 2, 7, 4]));
    expect(lists.packed(empty)).toBe('');
    expect([a, b, empty].map((list) => lists.lastDocumentOf(list))).toEqual([3, 7, -1]);
  });

  it('holds more pairs than one block takes, interleaved over many lists', () => {
    const lists = new PostingLists();
    const ids = Array.from({ length: 300 }, () => lists.create());
    for (let document = 0; document < 500; document++) for (const id of ids) if ((document + id) % 3 !== 0) lists.add(id, document, 1 + (id % 5));
    for (const id of [ids[0], ids[1], ids[299]]) {
      const expected = Array.from({ length: 500 }, (_, document) => document).filter((document) => (document + id) % 3 !== 0).flatMap((document) => [document, 1 + (id % 5)]);
      expect(lists.packed(id)).toBe(packPairs(expected));
      expect(lists.lastDocumentOf(id)).toBe(expected[expected.length - 2]);
    }
  });

  it('keeps documents far apart and large counts exactly', () => {
    const lists = new PostingLists();
    const a = lists.create();
    const b = lists.create();
    const documents = [0, 1, 127, 128, 16_383, 16_384, 300_000, 2 ** 31 + 5, 2 ** 32 - 2];
    for (const [i, document] of documents.entries()) {
      lists.add(a, document, 1 + i * 1000);
      lists.add(b, document, 2 ** 31 + i);
    }
    expect(lists.packed(a)).toBe(packPairs(documents.flatMap((document, i) => [document, 1 + i * 1000])));
    expect(lists.packed(b)).toBe(packPairs(documents.flatMap((document, i) => [document, 2 ** 31 + i])));
    expect(lists.lastDocumentOf(b)).toBe(2 ** 32 - 2);
  });

  it('packs a long list, and each list after it from its start', () => {
    const lists = new PostingLists();
    const one = lists.create();
    const long = lists.create();
    lists.add(one, 5, 1);
    // Longer than the buffer it is first written to: it grows, and each later list is written from its start.
    const expected = Array.from({ length: 5000 }, (_, document) => [document * 7, 1 + (document % 3)]).flat();
    for (let at = 0; at < expected.length; at += 2) lists.add(long, expected[at], expected[at + 1]);
    expect(lists.packed(long)).toBe(packPairs(expected));
    expect(lists.packed(one)).toBe('5');
    expect(lists.packed(long)).toBe(packPairs(expected));
  });
});
