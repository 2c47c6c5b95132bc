/**
 * Whether a build is about to render many pages, known before their render keys are (those need the demos prepared):
 * a build with no cache, or whose cache holds no record of a build into the same output, renders every page; one that
 * follows a cached build most likely renders few. It decides only when render workers start, never what is built.
 */
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import { WORKER_THRESHOLD } from '../build/renderJobs.ts';
import { openBuildCache } from './buildCache.ts';
import { writtenDocumentsKey } from './writtenFiles.ts';

export function expectsManyRenders(siteRoot: string, outDir: string, pageCount: number): boolean {
  if (pageCount < WORKER_THRESHOLD) return false;
  const store = openBuildCache(siteRoot);
  return !store || !currentBuild(outputLayout(outDir)) || !store.has(writtenDocumentsKey(outDir));
}
