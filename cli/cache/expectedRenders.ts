/**
 * Whether a build should start its render workers before the site is loaded, so that they load React, MUI and the
 * Markdown pipeline on the idle cores while this thread loads and prepares the site. It is known from the Markdown
 * files alone (counted, and their times set against the last build's), before the pages' render keys are (those need
 * the demos prepared). A build with no cache, or whose cache holds no record of a build into the same output, renders
 * every page: worth the workers for many. One that follows a cached build renders the pages changed since, most likely
 * those edited after it: a worker renders them, and this thread, which composes them from cached shells, loads no
 * renderer at all. It decides only when render workers start, never what is built.
 */
import fs from 'node:fs';
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import { WORKER_THRESHOLD } from '../build/renderJobs.ts';
import { findConfigFile, listMarkdownFiles, pagesDirOf } from '../load/contentFiles.ts';
import { openBuildCache } from './buildCache.ts';
import { writtenDocumentsKey } from './writtenFiles.ts';

/** When the last build into `outDir` finished: each build swaps the output's link to its own folder as it ends. */
function lastBuildTime(outDir: string): number | null {
  const layout = outputLayout(outDir);
  if (!currentBuild(layout)) return null;
  return fs.lstatSync(layout.outDir, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

const editedSince = (files: readonly string[], time: number) => files.some((file) => (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > time);

/** Whether to start the render workers of a build of `siteRoot` into `outDir` now, before its site is loaded. */
export function renderWorkersWanted(siteRoot: string, outDir: string): boolean {
  const files = listMarkdownFiles(pagesDirOf(siteRoot, findConfigFile(siteRoot)));
  const store = openBuildCache(siteRoot);
  const lastBuild = store?.has(writtenDocumentsKey(outDir)) ? lastBuildTime(outDir) : null;
  if (lastBuild === null) return files.length >= WORKER_THRESHOLD;
  return editedSince(files, lastBuild);
}
