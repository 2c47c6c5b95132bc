/** Reads every Markdown page of the pages folder: front matter, body and route. */
import path from 'node:path';
import type { FrontMatter, SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { parseFrontMatter, type YamlValues } from '../markdown/frontMatter.ts';
import { routeForPagePath } from '../markdown/routeOfFile.ts';
import { emptyPageWarning } from './emptyPage.ts';
import { readPageFile } from './pageEncoding.ts';
import { listMarkdownFiles } from './contentFiles.ts';
import { detachedText } from '../build/detachedCopy.ts';

/**
 * Which files of the pages folder are pages and where they are served, for a folder written for another tool
 * (tools/docusaurusDocs.ts); by default every `.md` and `.mdx` file, at the route of its path.
 */
export interface PageRules {
  /** Whether the file at this path in the pages folder (`/`-separated) is a page. */
  isPage(relativePath: string): boolean;
  routeOf(relativePath: string, frontMatter: FrontMatter): string;
  /** Why a loaded page is left out of the site (a draft), as a warning; null to keep it. */
  leftOut(page: SourcePage): string | null;
}

const FILE_RULES: PageRules = { isPage: () => true, routeOf: (relativePath) => routeForPagePath(relativePath), leftOut: () => null };

/** Loads one page file; errors carry the file and line. */
export function loadPage(absFile: string, pagesDir: string, root: string, yamlValues?: YamlValues, rules: PageRules = FILE_RULES): SourcePage {
  // Both in one piece, kept as long as the page: the path as joined while listing, the file cut out of the path resolved.
  const file = detachedText(path.relative(root, absFile) || absFile);
  const source = readPageFile(absFile, file);
  const { frontMatter, body, bodyLine } = parseFrontMatter(source, file, yamlValues);
  // In one piece: made by joining, it would be a tree of its pieces as long as the page lives.
  const route = detachedText(rules.routeOf(path.relative(pagesDir, absFile).split(path.sep).join('/'), frontMatter));
  // Its values are cut out of the file's text, which they would keep alive as long as the page (and the nav) lives.
  return { route, file, absFile: detachedText(absFile), frontMatter: structuredClone(frontMatter), body, bodyLine };
}

/** What a caller keeps of each page as it is loaded: the page itself, or a record reading its body from elsewhere. */
export type KeepPage = (page: SourcePage) => SourcePage;

/**
 * Loads all pages, collecting every error rather than stopping at the first; duplicate routes are errors too. Empty
 * pages are added to `warnings`. Each page is given to `keep` as soon as it is read, so a build can set its body aside
 * before the next is read rather than hold the whole site's source at once.
 */
export function loadPages(pagesDir: string, root: string, warnings: string[] = [], yamlValues?: YamlValues, keep: KeepPage = (page) => page, rules: PageRules = FILE_RULES): SourcePage[] {
  const errors: ContentError[] = [];
  const pages: SourcePage[] = [];
  const byRoute = new Map<string, SourcePage>();
  for (const absFile of listMarkdownFiles(pagesDir)) {
    if (!rules.isPage(path.relative(pagesDir, absFile).split(path.sep).join('/'))) continue;
    try {
      const loaded = loadPage(absFile, pagesDir, root, yamlValues, rules);
      const leftOut = rules.leftOut(loaded);
      if (leftOut) {
        warnings.push(leftOut);
        continue;
      }
      const clash = byRoute.get(loaded.route);
      if (clash) {
        errors.push(new ContentError(loaded.file, `the route ${loaded.route} is already produced by ${clash.file}; rename or remove one of them`));
        continue;
      }
      const empty = emptyPageWarning(loaded, loaded.bodyLine > 1);
      if (empty) warnings.push(empty);
      const page = keep(loaded);
      byRoute.set(page.route, page);
      pages.push(page);
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return pages;
}
