/** The site's search index is cached under the digest of every page's part of it, in order. */
import { describe, expect, it } from 'vitest';
import { searchIndexKey } from '../../../../cli/cache/searchIndexCache.ts';
import type { SearchDoc } from '../../../../cli/search/buildSearchIndex.ts';

const docs: SearchDoc[] = [
  { route: '/a/', title: 'A', productId: null, sections: [{ id: null, heading: 'A', text: 'First page.' }] },
  { route: '/b/', title: 'B', productId: 'p', sections: [{ id: 'x', heading: 'X', text: 'Second page.' }] },
];

describe('searchIndexKey', () => {
  it('is the same for the same pages, and changes with any page text, title, product, order or site', () => {
    const key = searchIndexKey('site', docs);
    expect(searchIndexKey('site', docs.map((doc) => ({ ...doc })))).toBe(key);
    const changed = [
      searchIndexKey('site', [docs[0], { ...docs[1], sections: [{ id: 'x', heading: 'X', text: 'Second page, edited.' }] }]),
      searchIndexKey('site', [{ ...docs[0], title: 'A again' }, docs[1]]),
      searchIndexKey('site', [docs[0], { ...docs[1], productId: null }]),
      searchIndexKey('site', [docs[1], docs[0]]),
      searchIndexKey('other site', docs),
    ];
    expect(new Set([key, ...changed]).size).toBe(changed.length + 1);
  });
});
