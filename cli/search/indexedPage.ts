/**
 * One page's part of the search index, made from the page alone: its text file, its row and sections in its shard's
 * head, and its sections' terms. The build cache keeps it, so a later build appends an unchanged page's part as it is
 * instead of tokenizing the page again; the index made of such parts is the one made of the pages.
 */
import { getProductInfoFromUrl, productName } from '../../runtime/routes.ts';
import { SEARCH_FORMAT_VERSION, type PageTexts, type ShardPage, type ShardSection } from '../../runtime/islands/search/indexCodec.ts';
import type { Section } from './extractSections.ts';
import { hashedUrl, SEARCH_DIR } from './searchFiles.ts';
import { indexDocuments, type DocumentTerms } from './termIndex.ts';

/** A page as the index sees it. */
export interface SearchDoc {
  route: string;
  title: string;
  /** The product the page belongs to (the shard it goes into); null outside any product. */
  productId: string | null;
  sections: Section[];
}

/** A section's row in its shard head, but for the page's index in the shard, known only when the page is added. */
export type PageSection = ShardSection extends [number, ...infer Rest] ? Rest : never;

export interface IndexedPage {
  /** The shard the page goes into. */
  productId: string | null;
  /** The page's row in its shard head, its text file's name included. */
  page: ShardPage;
  /** Its text file's size in bytes: with the name (a hash of the content), enough to find the file in the last build. */
  textBytes: number;
  sections: PageSection[];
  terms: DocumentTerms;
}

/** The sections indexed: the page's, headed by one with its title when none is an intro, so every page is found by its title. */
function indexedSections(doc: SearchDoc): Section[] {
  return doc.sections.some((s) => s.id === null) ? doc.sections : [{ id: null, heading: doc.title, text: '' }, ...doc.sections];
}

/** The content of the page's text file: its sections' texts, which a result shows once the page is among the hits. */
export function pageText(doc: SearchDoc): string {
  return JSON.stringify({ v: SEARCH_FORMAT_VERSION, texts: indexedSections(doc).map((s) => s.text) } satisfies PageTexts);
}

/** The page's part of the index, and its text file's content. */
export function indexPage(doc: SearchDoc): { indexed: IndexedPage; text: string } {
  const sections = indexedSections(doc);
  const text = pageText(doc);
  const info = getProductInfoFromUrl(doc.route);
  return {
    text,
    indexed: {
      productId: doc.productId,
      page: [doc.route, doc.title, productName(info.productId, info.productCategoryId), hashedUrl('text', text).slice(SEARCH_DIR.length)],
      textBytes: Buffer.byteLength(text),
      sections: sections.map((s) => [s.id, s.heading, s.text ? 1 : 0]),
      terms: indexDocuments(sections.map((s) => ({ title: doc.title, heading: s.heading, text: s.text }))),
    },
  };
}
