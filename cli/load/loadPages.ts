/** Reads every Markdown page of the pages folder: front matter, body and route. */
import path from 'node:path';
import type { SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { parseFrontMatter, type YamlValues } from '../markdown/frontMatter.ts';
import { routeForPagePath } from '../markdown/routeOfFile.ts';
import { emptyPageWarning } from './emptyPage.ts';
import { readPageFile } from './pageEncoding.ts';
import { listMarkdownFiles } from './contentFiles.ts';

/** Loads one page file; errors carry the file and line. */
export function loadPage(absFile: string, pagesDir: string, root: string, yamlValues?: YamlValues): SourcePage {
  const file = path.relative(root, absFile) || absFile;
  const source = readPageFile(absFile, file);
  const { frontMatter, body, bodyLine } = parseFrontMatter(source, file, yamlValues);
  const route = routeForPagePath(path.relative(pagesDir, absFile).split(path.sep).join('/'));
  // Its values are cut out of the file's text, which they would keep alive as long as the page (and the nav) lives.
  return { route, file, absFile, frontMatter: structuredClone(frontMatter), body, bodyLine };
}

/**
 * Loads all pages, collecting every error rather than stopping at the first; duplicate routes are errors too. Empty
 * pages are added to `warnings`.
 */
export function loadPages(pagesDir: string, root: string, warnings: string[] = [], yamlValues?: YamlValues): SourcePage[] {
  const errors: ContentError[] = [];
  const pages: SourcePage[] = [];
  const byRoute = new Map<string, SourcePage>();
  for (const absFile of listMarkdownFiles(pagesDir)) {
    try {
      const page = loadPage(absFile, pagesDir, root, yamlValues);
      const clash = byRoute.get(page.route);
      if (clash) {
        errors.push(new ContentError(page.file, `the route ${page.route} is already produced by ${clash.file}; rename or remove one of them`));
        continue;
      }
      byRoute.set(page.route, page);
      pages.push(page);
      const empty = emptyPageWarning(page, page.bodyLine > 1);
      if (empty) warnings.push(empty);
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return pages;
}
