/**
 * The site's `public/` folder as the files a build copies verbatim. A symlink in it is copied as the file or folder it
 * points to when that lies inside the content boundary, and refused when it leads outside (a link to `/etc` would
 * otherwise publish the machine's files, or a link to an absolute path that the host serving the site resolves).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, ContentErrors } from '../errors.ts';
import { isWithin, locateContentPath, type ContentRoots } from './contentBoundary.ts';

/** One file to publish: its path below `public/` (with `/` separators) and where its bytes are. */
export interface PublicFile {
  rel: string;
  realPath: string;
}

/** The public folder of a build: where it is, its files with their symlinks followed, and its folders (empty ones are copied too). */
export interface PublicFolder {
  dir: string;
  files: PublicFile[];
  folders: string[];
}

/** Every file of `dir`, or ContentErrors naming each symlink that leads outside `roots` or into a folder above it. */
export function readPublicFolder(dir: string, roots: ContentRoots): PublicFolder {
  const files: PublicFile[] = [];
  const folders: string[] = [];
  const errors: ContentError[] = [];
  const shown = (rel: string) => path.posix.join('public', rel);
  const walk = (realDir: string, relDir: string, ancestors: readonly string[]) => {
    for (const entry of fs.readdirSync(realDir, { withFileTypes: true })) {
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      let realPath = path.join(realDir, entry.name);
      if (entry.isSymbolicLink()) {
        const located = locateContentPath(realPath, roots);
        if (located.kind === 'outside') {
          errors.push(new ContentError(shown(rel), 'is a symlink that leads outside the site\'s project folder; copy the file into public/ or add its folder to `contentRoots`'));
          continue;
        }
        if (located.kind === 'missing') {
          errors.push(new ContentError(shown(rel), 'is a symlink to nothing; remove it or point it at a file'));
          continue;
        }
        realPath = located.realPath;
      }
      const stat = fs.statSync(realPath);
      if (stat.isDirectory()) {
        // A link to a folder that holds it would be copied forever.
        if (ancestors.some((ancestor) => isWithin(realPath, ancestor))) {
          errors.push(new ContentError(shown(rel), 'is a symlink to a folder that contains it; remove the link'));
          continue;
        }
        folders.push(rel);
        walk(realPath, rel, [...ancestors, realPath]);
      } else if (stat.isFile()) {
        files.push({ rel, realPath });
      }
    }
  };
  const located = locateContentPath(dir, roots);
  if (located.kind === 'outside') errors.push(new ContentError('public', 'is a symlink that leads outside the site\'s project folder; make it a folder of the site'));
  else if (located.kind === 'inside' && fs.statSync(located.realPath).isDirectory()) walk(located.realPath, '', [located.realPath]);
  if (errors.length) throw new ContentErrors(errors);
  return { dir, files, folders };
}

/** Copies the public folder into `target` (which exists), each file a plain file whatever it was linked from. */
export function copyPublicFiles(folder: PublicFolder, target: string): void {
  // Folders come before the folders and files below them.
  for (const rel of folder.folders) fs.mkdirSync(path.join(target, rel), { recursive: true });
  for (const file of folder.files) fs.copyFileSync(file.realPath, path.join(target, file.rel));
}
