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
    expect(lists.pairs(a)).toEqual([0, 2, 3, 1]);
    expect(lists.pairs(b)).toEqual([0, 2, 7, 4]);
    expect(lists.pairs(empty)).toBeUndefined();
  });

  it('holds more pairs than one block takes, interleaved over many lists', () => {
    const lists = new PostingLists();
    const ids = Array.from({ length: 300 }, () => lists.create());
    for (let document = 0; document < 500; document++) for (const id of ids) if ((document + id) % 3 !== 0) lists.add(id, document, 1 + (id % 5));
    for (const id of [ids[0], ids[1], ids[299]]) {
      const expected = Array.from({ length: 500 }, (_, document) => document).filter((document) => (document + id) % 3 !== 0).flatMap((document) => [document, 1 + (id % 5)]);
      expect(lists.pairs(id)).toEqual(expected);
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
    expect(lists.pairs(a)).toEqual(documents.flatMap((document, i) => [document, 1 + i * 1000]));
    expect(lists.pairs(b)).toEqual(documents.flatMap((document, i) => [document, 2 ** 31 + i]));
  });

  it('packs each list as the index codec packs its pairs, long lists and large numbers included', () => {
    const lists = new PostingLists();
    const empty = lists.create();
    const one = lists.create();
    const far = lists.create();
    const long = lists.create();
    lists.add(one, 5, 1);
    const documents = [0, 35, 36, 1295, 1296, 300_000, 2 ** 31 + 5, 2 ** 32 - 2];
    documents.forEach((document, i) => lists.add(far, document, i % 2 === 0 ? 1 : 2 ** 31 + i));
    // Longer than the buffer it is first written to: it grows, and each later list is written from its start.
    for (let document = 0; document < 5000; document++) lists.add(long, document * 7, 1 + (document % 3));
    for (const list of [empty, one, far, long, one, empty]) expect(lists.packed(list)).toBe(packPairs(lists.pairs(list)));
    expect(lists.packed(empty)).toBe('');
    expect(lists.packed(one)).toBe('5');
  });
});
