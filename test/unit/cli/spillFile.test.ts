import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { SpillFile, SpilledList } from '../../../cli/spillFile.ts';

describe('SpillFile', () => {
  it('gives back texts and values from where they were set aside, in any order', () => {
    const file = new SpillFile();
    const text = file.writeText('Größe — 日本語 ✓'.repeat(100));
    const empty = file.writeText('');
    const value = file.writeValue({ terms: 'a b', postings: new Uint32Array([1, 2, 3]), ids: new Map([['x', [1]]]) });
    const after = file.writeText('after');
    expect(empty.at).toBe(value.at);
    expect(file.readValue(value.at, value.bytes)).toEqual({ terms: 'a b', postings: new Uint32Array([1, 2, 3]), ids: new Map([['x', [1]]]) });
    expect(file.readText(after.at, after.bytes)).toBe('after');
    expect(file.readText(empty.at, empty.bytes)).toBe('');
    expect(file.readText(text.at, text.bytes)).toBe('Größe — 日本語 ✓'.repeat(100));
  });

  it('reads a shared value once for callers asking for it in a row, and the right one when another is asked for in between', () => {
    const file = new SpillFile();
    const first = file.writeValue({ title: 'First', styles: new Map([['a', '.a{}']]) });
    const second = file.writeValue({ title: 'Second' });
    const once = file.readSharedValue(first.at, first.bytes);
    expect(file.readSharedValue(first.at, first.bytes)).toBe(once);
    expect(once).toEqual({ title: 'First', styles: new Map([['a', '.a{}']]) });
    expect(file.readSharedValue(second.at, second.bytes)).toEqual({ title: 'Second' });
    const again = file.readSharedValue(first.at, first.bytes);
    expect(again).not.toBe(once);
    expect(again).toEqual(once);
  });

  it('leaves no file in the temporary folder', () => {
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('docsgen-spill-'));
    const file = new SpillFile();
    file.writeText('kept only by the open handle');
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('docsgen-spill-'))).toEqual(before);
  });
});

describe('SpilledList', () => {
  it('gives its values back in order, as often as asked, a typed array as the same type', () => {
    const list = new SpilledList<{ page: number; terms: Uint32Array }>();
    expect([...list]).toEqual([]);
    for (let page = 0; page < 50; page += 1) list.push({ page, terms: new Uint32Array([page, page * 2]) });
    expect(list.length).toBe(50);
    const read = [...list];
    expect(read.map((v) => v.page)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(read[7].terms).toBeInstanceOf(Uint32Array);
    expect([...read[7].terms]).toEqual([7, 14]);
    expect([...list]).toEqual(read);
  });

  it('gives back values across the blocks it writes and reads them in, one larger than a block included, and values pushed after a read', () => {
    const list = new SpilledList<{ i: number; text: string }>();
    const values = Array.from({ length: 3000 }, (_, i) => ({ i, text: i === 1234 ? 'ü'.repeat(400_000) : `value ${i} `.repeat(i % 40) }));
    for (const value of values.slice(0, 2000)) list.push(value);
    expect([...list]).toEqual(values.slice(0, 2000));
    for (const value of values.slice(2000)) list.push(value);
    expect(list.length).toBe(3000);
    expect([...list]).toEqual(values);
  });

  it('sets aside the values it still holds when asked, and gives every value back in order after', () => {
    const list = new SpilledList<number>();
    for (let i = 0; i < 10; i++) list.push(i);
    list.setAsideHeld();
    list.setAsideHeld();
    for (let i = 10; i < 100; i++) list.push(i);
    list.setAsideHeld();
    expect([...list]).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});
