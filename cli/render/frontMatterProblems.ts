/** A layout's front-matter problem made a content error: at the file of the page it names, on the line of the key. */
import { ContentError } from '../errors.ts';
import { readPageFile } from '../load/pageEncoding.ts';
import type { SitePages } from './sitePages.ts';
import { FrontMatterProblem } from '../../templates/layouts/frontMatterFields.ts';

/**
 * The line of the front-matter entry that holds `keyPath` (its top-level key: `teams` for `teams[1].roles[0].href`),
 * given the page's text and the line its body starts on; undefined when the key is not written.
 */
export function frontMatterKeyLine(source: string, bodyLine: number, keyPath: string): number | undefined {
  const key = keyPath.match(/^[^.[]+/)?.[0];
  // The block runs from line 2 to the line before its closing `---`, which is the line before the body.
  const entries = source.split(/\r?\n/).slice(1, Math.max(1, bodyLine - 2));
  const index = entries.findIndex((text) => text.match(/^(["']?)([^"':#\s][^"':]*?)\1\s*:/)?.[2] === key);
  return index < 0 ? undefined : index + 2;
}

/** `error` as a content error when a layout threw a front-matter problem; any other error as it is. */
export function withFrontMatterPosition(error: unknown, pages: Pick<SitePages, 'byRoute'>): unknown {
  if (!(error instanceof FrontMatterProblem)) return error;
  const page = pages.byRoute(error.route);
  if (!page) return new ContentError(error.route, error.message);
  const line = frontMatterKeyLine(readPageFile(page.absFile, page.file), page.bodyLine, error.key);
  return new ContentError(page.file, error.message, line === undefined ? undefined : { line });
}
