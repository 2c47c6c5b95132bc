/** Files of the pages folder that no build step uses, so none is skipped without a word (an `.rst` page, an image nothing shows). */
import path from 'node:path';
import { contentFilesUnder } from '../load/contentFiles.ts';

/** Pages, and the demos, components and stylesheets pages import (`.vue` ones from VitePress pages' scripts). */
const usedExtensions = new Set(['.md', '.mdx', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.css', '.json', '.vue']);

/** A warning for each file under `pagesDir` that is not a page, code, or a file some page references (`usedFiles`). */
export function unbuiltFileWarnings(pagesDir: string, root: string, usedFiles: ReadonlySet<string>, publicFolder = path.join(root, 'public')): string[] {
  // A site without a config has its pages at the root, beside public/, which is published as it is.
  const publicDir = publicFolder + path.sep;
  // Walked, not listed: the list of a large site's files (its pages) would be held only to find the few left out.
  const unbuilt: string[] = [];
  for (const file of contentFilesUnder(pagesDir)) {
    // A Docusaurus category file is read for the nav.
    const isCategoryFile = /^_category_\.ya?ml$/.test(path.basename(file));
    if (!usedExtensions.has(path.extname(file).toLowerCase()) && !usedFiles.has(file) && !file.startsWith(publicDir) && !isCategoryFile) unbuilt.push(file);
  }
  return unbuilt
    .sort()
    .map((file) => `${path.relative(root, file)}: this file is not built: docsgen builds .md and .mdx pages and publishes the files they reference; reference it from a page, move it to public/, or remove it`);
}
