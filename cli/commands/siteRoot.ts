/** The site folder a command is given. */
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.ts';

/** `root` resolved; a usage error when no folder is there (a mistyped path would otherwise build an empty site). */
export function siteRoot(root: string): string {
  const resolved = path.resolve(root);
  if (!fs.statSync(resolved, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`no site folder at ${root}`);
  return resolved;
}
