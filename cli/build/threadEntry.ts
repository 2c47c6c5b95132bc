/** Where one of docsgen's own threads starts: its compiled entry in lib/, or its TypeScript source when docsgen runs from its sources (tests). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';

export type ThreadName = 'renderWorker' | 'buildThread';

const SOURCES: Record<ThreadName, string> = {
  renderWorker: 'cli/build/renderWorkerMain.ts',
  buildThread: 'cli/build/buildThreadMain.ts',
};

export interface ThreadEntry {
  /** The file to start the worker with, and its `argv`. */
  file: string;
  argv: string[];
}

/** True when this module runs compiled into lib/ (scripts/build-package.mjs). */
function runsCompiled(): boolean {
  return fileURLToPath(import.meta.url).startsWith(path.join(DOCSGEN_ROOT, 'lib') + path.sep);
}

export async function threadEntry(name: ThreadName): Promise<ThreadEntry> {
  if (runsCompiled()) return { file: path.join(DOCSGEN_ROOT, 'lib', `${name}.mjs`), argv: [] };
  return { file: path.join(DOCSGEN_ROOT, 'cli/build/threadFromSource.mjs'), argv: [path.join(DOCSGEN_ROOT, SOURCES[name])] };
}
