/**
 * Whether a build is about to render many pages, known before the site is loaded (its Markdown files counted) and
 * before the pages' render keys are (those need the demos prepared): a build with no cache, or whose cache holds no
 * record of a build into the same output, renders every page; one that follows a cached build most likely renders
 * few. It decides only when render workers start, never what is built.
 */
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import { WORKER_THRESHOLD } from '../build/renderJobs.ts';
import { findConfigFile, pagesDirOf } from '../load/loadConfig.ts';
import { listMarkdownFiles } from '../load/loadPages.ts';
import { openBuildCache } from './buildCache.ts';
import { writtenDocumentsKey } from './writtenFiles.ts';

export function expectsManyRenders(siteRoot: string, outDir: string): boolean {
  if (listMarkdownFiles(pagesDirOf(siteRoot, findConfigFile(siteRoot))).length < WORKER_THRESHOLD) return false;
  const store = openBuildCache(siteRoot);
  return !store || !currentBuild(outputLayout(outDir)) || !store.has(writtenDocumentsKey(outDir));
}
