/**
 * Deletion of folders by a detached process of their own: the process that asks neither waits for it nor is kept
 * from exiting by it. Only for folders nothing reads any more (renamed out of the way first): a deletion cut short
 * leaves a part of one, which whoever asked removes again later.
 *
 * One old build may instead be recycled: its files are deleted but its folders kept, and the emptied tree is left as a
 * spare (spareFolders.ts) in which the next build writes without creating a folder per page. Creating folders costs
 * the file system far more than linking files into them, and the deletion saves removing those folders.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { RECYCLING_PREFIX, SPARE_PREFIX } from './spareFolders.ts';

/**
 * The deleting process's program: its first argument is a folder to recycle into a spare ('' for none), the rest are
 * deleted with all they hold. The recycled folder is first renamed to one naming this process, so a build that finds
 * it later knows whether it is still being emptied; any failure deletes it instead. Failures are left for a later attempt.
 */
const REMOVE_PATHS = `
const fs = require('node:fs');
const path = require('node:path');
const [recycled, ...removed] = process.argv.slice(1);
for (const p of removed) { try { fs.rmSync(p, { recursive: true, force: true }); } catch {} }
const suffix = () => Math.random().toString(36).slice(2, 10);
if (recycled) {
  const dir = path.dirname(recycled);
  const mine = path.join(dir, ${JSON.stringify(RECYCLING_PREFIX)} + process.pid + '-' + suffix());
  let renamed = false;
  try {
    fs.renameSync(recycled, mine);
    renamed = true;
    for (const entry of fs.readdirSync(mine, { recursive: true, withFileTypes: true })) {
      if (!entry.isDirectory()) fs.unlinkSync(path.join(entry.parentPath, entry.name));
    }
    fs.renameSync(mine, path.join(dir, ${JSON.stringify(SPARE_PREFIX)} + suffix()));
  } catch {
    try { fs.rmSync(renamed ? mine : recycled, { recursive: true, force: true }); } catch {}
  }
}`;

/** Starts deleting `paths` in the background, and emptying `recycled` into a spare when given; returns at once. */
export function removeDetached(paths: readonly string[], recycled: string | null = null): void {
  if (paths.length === 0 && recycled === null) return;
  const child = spawn(process.execPath, ['-e', REMOVE_PATHS, recycled ?? '', ...paths], { detached: true, stdio: 'ignore' });
  child.on('error', () => {});
  // Background work: at the lowest priority it yields the cores (and, under Linux's I/O schedulers that follow it, the
  // disk) to whatever runs next, such as the next build.
  if (child.pid !== undefined) {
    try {
      os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // It may have finished already; then there is nothing to yield.
    }
  }
  child.unref();
}
