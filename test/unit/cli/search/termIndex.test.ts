import MiniSearch, { type AsPlainObject } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexDocuments, TermIndex } from '../../../../cli/search/termIndex.ts';
import { packIndex } from '../../../../runtime/islands/search/indexCodec.ts';
import { INDEX_OPTIONS, SEARCH_FIELDS } from '../../../../runtime/islands/search/searchTerms.ts';
import { syntheticCorpus } from '../../search/syntheticCorpus.ts';

type Fields = { title: string; heading: string; text: string };

/** MiniSearch's own serialised index of the same documents, terms sorted (the one difference packing irons out). */
function reference(docs: Fields[]): AsPlainObject {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(docs.map((doc, id) => ({ id, ...doc })));
  const plain = index.toJSON();
  return { ...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1)) };
}

function built(docs: Fields[]): AsPlainObject {
  const index = new TermIndex();
  for (const doc of docs) index.add(doc);
  const plain = index.toPlain();
  return { ...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1)) };
}

describe('TermIndex', () => {
  it("serialises exactly as MiniSearch's index of the same documents", () => {
    const docs = syntheticCorpus({ pages: 30, sectionChars: 400, vocabulary: 500 }).flatMap((page) =>
      page.sections.map((s) => ({ title: page.title, heading: s.heading, text: s.text })),
    );
    expect(docs.length).toBeGreaterThan(50);
    expect(built(docs)).toEqual(reference(docs));
  });

  it('counts, splits and drops terms as MiniSearch does: empty fields, stop words, camelCase, repeats and punctuation', () => {
    const docs = [
      { title: 'Button', heading: 'Button', text: '' },
      { title: 'Theming', heading: 'The createTheme() function', text: 'Use createTheme, then ThemeProvider; the the theme… “quoted” text — and 42 numbers.' },
      { title: 'Theming', heading: '', text: 'useMediaQuery useMediaQuery: repeated, repeated.' },
    ];
    expect(built(docs)).toEqual(reference(docs));
  });

  it("appends pages indexed on their own as if their documents were added one by one, and packs as MiniSearch's index packs", () => {
    const pages = syntheticCorpus({ pages: 12, sectionChars: 300, vocabulary: 300 }).map((page) =>
      page.sections.map((s) => ({ title: page.title, heading: s.heading, text: s.text })),
    );
    const byPage = new TermIndex();
    for (const page of pages) byPage.append(indexDocuments(page));
    byPage.append(indexDocuments([]));
    const docs = pages.flat();
    const sortedPlain = (plain: AsPlainObject) => ({ ...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1)) });
    expect(sortedPlain(byPage.toPlain())).toEqual(reference(docs));
    expect(byPage.documentCount).toBe(docs.length);
    const miniSearch = new MiniSearch(INDEX_OPTIONS);
    miniSearch.addAll(docs.map((doc, id) => ({ id, ...doc })));
    expect(byPage.pack(1500)).toEqual(packIndex(miniSearch.toJSON(), SEARCH_FIELDS, 1500));
  });

  it('packs the same chunks when its postings are set aside in runs as it grows as when it holds them all', () => {
    const pages = syntheticCorpus({ pages: 40, sectionChars: 500, vocabulary: 400 }).map((page) =>
      page.sections.map((s) => ({ title: page.title, heading: s.heading, text: s.text })),
    );
    const held = new TermIndex();
    // A few bytes: every page's postings make a run of their own.
    const inRuns = new TermIndex(1);
    for (const page of pages) {
      held.append(indexDocuments(page));
      inRuns.append(indexDocuments(page));
    }
    expect(inRuns.pack(2000)).toEqual(held.pack(2000));
    const docs = pages.flat();
    const miniSearch = new MiniSearch(INDEX_OPTIONS);
    miniSearch.addAll(docs.map((doc, id) => ({ id, ...doc })));
    expect(inRuns.pack(2000)).toEqual(packIndex(miniSearch.toJSON(), SEARCH_FIELDS, 2000));
    const sortedPlain = (plain: AsPlainObject) => ({ ...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1)) });
    expect(sortedPlain(inRuns.toPlain())).toEqual(reference(docs));
  });

  it('writes its field lengths in pieces as JSON writes them, a large index\'s included', () => {
    const index = new TermIndex();
    expect([...index.fieldLengthText()].join('')).toBe('');
    const docs = syntheticCorpus({ pages: 60, sectionChars: 200, vocabulary: 200 }).flatMap((page) =>
      page.sections.map((s) => ({ title: page.title, heading: s.heading, text: s.text })),
    );
    // Past the pieces' size: the documents again until the lengths are many thousand.
    while (index.documentCount * SEARCH_FIELDS.length < 10_000) for (const doc of docs) index.add(doc);
    expect(`[${[...index.fieldLengthText()].join('')}]`).toBe(JSON.stringify(index.fieldStatistics.fieldLength));
  });
});
