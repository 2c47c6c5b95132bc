/**
 * The site's search index, written with the build: a small manifest and, per product, a shard head, its index in
 * term-range chunks, and one text file per page; every file is named by its content hash so browsers keep it forever.
 *
 * The library is MiniSearch (also behind VitePress's local search): a small browser runtime (about 7 KB gzipped),
 * prefix and fuzzy search with per-field boosts built in, and an index that serialises to JSON and loads without
 * re-indexing. Pagefind would be a separate post-build binary over the written HTML (the step Nextra users trip
 * over); Lunr has not been released since 2020.
 *
 * The split: a reader searches the product they are reading first (the reference site filters its search by
 * product), so the reader's product's shard loads first and the others after the first results. Within a shard a
 * query fetches only the chunks its words fall in, and the text files of the pages it shows: the first query's cost
 * grows with the product's page count (the head's tables) and the words typed, not with the amount of text.
 */
import MiniSearch from 'minisearch';
import { contentHash } from '../build/hash.ts';
import { getProductInfoFromUrl, productName } from '../../runtime/routes.ts';
import { INDEX_OPTIONS, SEARCH_FIELDS } from '../../runtime/islands/search/searchTerms.ts';
import {
  SEARCH_FORMAT_VERSION,
  packIndex,
  type ChunkRef,
  type Manifest,
  type ManifestShard,
  type PageTexts,
  type ShardHead,
  type ShardPage,
  type ShardSection,
} from '../../runtime/islands/search/indexCodec.ts';
import type { Section } from './extractSections.ts';

/** A page as the index sees it. */
export interface SearchDoc {
  route: string;
  title: string;
  /** The product the page belongs to (the shard it goes into); null outside any product. */
  productId: string | null;
  sections: Section[];
}

export interface SearchIndexFiles {
  /** File contents by URL path (`/search/<name>-<hash>.json`): the manifest; per product a head and index chunks; per page a text file. */
  files: Map<string, string>;
  /** URL path of the manifest, the file a page points its search dialog at. */
  manifestUrl: string;
}

/** The folder, under the site root, that holds the search files. */
export const SEARCH_DIR = '/search/';
/** Characters of terms and postings per index chunk: about 10 KB gzipped, a few of which serve a typical query. */
const CHUNK_CHARS = 24_000;

interface IndexedSection {
  id: number;
  title: string;
  heading: string;
  text: string;
}

function hashedUrl(name: string, content: string): string {
  return `${SEARCH_DIR}${name}-${contentHash(content)}.json`;
}

/** A product id as a file name: product ids are path segments already, but a generic site may name them freely. */
function fileStem(productId: string | null): string {
  return productId === null ? 'site' : productId.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'product';
}

/** A product's files: the shard head, and its index chunks and page texts by URL path. */
function buildShard(docs: readonly SearchDoc[], stem: string): { head: ShardHead; files: Map<string, string> } {
  const pages: ShardPage[] = [];
  const sections: ShardSection[] = [];
  const indexed: IndexedSection[] = [];
  const files = new Map<string, string>();
  const fileName = (name: string, content: string) => {
    const url = hashedUrl(name, content);
    files.set(url, content);
    return url.slice(SEARCH_DIR.length);
  };
  for (const doc of docs) {
    const info = getProductInfoFromUrl(doc.route);
    // Every page is findable by its title, even one whose sections are all headings.
    const docSections = doc.sections.some((s) => s.id === null) ? doc.sections : [{ id: null, heading: doc.title, text: '' }, ...doc.sections];
    const texts: PageTexts = { v: SEARCH_FORMAT_VERSION, texts: docSections.map((s) => s.text) };
    const textFile = fileName('text', JSON.stringify(texts));
    const pageIndex = pages.push([doc.route, doc.title, productName(info.productId, info.productCategoryId), textFile]) - 1;
    for (const section of docSections) {
      indexed.push({ id: sections.length, title: doc.title, heading: section.heading, text: section.text });
      sections.push([pageIndex, section.id, section.heading, section.text ? 1 : 0]);
    }
  }
  const index = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  index.addAll(indexed);
  const packed = packIndex(index.toJSON(), SEARCH_FIELDS, CHUNK_CHARS);
  const chunks: ChunkRef[] = packed.chunks.map((chunk) => {
    const terms = chunk.terms.split(' ');
    return { first: terms[0], last: terms[terms.length - 1], file: fileName(`${stem}-terms`, JSON.stringify(chunk)) };
  });
  const head: ShardHead = { v: SEARCH_FORMAT_VERSION, pages, sections, fieldLength: packed.fieldLength, averageFieldLength: packed.averageFieldLength, chunks };
  return { head, files };
}

/** Builds the manifest and, per product, the shard head, index chunks and page texts of `docs`. */
export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndexFiles {
  const byProduct = new Map<string | null, SearchDoc[]>();
  for (const doc of docs) {
    const group = byProduct.get(doc.productId);
    if (group) group.push(doc);
    else byProduct.set(doc.productId, [doc]);
  }
  const files = new Map<string, string>();
  const shards: ManifestShard[] = [];
  // Largest first: on a page outside any product the biggest product's shard loads right after the page's own.
  const groups = [...byProduct].sort((a, b) => b[1].length - a[1].length || String(a[0]).localeCompare(String(b[0])));
  for (const [product, group] of groups) {
    const stem = fileStem(product);
    const shard = buildShard(group, stem);
    for (const [url, content] of shard.files) files.set(url, content);
    const headContent = JSON.stringify(shard.head);
    const url = hashedUrl(stem, headContent);
    files.set(url, headContent);
    shards.push({ product, file: url.slice(SEARCH_DIR.length) });
  }
  const manifest: Manifest = { v: SEARCH_FORMAT_VERSION, shards };
  const manifestContent = JSON.stringify(manifest);
  const manifestUrl = hashedUrl('manifest', manifestContent);
  files.set(manifestUrl, manifestContent);
  return { files, manifestUrl };
}
