import { describe, expect, it } from 'vitest';
import { DocumentIds } from '../../../../cli/build/documentIds.ts';

describe('a document\'s element ids', () => {
  const ids = DocumentIds.of(['main-content', 'installation', 'usage', 'installation', 'a b', 'ünïcode', '']);

  it('know each id given, and no other, nor part or run of ids', () => {
    for (const id of ['main-content', 'installation', 'usage', 'a b', 'ünïcode']) expect(ids.has(id)).toBe(true);
    for (const id of ['main', 'content', 'installationusage', 'usage\0a b', '', '\0', 'Usage']) expect(ids.has(id)).toBe(false);
  });

  it('list the ids in the order given, once each', () => {
    expect([...ids]).toEqual(['main-content', 'installation', 'usage', 'a b', 'ünïcode']);
    expect([...DocumentIds.of([])]).toEqual([]);
    expect(DocumentIds.of([]).has('x')).toBe(false);
  });

  it('read back what they store, and nothing else', () => {
    const stored = DocumentIds.fromStored(ids.stored);
    expect(stored && [...stored]).toEqual([...ids]);
    expect(stored?.has('usage')).toBe(true);
    expect(DocumentIds.fromStored(DocumentIds.of([]).stored)?.has('usage')).toBe(false);
    // A record of an earlier docsgen held the ids as an array.
    for (const other of [['usage'], 'usage', null, undefined, 3]) expect(DocumentIds.fromStored(other)).toBeNull();
  });

  it('held shared, know and list the same ids, the runs a page opens and closes with as the page before it held once', () => {
    const share = DocumentIds.sharer();
    const pages = [
      ['header', 'nav', 'intro', 'usage', 'settings', 'footer'],
      ['header', 'nav', 'install', 'settings', 'footer'],
      ['header', 'nav', 'settings', 'footer'],
      ['header', 'nav', 'api', 'props', 'settings', 'footer'],
      ['header', 'other-nav', 'api', 'footer'],
      [],
      ['api', 'api-2'],
      ['api'],
    ].map((ids) => DocumentIds.of(ids));
    const shared = pages.map((ids) => share(ids));
    shared.forEach((ids, at) => {
      expect([...ids]).toEqual([...pages[at]]);
      expect(ids.stored).toBe(pages[at].stored);
      for (const id of ['header', 'nav', 'intro', 'install', 'api', 'api-2', 'props', 'settings', 'footer', 'other-nav', 'navsettings', '']) expect(ids.has(id)).toBe(pages[at].has(id));
    });
    expect(DocumentIds.fromStored(shared[3].stored)?.has('props')).toBe(true);
  });
});
