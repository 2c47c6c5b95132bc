/**
 * What rendering a page reads of the site's other pages: the route of a source file a link names, the pages under a
 * route (a blog index lists its posts) and where a page's source is (to place a layout's front-matter problem). The
 * thread that loaded the site answers from its pages. A render worker answers from a packed copy of them: as objects,
 * a large site's pages would be one more record of every page in each worker, held through the whole render, and
 * room for about twice that left by the worker's collector.
 */
import v8 from 'node:v8';
import type { SourcePage } from '../model.ts';
import { NameHashIndex, nameHash } from '../cache/nameHashIndex.ts';

/** A page as rendering other pages reads it: all but its body. */
export type PageEntry = Omit<SourcePage, 'body'>;

export interface SitePages {
  /** The route of the page whose source is `absFile` (the later page when two share it). */
  routeOfFile(absFile: string): string | undefined;
  /** The pages whose routes start with `prefix`, its own page excluded, in the site's order. */
  under(prefix: string): PageEntry[];
  /** The page at `route`, the first when two share it. */
  byRoute(route: string): PageEntry | undefined;
}

/** The site's pages as this thread holds them. */
export function sitePagesOf(pages: readonly SourcePage[]): SitePages {
  return pagesReadBy(
    { count: pages.length, routeAt: (at) => pages[at].route, absFileAt: (at) => pages[at].absFile, entriesAt: (positions) => positions.map((at) => pages[at]) },
    fileHashesOf(pages),
  );
}

/**
 * Pages a packed part holds. Each part is a message of its own, a few dozen kilobytes: a message is one buffer of the
 * C library's, and one as large as the site (megabytes at 10,000 pages), once freed, raises the size below which the
 * library keeps freed memory for reuse instead of returning it, which added tens of megabytes to every thread's share
 * of the build's peak for the rest of the build.
 */
const PAGES_PER_PART = 256;

/**
 * A part of the pages packed to be sent to another thread: their routes and source files each joined in one string
 * (what a page's links look up, read without deserializing anything), the rest of their entries serialized together.
 */
export interface PackedPagesPart {
  routes: JoinedTexts;
  absFiles: JoinedTexts;
  /** The hash of each page's source file (nameHashIndex.ts), to find a file's page without reading every page's. */
  fileHashes: Uint32Array;
  /**
   * The pages' files, front matter and body lines, serialized together: only a layout listing pages or a page's
   * front-matter problem reads them. A serialization a page would cost more (each serializer holds a few kilobytes
   * of native memory until it is collected) than reading the part on those rare occasions.
   */
  records: Uint8Array;
}

/** Texts one after another in one string, with where each ends. */
interface JoinedTexts {
  text: string;
  ends: Uint32Array;
}

type PackedRecord = Omit<PageEntry, 'route' | 'absFile'>;

/** The pages packed, a part at a time. */
export function* packedPageParts(pages: readonly SourcePage[]): Generator<PackedPagesPart> {
  for (let start = 0; start < pages.length; start += PAGES_PER_PART) {
    const part = pages.slice(start, start + PAGES_PER_PART);
    yield {
      routes: joined(part.map((page) => page.route)),
      absFiles: joined(part.map((page) => page.absFile)),
      fileHashes: fileHashesOf(part),
      records: v8.serialize(part.map(({ file, frontMatter, bodyLine }): PackedRecord => ({ file, frontMatter, bodyLine }))),
    };
  }
}

/** The pages of a packed copy, its parts in order: a page's route and file cut from the joined strings, the rest read when asked for. */
export function unpackedPages(parts: readonly PackedPagesPart[]): SitePages {
  const partOf = (at: number) => parts[Math.floor(at / PAGES_PER_PART)];
  const routeAt = (at: number) => textAt(partOf(at).routes, at % PAGES_PER_PART);
  const absFileAt = (at: number) => textAt(partOf(at).absFiles, at % PAGES_PER_PART);
  const count = parts.reduce((sum, part) => sum + part.fileHashes.length, 0);
  const fileHashes = new Uint32Array(count);
  parts.forEach((part, index) => fileHashes.set(part.fileHashes, index * PAGES_PER_PART));
  return pagesReadBy({ count, routeAt, absFileAt, entriesAt }, fileHashes);

  function entriesAt(positions: readonly number[]): PageEntry[] {
    const records = new Map<PackedPagesPart, PackedRecord[]>();
    return positions.map((at) => {
      const part = partOf(at);
      if (!records.has(part)) records.set(part, v8.deserialize(part.records) as PackedRecord[]);
      return { route: routeAt(at), absFile: absFileAt(at), ...records.get(part)![at % PAGES_PER_PART] };
    });
  }
}

function joined(texts: readonly string[]): JoinedTexts {
  const ends = new Uint32Array(texts.length);
  let end = 0;
  texts.forEach((text, at) => (ends[at] = end += text.length));
  return { text: texts.join(''), ends };
}

function textAt({ text, ends }: JoinedTexts, at: number): string {
  return text.slice(at === 0 ? 0 : ends[at - 1], ends[at]);
}

function fileHashesOf(pages: readonly SourcePage[]): Uint32Array {
  return Uint32Array.from(pages, (page) => nameHash(page.absFile));
}

/** A list of pages read a field at a time: the route and the file of one without the rest of its entry. */
interface PageList {
  count: number;
  routeAt(at: number): string;
  absFileAt(at: number): string;
  /** The whole entries at these positions, in their order. */
  entriesAt(positions: readonly number[]): PageEntry[];
}

/**
 * The site pages over a list, a file's page found by the hashes of the pages' files: a map of the files would hold an
 * entry a page (and two strings, when the pages are packed) through the whole render.
 */
function pagesReadBy({ count, routeAt, absFileAt, entriesAt }: PageList, fileHashes: Uint32Array): SitePages {
  const byFile = new NameHashIndex(fileHashes);
  return {
    routeOfFile(absFile) {
      for (const at of byFile.positionsOf(absFile)) if (absFileAt(at) === absFile) return routeAt(at);
      return undefined;
    },
    under(prefix) {
      const under: number[] = [];
      for (let at = 0; at < count; at++) {
        const route = routeAt(at);
        if (route.startsWith(prefix) && route !== prefix) under.push(at);
      }
      return entriesAt(under);
    },
    byRoute(route) {
      for (let at = 0; at < count; at++) if (routeAt(at) === route) return entriesAt([at])[0];
      return undefined;
    },
  };
}
