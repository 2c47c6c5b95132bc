/** The element ids of a site's documents as the link check reads them: held when composed, read again when reused. */
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../../cli/build/checkLinks.ts';
import { DocumentIds } from '../../../../cli/build/documentIds.ts';
import { SiteDocumentIds } from '../../../../cli/build/siteDocumentIds.ts';

const shell = ['app-nav', 'main-content'];
const idsOf = (...own: string[]) => DocumentIds.of([...shell, ...own, 'search-dialog']);

/** A site of three pages whose documents were reused but `composed`, the reused ones' ids counted as they are read. */
function site(composed: string[]) {
  const recorded: Record<string, DocumentIds> = { '/a/': idsOf('intro'), '/b/': idsOf('usage', 'props'), '/c/': idsOf('faq') };
  const reads: string[] = [];
  const pages = new Map(Object.keys(recorded).map((route) => [route, {}]));
  const ids = new SiteDocumentIds({
    pages,
    idsOf: (route) => {
      reads.push(route);
      return recorded[route];
    },
  });
  for (const route of composed) ids.hold(route, idsOf('changed'));
  ids.hold('/404.html', idsOf());
  return { ids, reads };
}

const linkFrom = (route: string, ...hrefs: string[]) => ({ route, file: `pages${route}index.md`, links: hrefs.map((href, i) => ({ href, line: i + 1, column: 1 })) });

describe("a site's document ids", () => {
  it('know every document, held or reused, and list every route once', () => {
    const { ids, reads } = site(['/b/']);
    for (const route of ['/a/', '/b/', '/c/', '/404.html']) expect(ids.has(route)).toBe(true);
    expect(ids.has('/d/')).toBe(false);
    expect([...ids.keys()].sort()).toEqual(['/404.html', '/a/', '/b/', '/c/']);
    expect(reads).toEqual([]);
  });

  it('give a composed document the ids it was composed with, and read a reused one\'s when asked', () => {
    const { ids, reads } = site(['/b/']);
    expect([...ids.get('/b/')!]).toEqual([...shell, 'changed', 'search-dialog']);
    expect(reads).toEqual([]);
    expect(ids.get('/c/')!.has('faq')).toBe(true);
    expect(reads).toEqual(['/c/']);
    expect(ids.get('/d/')).toBeUndefined();
  });

  it('know an anchor between two reused documents to resolve, and no other', () => {
    const { ids } = site(['/b/']);
    expect(ids.anchorKnownToResolve('/a/', '/c/')).toBe(true);
    expect(ids.anchorKnownToResolve('/a/', '/a/')).toBe(true);
    expect(ids.anchorKnownToResolve('/a/', '/b/')).toBe(false);
    expect(ids.anchorKnownToResolve('/b/', '/c/')).toBe(false);
    expect(ids.anchorKnownToResolve('/a/', '/404.html')).toBe(false);
    expect(ids.anchorKnownToResolve('/a/', '/d/')).toBe(false);
  });

  it('hold every document given when none are reused', () => {
    const ids = new SiteDocumentIds();
    ids.hold('/a/', idsOf('intro'));
    expect(ids.has('/a/')).toBe(true);
    expect(ids.get('/a/')!.has('intro')).toBe(true);
    expect(ids.anchorKnownToResolve('/a/', '/a/')).toBe(false);
    // A page rebuilt alone (watch mode) replaces its ids.
    ids.hold('/a/', idsOf('outro'));
    expect(ids.get('/a/')!.has('intro')).toBe(false);
  });
});

describe('a site with many reused documents asked for', () => {
  it('reads their ids back one at a time up to a bound, then all at once, in order, and holds them', () => {
    const routes = Array.from({ length: 600 }, (_, i) => `/p${i}/`);
    const reads: string[] = [];
    const ids = new SiteDocumentIds({
      pages: new Set(routes),
      idsOf: (route) => {
        reads.push(route);
        return idsOf(`in-${route.slice(1, -1)}`);
      },
    });
    ids.hold('/p0/', idsOf('changed'));
    const links = routes.slice(1).map((route) => `${route}#in-${route.slice(1, -1)}`);
    expect(checkLinks([linkFrom('/p0/', ...links, ...links)], ids, new Set())).toEqual([]);
    // 256 read alone, then every reused document once, in the site's order; the second pass reads nothing.
    expect(reads.length).toBe(256 + 599);
    expect(reads.slice(256)).toEqual(routes.slice(1));
    expect(ids.anchorKnownToResolve('/p1/', '/p2/')).toBe(false);
  });
});

describe('the link check over them', () => {
  it('reads the ids of a reused document only for an anchor from a page composed again', () => {
    const { ids, reads } = site(['/b/']);
    const errors = checkLinks([linkFrom('/a/', '/c/#faq', '/c/', '/b/#changed'), linkFrom('/b/', '/c/#faq', '/a/#gone')], ids, new Set());
    // The page the broken anchor points into is read again for the suggestion.
    expect(reads).toEqual(['/c/', '/a/', '/a/']);
    expect(errors.map((error) => error.format())).toEqual(['pages/b/index.md:2:1: broken anchor /a/#gone: /a/ has no element with id "gone"; did you mean #intro?']);
  });

  it('finds a broken anchor from a reused page into a document composed again', () => {
    const { ids } = site(['/b/']);
    const errors = checkLinks([linkFrom('/a/', '/b/#props')], ids, new Set());
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('broken anchor /b/#props: /b/ has no element with id "props"')]);
  });

  it('still finds a link to no page from a reused one, and suggests among every route', () => {
    const { ids } = site([]);
    const errors = checkLinks([linkFrom('/a/', '/cc/#faq')], ids, new Set());
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('broken link /cc/#faq: no page at /cc/; did you mean /c/?')]);
  });
});
