/**
 * The content boundary: the folders a page may read files from. Every path content names (an include, a snippet
 * import, an image, a link to a file, an MDX import, a file under `public/`) must lead, after its symlinks are
 * followed, into the site's project folder (the folder of its package.json, or the site folder without one) or one of
 * the config's `contentRoots`. So a pull request of Markdown alone cannot publish the build's environment
 * (`/proc/self/environ`) or a file beside the checkout (`../../secret.txt`).
 *
 * The paths the config names (its plugin and theme modules, a theme's CSS files) are not content: they are code the
 * site's author chose, run with the build's rights like the config that names them, which could import any file
 * itself. They are found from the config's folder wherever they lead (a monorepo's shared plugin in `../tools`), and no
 * page can name one: a page chooses a layout by name, among those the config's theme gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRootOf } from './siteProject.ts';

/** The real paths of the folders content may read from. */
export type ContentRoots = readonly string[];

/** Where a path content names leads: the real file inside the boundary, outside it, or nowhere. */
export type ContentPath = { kind: 'inside'; realPath: string } | { kind: 'outside'; realPath: string } | { kind: 'missing' };

/** A path's real location (its symlinks followed), or null when it does not exist. */
function realLocation(absPath: string): string | null {
  try {
    return fs.realpathSync(absPath);
  } catch {
    return null;
  }
}

/**
 * The boundary of a site: its project folder and the config's `contentRoots` (relative to the site folder), each
 * with its symlinks followed.
 */
export function contentRootsOf(siteRoot: string, extraRoots: readonly string[] = []): ContentRoots {
  const roots = [projectRootOf(siteRoot), ...extraRoots.map((root) => path.resolve(siteRoot, root))];
  return [...new Set(roots.map((root) => realLocation(root) ?? path.resolve(root)))];
}

const modelRoots = new WeakMap<object, ContentRoots>();

/** The boundary of a loaded site, worked out once per model. */
export function siteContentRoots(model: { root: string; config: { contentRoots?: readonly string[] } }): ContentRoots {
  let roots = modelRoots.get(model);
  if (!roots) {
    roots = contentRootsOf(model.root, model.config.contentRoots);
    modelRoots.set(model, roots);
  }
  return roots;
}

/** Whether `absPath` is `root` or lies below it. */
export function isWithin(root: string, absPath: string): boolean {
  const relative = path.relative(root, absPath);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/**
 * Where `absPath` leads. A missing path is judged by where it would be (so `../../secret.txt` is reported as outside
 * whether or not the file exists, and nothing tells a page what exists beyond its boundary).
 */
export function locateContentPath(absPath: string, roots: ContentRoots): ContentPath {
  const resolved = path.resolve(absPath);
  const realPath = realLocation(resolved);
  const judged = realPath ?? resolved;
  if (!roots.some((root) => isWithin(root, judged))) return { kind: 'outside', realPath: judged };
  return realPath === null ? { kind: 'missing' } : { kind: 'inside', realPath };
}

/** The reason shown for a path outside the boundary, with how to widen it. */
export function outsideReason(written: string): string {
  return `"${written}" leads outside the site's project folder; a page may only read files inside it (a monorepo can add folders with \`contentRoots\` in the site config)`;
}
