/**
 * Spare folder trees for staging builds. An old build, once deleted, is the same tree of folders the next build
 * creates again (a folder per page): one old build's files are deleted in the background and its folders kept as a
 * spare (detachedRemoval.ts), and a new staging folder takes a spare, when there is one, instead of starting empty.
 * The folders the new build leaves empty are removed before it is swapped in, so the output is what it would have
 * been in a fresh folder.
 *
 *   .dist.builds/recycling-<pid>-<random>/   an old build being emptied by process <pid>
 *   .dist.builds/spare-<random>/             folders only, ready to stage a build in
 */
import fs from 'node:fs';
import path from 'node:path';
import { detachedText } from './detachedCopy.ts';

export const SPARE_PREFIX = 'spare-';
export const RECYCLING_PREFIX = 'recycling-';

/** Whether a folder of these names in the builds folder is, or is about to be, a spare. */
export function holdsSpare(names: readonly string[]): boolean {
  return names.some((name) => name.startsWith(SPARE_PREFIX) || name.startsWith(RECYCLING_PREFIX));
}

/** Whether a file of the public folder would go where the spare has a folder (a public folder since made a file). */
function publicFileOnFolder(folders: ReadonlySet<string>, publicDir: string | undefined): boolean {
  if (!publicDir || !fs.existsSync(publicDir)) return false;
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .some((entry) => !entry.isDirectory() && folders.has(path.relative(publicDir, path.join(entry.parentPath, entry.name))));
}

/**
 * Renames a spare of `buildsDir` to `staging` and returns the folders it holds (paths relative to it, each a string
 * in one piece: a joined path is a tree of its pieces, a few hundred bytes a folder held while a large site renders),
 * or null when there is no spare to take (another build may have taken it first) or it does not fit the public folder
 * copied into it. Anything but a folder found in it is deleted.
 */
export function claimSpare(buildsDir: string, staging: string, publicDir?: string): Set<string> | null {
  for (const name of fs.readdirSync(buildsDir).filter((entry) => entry.startsWith(SPARE_PREFIX))) {
    try {
      fs.renameSync(path.join(buildsDir, name), staging);
    } catch {
      continue;
    }
    const folders = new Set<string>();
    for (const entry of fs.readdirSync(staging, { recursive: true, withFileTypes: true })) {
      const entryPath = path.join(entry.parentPath, entry.name);
      if (entry.isDirectory()) folders.add(detachedText(path.relative(staging, entryPath)));
      else fs.rmSync(entryPath, { force: true });
    }
    if (!publicFileOnFolder(folders, publicDir)) return folders;
    fs.rmSync(staging, { recursive: true, force: true });
    return null;
  }
  return null;
}

/**
 * Removes the folders of a spare (relative to `stagingDir`) that the build left empty, deepest first (a folder emptied
 * so is removed with them). Folders the site's public folder has are kept as copied, empty or not.
 */
export function removeUnusedFolders(unused: Iterable<string>, stagingDir: string, publicDir: string | undefined): void {
  for (const folder of [...unused].sort((a, b) => b.length - a.length)) {
    if (publicDir && fs.existsSync(path.join(publicDir, folder))) continue;
    try {
      fs.rmdirSync(path.join(stagingDir, folder));
    } catch {
      // Not empty: it holds what the build wrote in the folders below it.
    }
  }
}
