/**
 * What a build is expected to render, known from the Markdown files alone (counted, and their times set against the
 * last build's) before the pages' render keys are (those need the demos prepared): whether to start its render
 * workers before the site is loaded, so that they load React, MUI and the Markdown pipeline on the idle cores while
 * the build thread loads and prepares the site, and whether the build thread renders pages itself, which decides the
 * young generation it is created with (threadSettings.ts). A build with no cache, or whose cache holds no record of a
 * build into the same output, renders every page: in the build thread, and in workers too for many. One that follows
 * a cached build renders the pages changed since, most likely those edited after it: a worker renders them, and the
 * build thread, which composes them from cached shells, renders none unless they are many. It decides only where and
 * when pages render, never what is built.
 */
import fs from 'node:fs';
import { currentBuild, outputLayout } from '../build/outputLink.ts';
import { findConfigFile, markdownFilesUnder, pagesDirOf } from '../load/contentFiles.ts';
import { openBuildCache } from './buildCache.ts';
import { writtenDocumentsKey } from './writtenFiles.ts';
import { WORKER_THRESHOLD } from '../build/threadSettings.ts';

/** When the last build into `outDir` finished: each build swaps the output's link to its own folder as it ends. */
function lastBuildTime(outDir: string): number | null {
  const layout = outputLayout(outDir);
  if (!currentBuild(layout)) return null;
  return fs.lstatSync(layout.outDir, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

/** How many of `files` there are, counted up to `enough`. */
function countUpTo(files: Iterable<string>, enough: number): number {
  let count = 0;
  for (const _ of files) if (++count >= enough) break;
  return count;
}

/** The files of `files` edited since `time`. */
function* editedSince(files: Iterable<string>, time: number): Generator<string> {
  for (const file of files) if ((fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > time) yield file;
}

/** Where a build's pages are expected to render. */
export interface ExpectedRenders {
  /** Whether to start the render workers now, before the site is loaded. */
  startWorkers: boolean;
  /** Whether the build thread is expected to render pages itself: every page of a site without workers, or its share of many. */
  inBuildThread: boolean;
}

/** Where the pages of a build of `siteRoot` into `outDir` are expected to render. */
export function expectedRenders(siteRoot: string, outDir: string): ExpectedRenders {
  // Walked, not listed: on the main thread, a large site's list of paths outlived scavenges, the young generation grew
  // for it and stayed grown to the end of the build (5 of 137 MiB at the peak of a warm 10,000-page build).
  const files = markdownFilesUnder(pagesDirOf(siteRoot, findConfigFile(siteRoot)));
  const store = openBuildCache(siteRoot);
  const lastBuild = store?.has(writtenDocumentsKey(outDir)) ? lastBuildTime(outDir) : null;
  if (lastBuild === null) return { startWorkers: countUpTo(files, WORKER_THRESHOLD) >= WORKER_THRESHOLD, inBuildThread: true };
  const edited = countUpTo(editedSince(files, lastBuild), WORKER_THRESHOLD);
  return { startWorkers: edited > 0, inBuildThread: edited >= WORKER_THRESHOLD };
}
