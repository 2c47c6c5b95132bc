/** Cache entries read a part at a time: the head verified on opening, each part when it is read. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { digest } from '../../../../cli/cache/digest.ts';

const folders: string[] = [];
function tempStore(): CacheStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-entry-parts-'));
  folders.push(dir);
  return new CacheStore(dir, { maxBytes: 1024 * 1024 });
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const key = (name: string) => digest(name);
const entryFile = (store: CacheStore, k: string) => path.join(store.dir, k.slice(0, 2), k);
const texts = ['first part', '', 'third part, a little longer than the others', 'é and 😀 in UTF-8'];

function writeTexts(store: CacheStore, k: string, parts = texts, head = 'the head'): void {
  store.writeInParts(k, parts.map((text) => Buffer.from(text)), () => Buffer.from(head));
}

/** Changes one byte of the file at `at` (from its end when negative). */
function garble(file: string, at: number): void {
  const bytes = fs.readFileSync(file);
  const place = at < 0 ? bytes.length + at : at;
  bytes[place] ^= 0xff;
  fs.writeFileSync(file, bytes);
}

describe('CacheStore entries in parts', () => {
  it('gives the head, and each part in any order, as written', () => {
    const store = tempStore();
    writeTexts(store, key('a'));
    const { head, parts: entry } = store.openInParts(key('a'))!;
    expect(head.toString()).toBe('the head');
    expect(entry.partCount).toBe(texts.length);
    for (const index of [3, 0, 2, 1, 0]) expect(entry.part(index)?.toString()).toBe(texts[index]);
    expect(() => entry.part(4)).toThrow(RangeError);
    expect(store.openInParts(key('b'))).toBeNull();
  });

  it('makes the head once the parts are written, and takes an entry of no parts', () => {
    const store = tempStore();
    const seen: string[] = [];
    store.writeInParts(
      key('a'),
      (function* () {
        for (const text of texts) {
          seen.push(text);
          yield Buffer.from(text);
        }
      })(),
      () => Buffer.from(`${seen.length} parts`),
    );
    expect(store.openInParts(key('a'))!.head.toString()).toBe('4 parts');
    writeTexts(store, key('empty'), [], '');
    const empty = store.openInParts(key('empty'))!;
    expect([empty.parts.partCount, empty.head.length]).toEqual([0, 0]);
  });

  it('reads parts passing through one buffer as written, each good until the next, and finds a garbled one', () => {
    const store = tempStore();
    writeTexts(store, key('a'));
    const entry = store.openInParts(key('a'))!.parts;
    const third = entry.passingPart(2)!;
    expect(third.toString()).toBe(texts[2]);
    for (const index of [0, 3, 1, 2]) expect(entry.passingPart(index)?.toString()).toBe(texts[index]);
    // The buffer the third part was read into is the one the others passed through.
    const first = entry.passingPart(0)!;
    expect([first.buffer, first.byteOffset]).toEqual([third.buffer, third.byteOffset]);
    expect(() => entry.passingPart(4)).toThrow(RangeError);
    garble(entryFile(store, key('a')), 3);
    const garbled = store.openInParts(key('a'));
    // Garbled in a part, the entry opens (its head and table are whole) and the part is refused when read.
    expect(garbled!.parts.passingPart(0)).toBeNull();
    expect(garbled!.parts.passingPart(3)?.toString()).toBe(texts[3]);
  });

  it('finds a garbled part when it is read, and reads the others', () => {
    const store = tempStore();
    writeTexts(store, key('a'));
    garble(entryFile(store, key('a')), 3);
    const entry = store.openInParts(key('a'))!.parts;
    expect(entry.part(0)).toBeNull();
    expect(entry.part(2)?.toString()).toBe(texts[2]);
  });

  it.each([
    ['cut short', (file: string) => fs.truncateSync(file, fs.statSync(file).size - 5)],
    ['cut inside its parts', (file: string) => fs.truncateSync(file, 4)],
    ['empty', (file: string) => fs.writeFileSync(file, '')],
    ['garbled in its head', (file: string) => garble(file, -(44 + 4 * 36 + 2))],
    ['garbled in its table', (file: string) => garble(file, -(44 + 3))],
    ['lengthened', (file: string) => fs.appendFileSync(file, 'more')],
    ['longer in its parts', (file: string) => fs.writeFileSync(file, Buffer.concat([Buffer.from('x'), fs.readFileSync(file)]))],
  ])('misses and deletes an entry %s', (_, damage) => {
    const store = tempStore();
    writeTexts(store, key('a'));
    damage(entryFile(store, key('a')));
    expect(store.openInParts(key('a'))).toBeNull();
    expect(fs.existsSync(entryFile(store, key('a')))).toBe(false);
  });

  it('misses an entry moved under another key', () => {
    const store = tempStore();
    writeTexts(store, key('a'));
    fs.mkdirSync(path.dirname(entryFile(store, key('b'))), { recursive: true });
    fs.renameSync(entryFile(store, key('a')), entryFile(store, key('b')));
    expect(store.openInParts(key('b'))).toBeNull();
  });

  it('reads an opened entry whole while another replaces it, and leaves no temporary file', () => {
    const store = tempStore();
    writeTexts(store, key('a'));
    const opened = store.openInParts(key('a'))!.parts;
    writeTexts(store, key('a'), ['replaced'], 'new head');
    expect(opened.part(2)?.toString()).toBe(texts[2]);
    expect(store.openInParts(key('a'))!.parts.part(0)?.toString()).toBe('replaced');
    expect(fs.readdirSync(path.dirname(entryFile(store, key('a'))))).toEqual([key('a')]);
  });

  it('leaves the entry it was to replace when writing its parts fails', () => {
    const store = tempStore();
    writeTexts(store, key('a'));
    const failing = (function* () {
      yield Buffer.from('one');
      throw new Error('no second part');
    })();
    expect(() => store.writeInParts(key('a'), failing, () => Buffer.alloc(0))).toThrow('no second part');
    expect(store.openInParts(key('a'))!.parts.part(2)?.toString()).toBe(texts[2]);
    expect(fs.readdirSync(path.dirname(entryFile(store, key('a'))))).toEqual([key('a')]);
  });
});
