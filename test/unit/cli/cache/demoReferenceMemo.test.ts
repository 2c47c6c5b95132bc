/** The demo references of a page body come from the memo an earlier build stored, and are parsed for a body it does not hold. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheStore } from '../../../../cli/cache/cacheStore.ts';
import { openDemoReferenceMemo } from '../../../../cli/cache/demoReferenceMemo.ts';
import { digest } from '../../../../cli/cache/digest.ts';
import { docsgenFingerprint } from '../../../../cli/cache/docsgenFingerprint.ts';
import { readValue, writeValue } from '../../../../cli/cache/storedValues.ts';
import { demoReferences, demoReferencesReady } from '../../../../cli/markdown/demoReferences.ts';
import type { SourcePage } from '../../../../cli/model.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function store(): CacheStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-references-'));
  folders.push(dir);
  return new CacheStore(dir, { maxBytes: 1e9 });
}

const page = (route: string, body: string): SourcePage => ({ route, file: `pages${route}index.md`, absFile: `/site/pages${route}index.md`, frontMatter: { title: route }, body, bodyLine: 1 });
const memoKey = () => digest('demo-references', docsgenFingerprint());
const names = (body: string) => demoReferences({ body }).map((reference) => reference.name);

describe('demo reference memo', () => {
  // First: the parser is loaded once per module instance, and no test before this one may have loaded it.
  it('answers for the bodies it remembers without the Markdown parser, which is loaded only for a body it lacks', async () => {
    const cache = store();
    const remembered = 'Remembered.\n\n{{"demo": "Parsed.tsx"}}\n';
    writeValue(cache, memoKey(), [[digest(remembered), [{ name: 'FromMemo.tsx', offset: 0 }]]]);
    const edited = 'Edited.\n\n{{"demo": "Fresh.tsx"}}\n';
    openDemoReferenceMemo(cache, [page('/a/', remembered), page('/b/', edited)]);
    await demoReferencesReady([{ body: remembered }, { body: 'No demo here.\n' }]);
    expect(names(remembered)).toEqual(['FromMemo.tsx']);
    expect(names('No demo here.\n')).toEqual([]);
    expect(() => names(edited)).toThrow(/before the parser was loaded/);
    await demoReferencesReady([{ body: remembered }, { body: edited }]);
    expect(names(edited)).toEqual(['Fresh.tsx']);
  });

  it('stores the references of the pages that can show demos, and rewrites the entry only when the bodies changed', async () => {
    const cache = store();
    const pages = [page('/a/', 'Intro.\n\n{{"demo": "Stored.tsx"}}\n'), page('/b/', 'No demos here.\n')];
    const memo = openDemoReferenceMemo(cache, pages);
    await demoReferencesReady(pages);
    memo.save(pages);
    const entryFile = () => fs.readdirSync(cache.dir, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile())!;
    const stored = readValue<[string, { name: string }[]][]>(cache, memoKey());
    expect(stored?.map(([bodyDigest, references]) => [bodyDigest, references.map((r) => r.name)])).toEqual([[digest(pages[0].body), ['Stored.tsx']]]);
    const written = fs.statSync(path.join(entryFile().parentPath, entryFile().name)).ino;
    openDemoReferenceMemo(cache, pages).save(pages);
    expect(fs.statSync(path.join(entryFile().parentPath, entryFile().name)).ino).toBe(written);
  });

  it("hands demoReferences an earlier build's references instead of parsing the body; a body it lacks is parsed", async () => {
    const cache = store();
    const remembered = 'Remembered.\n\n{{"demo": "Parsed.tsx"}}\n';
    // An entry an earlier build wrote, whose references differ from what a parse finds: only a lookup gives these.
    writeValue(cache, memoKey(), [[digest(remembered), [{ name: 'FromMemo.tsx', offset: 0 }]]]);
    const edited = 'Edited.\n\n{{"demo": "Fresh.tsx"}}\n';
    const pages = [page('/a/', remembered), page('/b/', edited)];
    const memo = openDemoReferenceMemo(cache, pages);
    await demoReferencesReady(pages);
    expect(names(remembered)).toEqual(['FromMemo.tsx']);
    expect(names(edited)).toEqual(['Fresh.tsx']);
    memo.save(pages);
    const stored = new Map(readValue<[string, { name: string }[]][]>(cache, memoKey()));
    expect(stored.get(digest(edited))?.map((r) => r.name)).toEqual(['Fresh.tsx']);
  });
});
