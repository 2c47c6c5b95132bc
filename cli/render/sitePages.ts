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
  const routeByFile = new Map(pages.map((page) => [page.absFile, page.route]));
  return {
    routeOfFile: (absFile) => routeByFile.get(absFile),
    under: (prefix) => pages.filter((page) => page.route.startsWith(prefix) && page.route !== prefix),
    byRoute: (route) => pages.find((page) => page.route === route),
  };
}

/** The pages packed to be sent to another thread: each page's entry serialized, one after another. */
export interface PackedPages {
  records: Uint8Array;
  /** Where each page's record ends in `records`. */
  ends: Uint32Array;
  /** The hash of each page's source file (nameHashIndex.ts), to find a file's page without reading every record. */
  fileHashes: Uint32Array;
}

export function packedPages(pages: readonly SourcePage[]): PackedPages {
  const records = pages.map(({ route, file, absFile, frontMatter, bodyLine }) => v8.serialize({ route, file, absFile, frontMatter, bodyLine } satisfies PageEntry));
  const ends = new Uint32Array(records.length);
  let end = 0;
  records.forEach((record, at) => (ends[at] = end += record.length));
  return { records: Buffer.concat(records, end), ends, fileHashes: Uint32Array.from(pages, (page) => nameHash(page.absFile)) };
}

/** The pages of a packed copy, each record read when asked for. */
export function unpackedPages({ records, ends, fileHashes }: PackedPages): SitePages {
  const byFile = new NameHashIndex(fileHashes);
  const entry = (at: number): PageEntry => v8.deserialize(records.subarray(at === 0 ? 0 : ends[at - 1], ends[at])) as PageEntry;
  function* entries(): Generator<PageEntry> {
    for (let at = 0; at < ends.length; at++) yield entry(at);
  }
  return {
    routeOfFile(absFile) {
      for (const at of byFile.positionsOf(absFile)) {
        const page = entry(at);
        if (page.absFile === absFile) return page.route;
      }
      return undefined;
    },
    under: (prefix) => [...entries()].filter((page) => page.route.startsWith(prefix) && page.route !== prefix),
    byRoute(route) {
      for (const page of entries()) if (page.route === route) return page;
      return undefined;
    },
  };
}
