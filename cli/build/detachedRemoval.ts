/**
 * Deletion of folders by a detached process of their own: the process that asks neither waits for it nor is kept
 * from exiting by it. Only for folders nothing reads any more (renamed out of the way first): a deletion cut short
 * leaves a part of one, which whoever asked removes again later.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

/** The deleting process's program: every path it is given, each with all it holds; failures are left for a later attempt. */
const REMOVE_PATHS = `for (const p of process.argv.slice(1)) { try { require('node:fs').rmSync(p, { recursive: true, force: true }); } catch {} }`;

/** Starts deleting `paths` in the background; returns at once. */
export function removeDetached(paths: readonly string[]): void {
  if (paths.length === 0) return;
  const child = spawn(process.execPath, ['-e', REMOVE_PATHS, ...paths], { detached: true, stdio: 'ignore' });
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
