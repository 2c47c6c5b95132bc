/** Where one of docsgen's own threads starts: its bundle, or its TypeScript source through the loader when the bundle cannot be written. */
import path from 'node:path';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import { SELF_ENTRIES, selfBundles } from '../../bin/selfBundle.mjs';

export type ThreadName = Exclude<keyof typeof SELF_ENTRIES, 'cli'>;

export interface ThreadEntry {
  /** The file to start the worker with, and its `argv`. */
  file: string;
  argv: string[];
  /** True when it runs from the bundle: plain JavaScript, with no TypeScript loader registered yet. */
  bundled: boolean;
}

export async function threadEntry(name: ThreadName): Promise<ThreadEntry> {
  const bundle = (await selfBundles())?.[name];
  if (bundle) return { file: bundle, argv: [], bundled: true };
  return { file: path.join(DOCSGEN_ROOT, 'cli/build/threadFromSource.mjs'), argv: [path.join(DOCSGEN_ROOT, SELF_ENTRIES[name])], bundled: false };
}
