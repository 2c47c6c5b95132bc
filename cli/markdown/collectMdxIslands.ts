/**
 * The islands of a site's MDX pages, found before any page renders, so the browser bundle has a chunk for each: the
 * component's module, mounted by the MDX island runtime.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { findIslands, islandKey, type IslandImport } from './mdxIslands.ts';

/** One island component of one page, to bundle as an entry of its own. */
export interface MdxIslandRef extends IslandImport {
  /** The page and component, as the MDX compiler names the island (islandKey). */
  key: string;
  /** Unique, URL-safe name for its chunk. */
  chunkName: string;
  /** The page's folder, against which `specifier` resolves. */
  resolveDir: string;
  /** The page's file, and `line`/`column` the import's place in it rather than in its body. */
  absFile: string;
}

/** The MDX parser, loaded when a page may have islands: a site without any never loads the MDX compiler. */
let loaded: Promise<{ parse(body: string): unknown }> | null = null;
const mdxParser = () => (loaded ??= import('@mdx-js/mdx').then(({ createProcessor }) => createProcessor()));

function chunkNameOf(route: string, name: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
  return `island-${slug ? `${slug}-` : ''}${name}`;
}

/** Every island of the MDX pages; a misused `client:` directive fails here with its file and line. */
export async function collectMdxIslands(pages: readonly SourcePage[]): Promise<MdxIslandRef[]> {
  const refs = new Map<string, MdxIslandRef>();
  const errors: ContentError[] = [];
  for (const page of pages) {
    if (!page.absFile.endsWith('.mdx') || !page.body.includes('client:')) continue;
    const parser = await mdxParser();
    let tree: Root;
    try {
      tree = parser.parse(page.body) as Root;
    } catch {
      // A page MDX cannot parse is reported with its syntax error when it renders.
      continue;
    }
    const { islands, problems } = findIslands(tree);
    for (const { node, message } of problems) {
      errors.push(new ContentError(page.file, message, node.position && { line: node.position.start.line + page.bodyLine - 1, column: node.position.start.column }));
    }
    for (const { name, source } of islands) {
      const key = islandKey(page.absFile, name);
      const place = { line: source.line + page.bodyLine - 1, column: source.column };
      if (!refs.has(key)) refs.set(key, { key, chunkName: chunkNameOf(page.route, name), resolveDir: path.dirname(page.absFile), absFile: page.absFile, ...source, ...place });
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return [...refs.values()];
}
