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
});
