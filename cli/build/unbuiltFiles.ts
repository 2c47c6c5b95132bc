/** Files of the pages folder that no build step uses, so none is skipped without a word (an `.rst` page, an image nothing shows). */
import fs from 'node:fs';
import path from 'node:path';

/** Pages, and the demos, components and stylesheets pages import. */
const usedExtensions = new Set(['.md', '.mdx', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.css', '.json']);
const skippedFolders = new Set(['node_modules', 'dist', '.git', '.docsgen-cache', '.docsgen-data']);

/** A warning for each file under `pagesDir` that is not a page, code, or a file some page references (`usedFiles`). */
export function unbuiltFileWarnings(pagesDir: string, root: string, usedFiles: ReadonlySet<string>): string[] {
  const warnings: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !usedExtensions.has(path.extname(entry.name).toLowerCase()) && !usedFiles.has(full)) {
        warnings.push(`${path.relative(root, full)}: this file is not built: docsgen builds .md and .mdx pages and publishes the files they reference; reference it from a page, move it to public/, or remove it`);
      }
    }
  };
  if (fs.existsSync(pagesDir)) walk(pagesDir);
  return warnings;
}
