/**
 * Checks every internal link of the built pages: the target page must exist, and so must the element its #anchor names;
 * a file a page embeds from the site's root (`![](/logo.png)`) must be a public file or one the build writes.
 */
import { ContentError, type ContentErrorData } from '../errors.ts';
import { decodePath } from '../markdown/decodePath.ts';
import { detachedCopy } from './detachedCopy.ts';
import type { KnownIds } from './documentIds.ts';
import { nearestMatch } from './nearestMatch.ts';

export interface LinkSource {
  route: string;
  file: string;
  /** Each link with where it was written; links the build generated have no position. */
  links: { href: string; line?: number; column?: number; embedded?: true }[];
  /** Links and files the Markdown step already found unresolvable (a `.md` link to no page, a missing image). */
  brokenLinks?: ContentErrorData[];
}

/**
 * The documents links may point at, by route: whether there is one, and its element ids (a Map of ids by route is
 * one). A document's ids may be read when asked for: they are asked for only to check an anchor.
 */
export interface LinkTargets {
  has(route: string): boolean;
  get(route: string): KnownIds | undefined;
  keys(): Iterable<string>;
  /**
   * Whether an anchor of the document of `from` into that of `to` is known to resolve without its ids (both as an
   * earlier build whose links all resolved left them); the ids are read otherwise.
   */
  anchorKnownToResolve?(from: string, to: string): boolean;
}

/** A piece of a document whose ids are known already (an encoded piece, or HTML whose ids were read before). */
type PieceOfKnownIds = { readonly ids: Iterable<string> };

/**
 * Every `id="…"` in a page's HTML, given whole or as the pieces of a composed document (attributes never straddle two),
 * as strings of their own: kept for the link check, they do not keep the HTML alive.
 */
export function elementIds(html: string | readonly (string | PieceOfKnownIds)[]): Set<string> {
  const ids = new Set<string>();
  for (const piece of typeof html === 'string' ? [html] : html) {
    if (typeof piece !== 'string') {
      for (const id of piece.ids) ids.add(id);
      continue;
    }
    for (const match of piece.matchAll(/\sid="([^"]+)"/g)) ids.add(detachedCopy(decodeEntities(match[1])));
  }
  return ids;
}

// React escapes these in attribute values; an id is compared as the reader's browser sees it.
function decodeEntities(value: string): string {
  return value.includes('&') ? value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : value;
}

// A malformed escape is compared as written.
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** A link's route with a trailing slash and without hash or query; the hash decoded, so raw and percent-encoded forms match. */
function routeOfHref(href: string, fromRoute: string): { route: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? decodeHash(href.slice(hashAt + 1)) : '';
  let path = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?')[0];
  if (path === '') path = fromRoute;
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) path += '/';
  return { route: path, hash };
}

/** The file a root-absolute URL names, as the site's files are listed: without its query or hash, decoded. */
const filePathOf = (href: string) => decodePath(href.split(/[?#]/)[0]);

/** A missing embedded file's error, with the nearest of `suggestableFiles` to it. */
function missingFile(file: string, href: string, filePath: string, suggestableFiles: Iterable<string>, position: ContentError['position']): ContentError {
  const suggestion = nearestMatch(filePath, suggestableFiles);
  return new ContentError(file, `missing file "${href}": there is no public${filePath} and the build writes no such file; fix the path or add the file to public/${suggestion ? `; did you mean ${suggestion}?` : ''}`, position);
}

/**
 * Every broken internal link, as errors naming the source file, the link and the nearest match. Anchors are suggested
 * from `suggestableIds` (a page's own content, not the shell's `#main-content`), never the rejected anchor itself; a
 * missing embedded file from `suggestableFiles` (the public files).
 */
export function checkLinks(
  sources: LinkSource[],
  documents: LinkTargets,
  staticFiles: Set<string>,
  suggestableIds: Pick<ReadonlyMap<string, Iterable<string>>, 'get'> = documents,
  suggestableFiles: Iterable<string> = staticFiles,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const source of sources) {
    for (const broken of source.brokenLinks ?? []) errors.push(new ContentError(broken.file, broken.message, broken.position));
    for (const link of source.links) {
      if (!link.href.startsWith('/') && !link.href.startsWith('#')) continue;
      const position = link.line === undefined ? undefined : { line: link.line, column: link.column };
      if (link.embedded) {
        const filePath = filePathOf(link.href);
        if (!staticFiles.has(filePath)) errors.push(missingFile(source.file, link.href, filePath, suggestableFiles, position));
        continue;
      }
      const { route, hash } = routeOfHref(link.href, source.route);
      if (!documents.has(route)) {
        if (staticFiles.has(route.replace(/\/$/, ''))) continue;
        const suggestion = nearestMatch(route, documents.keys());
        errors.push(new ContentError(source.file, `broken link ${link.href}: no page at ${route}${suggestion ? `; did you mean ${suggestion}?` : ''}`, position));
        continue;
      }
      if (!hash || documents.anchorKnownToResolve?.(source.route, route)) continue;
      const ids = documents.get(route)!;
      if (!ids.has(hash)) {
        const candidates = [...(suggestableIds.get(route) ?? ids)].filter((id) => id !== hash);
        const suggestion = nearestMatch(hash, candidates);
        errors.push(new ContentError(source.file, `broken anchor ${link.href}: ${route} has no element with id "${hash}"${suggestion ? `; did you mean #${suggestion}?` : ''}`, position));
      }
    }
  }
  return errors;
}
