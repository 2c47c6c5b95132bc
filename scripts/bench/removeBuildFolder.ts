/**
 * Removes a folder builds wrote into. A build leaves a process behind that empties its previous output in the
 * background (cli/build/detachedRemoval.ts), renaming folders in it as it goes, so deleting the folder in place can
 * meet entries that come and go; renamed first, the folder is out of that process's reach.
 */
import fs from 'node:fs';

export function removeBuildFolder(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const removed = `${dir}.removed-${process.pid}-${Date.now()}`;
  fs.renameSync(dir, removed);
  fs.rmSync(removed, { recursive: true, force: true, maxRetries: 5 });
}
