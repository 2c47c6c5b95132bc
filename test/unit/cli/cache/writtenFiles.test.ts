/** The record of the files a build wrote: the next build reuses a file made from the same key and untouched since. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outputLayout, pointOutputAt } from '../../../../cli/build/outputLink.ts';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { openWrittenFiles, writtenDocumentsKey } from '../../../../cli/cache/writtenFiles.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const sizes = { htmlBytes: 10, criticalCssBytes: 2, jsGzip: 3 };
const fileName = (n: number) => `section-${n % 7}/page-${n}/index.html`;

/** An output folder whose current build holds `count` files, each noted and remembered as a first build does. */
function firstBuild(count: number, linksResolved = true) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-written-'));
  folders.push(dir);
  const store = new CacheStore(path.join(dir, 'cache'), { maxBytes: 1e9 });
  const outDir = path.join(dir, 'out');
  const layout = outputLayout(outDir);
  const build = path.join(layout.buildsDir, 'first');
  const written = openWrittenFiles(store, outDir);
  for (let n = 0; n < count; n++) {
    fs.mkdirSync(path.dirname(path.join(build, fileName(n))), { recursive: true });
    fs.writeFileSync(path.join(build, fileName(n)), `page ${n}`);
    written.wrote(fileName(n), `key-${n}`, n % 2 ? { ids: `\0id-${n}\0`, sizes } : undefined);
  }
  pointOutputAt(layout, 'first');
  written.remember(linksResolved);
  return { store, outDir, build };
}

describe('written files', () => {
  it('reuse each file of the last build made from the same key, with its document facts, across many parts of the record', () => {
    const { store, outDir, build } = firstBuild(700);
    // Stored a few hundred files to a part: no build makes the whole record as one buffer.
    expect(store.openInParts(writtenDocumentsKey(outDir))!.parts.partCount).toBe(3);
    const next = openWrittenFiles(store, outDir);
    for (const n of [0, 1, 255, 256, 511, 699]) {
      expect(next.reusable(fileName(n), `key-${n}`)).toEqual({ file: path.join(build, fileName(n)), document: n % 2 ? { ids: `\0id-${n}\0`, sizes } : undefined });
    }
    expect(next.reusable(fileName(3), 'key-4')).toBeNull();
    expect(next.reusable('elsewhere/index.html', 'key-3')).toBeNull();
  });

  it("give a document's facts again when asked, and remember whether every link of its build resolved", () => {
    const { store, outDir } = firstBuild(600);
    const next = openWrittenFiles(store, outDir);
    expect(next.previousLinksResolved).toBe(true);
    for (const n of [3, 599, 257]) expect(next.previousDocument(fileName(n))).toEqual({ ids: `\0id-${n}\0`, sizes });
    expect(next.previousDocument(fileName(4))).toBeNull();
    expect(next.previousDocument('elsewhere/index.html')).toBeNull();
    const withBrokenLinks = firstBuild(3, false);
    expect(openWrittenFiles(withBrokenLinks.store, withBrokenLinks.outDir).previousLinksResolved).toBe(false);
  });

  it('trust no link of a build with no record', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-written-'));
    folders.push(dir);
    const written = openWrittenFiles(new CacheStore(path.join(dir, 'cache'), { maxBytes: 1e9 }), path.join(dir, 'out'));
    expect(written.previousLinksResolved).toBe(false);
    expect(written.previousDocument(fileName(1))).toBeNull();
  });

  it('reuse no file edited since, and nothing from a record changed on disk', () => {
    const { store, outDir, build } = firstBuild(300);
    fs.writeFileSync(path.join(build, fileName(5)), 'edited by hand');
    expect(openWrittenFiles(store, outDir).reusable(fileName(5), 'key-5')).toBeNull();
    expect(openWrittenFiles(store, outDir).reusable(fileName(6), 'key-6')).not.toBeNull();
    const key = writtenDocumentsKey(outDir);
    const record = path.join(store.dir, key.slice(0, 2), key);
    const bytes = fs.readFileSync(record);
    bytes[20] ^= 0xff;
    fs.writeFileSync(record, bytes);
    expect(openWrittenFiles(store, outDir).reusable(fileName(6), 'key-6')).toBeNull();
  });
});
