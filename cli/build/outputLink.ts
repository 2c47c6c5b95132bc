/**
 * The layout that makes swapping a built site atomic. `--out dist` is a symbolic link to one complete build kept in
 * `.dist.builds/`; a new build is staged there, and the link is replaced by a single rename, so a process killed at any
 * instant leaves `dist` naming either the previous build or the new one, never nothing.
 *
 *   dist -> .dist.builds/site-<time>-<random>/    the served site (tools that copy `dist/` follow the link)
 *   .dist.builds/staging-<pid>-<random>/           a build being written by process <pid>
 *   .dist.link-<pid>-<random>                      the new link, for the instant before it is renamed over `dist`
 *   .dist.builds/trash-<random>/                   an old build being deleted, by a process of its own
 *   .dist.builds/spare-<random>/                   an old build's folders, for the next build (spareFolders.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import { removeDetached } from './detachedRemoval.ts';
import { holdsSpare } from './spareFolders.ts';

export interface OutputLayout {
  /** The output path the user named, resolved. */
  outDir: string;
  /** Folder holding the builds, beside `outDir`. */
  buildsDir: string;
  parent: string;
  name: string;
}

export function outputLayout(outDir: string): OutputLayout {
  const resolved = path.resolve(outDir);
  const parent = path.dirname(resolved);
  const name = path.basename(resolved);
  return { outDir: resolved, parent, name, buildsDir: path.join(parent, `.${name}.builds`) };
}

/** Whether `file` belongs to the output (the link, its builds or a temporary link): watchers ignore these. */
export function isOutputPath(layout: OutputLayout, file: string): boolean {
  const resolved = path.resolve(file);
  return (
    resolved === layout.outDir ||
    resolved.startsWith(layout.outDir + path.sep) ||
    resolved === layout.buildsDir ||
    resolved.startsWith(layout.buildsDir + path.sep) ||
    path.basename(resolved).startsWith(`.${layout.name}.link-`)
  );
}

/** A folder a process is writing (a staging build) or emptying into a spare (spareFolders.ts). */
const STAGING = /^(?:staging|recycling)-(\d+)-/;
const TEMPORARY_LINK = (name: string) => new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.link-(\\d+)-`);
/** Staging folders of the first output layout (a sibling `.dist.staging-XXXXXX` and its `.old` twin). */
const LEGACY_STAGING = (name: string) => new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.staging-`);

/** Whether process `pid` is still running (a build it started may still be writing). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The build `outDir` names now (a folder name inside `buildsDir`), or null when it is not a link into it. */
export function currentBuild(layout: OutputLayout): string | null {
  let target: string;
  try {
    target = fs.readlinkSync(layout.outDir);
  } catch {
    return null;
  }
  const resolved = path.resolve(layout.parent, target);
  return path.dirname(resolved) === layout.buildsDir ? path.basename(resolved) : null;
}

/** The names of finished builds begin with this, then their time in base 36 padded to TIME_DIGITS, then a random part. */
const SITE = 'site-';
const TIME_DIGITS = 10;

/** A sortable, unique name for a finished build. */
export function siteName(now = Date.now()): string {
  return `${SITE}${now.toString(36).padStart(TIME_DIGITS, '0')}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The name of a build finished now: later than every finished build's, even one finished within the same millisecond
 * (the builds kept are told apart from the old ones by their order, and the random part alone would order those two
 * at random).
 */
export function nextSiteName(layout: OutputLayout, now = Date.now()): string {
  const newest = finishedBuilds(layout).at(-1);
  const newestTime = newest === undefined ? Number.NaN : parseInt(newest.slice(SITE.length, SITE.length + TIME_DIGITS), 36);
  return siteName(Number.isFinite(newestTime) ? Math.max(now, newestTime + 1) : now);
}

/** Points `outDir` at `build` (a folder name inside `buildsDir`) with one rename. */
export function pointOutputAt(layout: OutputLayout, build: string): void {
  const link = path.join(layout.parent, `.${layout.name}.link-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  fs.symlinkSync(path.join(path.basename(layout.buildsDir), build), link, 'dir');
  try {
    const existing = fs.lstatSync(layout.outDir, { throwIfNoEntry: false });
    // A folder from an older docsgen (or another tool) cannot be renamed over: it is moved among the builds first, the
    // one step of the first build in this layout that is not a single rename (`recoverOutput` repairs a kill there).
    if (existing?.isDirectory()) fs.renameSync(layout.outDir, path.join(layout.buildsDir, siteName(existing.mtimeMs)));
    fs.renameSync(link, layout.outDir);
  } catch (error) {
    fs.rmSync(link, { force: true });
    throw error;
  }
}

/** When `outDir` is missing but builds exist (a kill while moving an old output folder aside), links the newest. */
export function recoverOutput(layout: OutputLayout): void {
  if (fs.lstatSync(layout.outDir, { throwIfNoEntry: false })) return;
  const newest = finishedBuilds(layout).at(-1);
  if (newest) pointOutputAt(layout, newest);
}

/** Finished builds, oldest first. */
function finishedBuilds(layout: OutputLayout): string[] {
  if (!fs.existsSync(layout.buildsDir)) return [];
  return fs
    .readdirSync(layout.buildsDir)
    .filter((name) => name.startsWith(SITE))
    .sort();
}

/** Prefix of a folder renamed out of the way to be deleted: no reader looks for anything in it. */
const TRASH = 'trash-';

/**
 * Removes what killed or finished builds left: staging folders of processes no longer running, temporary links,
 * folders of the first layout, and every finished build but the served one and the one before it (a request that
 * located a file just before the swap still finds it). Large folders are renamed into the trash at once (one rename
 * each) and deleted by a detached process, so the build neither waits for thousands of unlinks nor holds its exit for
 * them; a trash folder a crash left behind is deleted again by the next build.
 */
export function removeStaleBuilds(layout: OutputLayout): void {
  const trashed: string[] = [];
  const moveToTrash = (name: string) => {
    const trash = path.join(layout.buildsDir, `${TRASH}${Math.random().toString(36).slice(2, 10)}`);
    try {
      fs.renameSync(path.join(layout.buildsDir, name), trash);
      trashed.push(trash);
    } catch (error) {
      // Another build's cleanup moved it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  const served = currentBuild(layout);
  const finished = finishedBuilds(layout).filter((name) => name !== served);
  for (const name of finished.slice(0, -1)) moveToTrash(name);
  if (fs.existsSync(layout.buildsDir)) {
    for (const name of fs.readdirSync(layout.buildsDir)) {
      const pid = STAGING.exec(name)?.[1];
      if (pid !== undefined && !isRunning(Number(pid))) moveToTrash(name);
      else if (name.startsWith(TRASH) && !trashed.includes(path.join(layout.buildsDir, name))) trashed.push(path.join(layout.buildsDir, name));
    }
  }
  const temporaryLink = TEMPORARY_LINK(layout.name);
  const legacyStaging = LEGACY_STAGING(layout.name);
  for (const name of fs.readdirSync(layout.parent)) {
    const pid = temporaryLink.exec(name)?.[1];
    if ((pid !== undefined && !isRunning(Number(pid))) || legacyStaging.test(name)) fs.rmSync(path.join(layout.parent, name), { recursive: true, force: true });
  }
  // One old build is kept as the next build's spare folders, unless a spare is there or on its way.
  const recycled = trashed.length > 0 && !holdsSpare(fs.readdirSync(layout.buildsDir)) ? trashed.shift()! : null;
  removeDetached(trashed, recycled);
}
