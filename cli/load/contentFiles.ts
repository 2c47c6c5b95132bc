/** Where a site's files are: its config, its pages folder and the content files in it, found without reading any. */
import fs from 'node:fs';
import path from 'node:path';
import { configlessPagesFolder, isToolProject } from './pagesFolder.ts';

/** Where a site keeps its config, in the order they are looked for. */
const CONFIG_LOCATIONS = ['site.config.ts', 'content/site.config.ts'];

/** The config file of the site at `root`, or null for a plain Markdown folder. */
export function findConfigFile(root: string): string | null {
  return CONFIG_LOCATIONS.map((rel) => path.join(root, rel)).find((file) => fs.existsSync(file)) ?? null;
}

/** The folder of a site's pages: pages/ beside its config, or for a folder without one, where its pages are (pagesFolder.ts). */
export function pagesDirOf(root: string, configFile: string | null): string {
  return configFile && !isToolProject(root) ? path.join(path.dirname(configFile), 'pages') : configlessPagesFolder(root);
}

/** Folders never read as content. */
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.git', '.docsgen-cache', '.docsgen-data']);

/**
 * Every file under `dir` that may be content (hidden files and ignored folders left out), in the order the folders list
 * them, one at a time: for a caller that looks at each once and keeps few.
 */
export function* contentFilesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || IGNORED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* contentFilesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const isMarkdownFile = (file: string) => /\.mdx?$/.test(file);

/** Every file under `dir` that may be content, sorted so builds are deterministic. */
export function listContentFiles(dir: string): string[] {
  return [...contentFilesUnder(dir)].sort();
}

/** Every `.md` and `.mdx` file under `dir`, sorted. */
export function listMarkdownFiles(dir: string): string[] {
  return listContentFiles(dir).filter(isMarkdownFile);
}

/**
 * The `.md` and `.mdx` files under `dir` one at a time, in no set order: for a caller that counts them or looks at each
 * once, and holds none (a list of a large site's paths, held through a walk of its folders, is a megabyte at 10,000 pages).
 */
export function* markdownFilesUnder(dir: string): Generator<string> {
  for (const file of contentFilesUnder(dir)) if (isMarkdownFile(file)) yield file;
}
