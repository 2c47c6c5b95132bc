/**
 * The settings docsgen's build and render threads are created with, and when render workers are worth starting, in
 * one place. Rendering allocates many short-lived objects (each page's Markdown and React trees), and V8's default
 * young generation made scavenges copy the page in progress again and again; a larger one halves the time they take,
 * while a much larger one only adds memory at peak. A build thread that renders nothing (the cache holds the pages, or
 * render workers render the few changed) gains nothing from it: it allocates in bursts (loading the site, reading the
 * cache's summaries), and V8 grows a young generation that sees much of what it allocates survive, then holds it to
 * the end of the build. Its young generation is the smallest V8 allows (a 1 MB semi-space): against 16 MB it took
 * 16 of 112 MiB off the peak of a warm 1000-page build (at the same speed), 25 of 162 off a warm 10,000-page one (7 %
 * slower) and 24 of 207 off one with a page changed; its old generation peaked lower too (36 against 47 MB at 10,000
 * pages).
 *
 * How far a heap may grow past its live data before a full collection is set with each build thread, for the build it
 * runs (V8's flag is process-wide, so the render workers the build starts follow it). A build that renders its pages
 * leaves much short-lived garbage in the old generation (every page's parsed trees): V8 may let the heap grow to four
 * times its live size between collections when it judges collection slow, and doubling at most keeps the peak near the
 * live data at no cost in time, while collecting sooner still made a cold 10,000-page build 13 % slower. A build that
 * leaves rendering to the cache holds its site's pages to the end and allocates little besides: collecting when the heap
 * has grown by a third took 7 of 173 MiB off a warm 10,000-page build's peak and 17 of 220 off one with a page changed,
 * for 2 % more time, and nothing off a warm 1000-page one.
 *
 * Such a build that is expected to render nothing at all (no render workers start with it) also has V8 favour memory
 * over speed (`--optimize-for-size`): its full collections then move objects out of pages left mostly empty and give
 * the freed memory back, where a large site's pages, held to the end among the garbage of loading them, otherwise left
 * much of its old generation free yet resident: a warm 10,000-page build peaked at 115.7 against 119.1 MiB, at the
 * same speed (nothing changed at 1000 pages). The flag is process-wide, read as V8 goes, and gives every thread made
 * while it is on the smallest young generation whatever its resource limits: render workers made with it took 2.4 s
 * instead of 1.4 to render 120 changed pages of a 1000-page site. So it is set off again before any render worker is
 * made (`speedFirst`). `DOCSGEN_THREAD_SETTINGS=off` creates the threads with V8's defaults, to measure what the
 * settings are worth; a `--heap-growing-percent` given to Node is left as given, and so is the choice between memory
 * and speed when Node is given `--optimize-for-size` or `--max-semi-space-size`.
 */
import v8 from 'node:v8';
import type { ResourceLimits } from 'node:worker_threads';

/** Below this many pages to render, starting render workers (each loads React, MUI and the Markdown pipeline) costs more than it saves. */
export const WORKER_THRESHOLD = 150;

/** Young generation of a thread that renders pages, in MB (V8 splits it in three). */
const RENDERING_YOUNG_GENERATION_MB = 64;

/** Young generation of a build thread that leaves rendering to the cache and the render workers, in MB: a 1 MB semi-space. */
const QUIET_YOUNG_GENERATION_MB = 3;

/** How far, in percent of the live data, the heap of a build that renders may grow between full collections. */
const RENDERING_HEAP_GROWING_PERCENT = 100;

/** As RENDERING_HEAP_GROWING_PERCENT, for a build that leaves rendering to the cache and the render workers. */
const QUIET_HEAP_GROWING_PERCENT = 30;

function settingsOff(): boolean {
  return process.env.DOCSGEN_THREAD_SETTINGS === 'off';
}

/** Resource limits of a build thread or render worker: `renders` when it is to render pages. */
export function buildThreadResourceLimits({ renders }: { renders: boolean }): ResourceLimits {
  if (settingsOff()) return {};
  return { maxYoungGenerationSizeMb: renders ? RENDERING_YOUNG_GENERATION_MB : QUIET_YOUNG_GENERATION_MB };
}

/** Whether Node was given the V8 flag `name` (as `--name` or `--no-name`, with or without a value). */
function givenToNode(name: string, execArgv: readonly string[]): boolean {
  return execArgv.some((arg) => arg.replace(/^--(no-)?/, '').replace(/_/g, '-').split('=')[0] === name);
}

/** Has V8 favour memory over speed, or not, unless Node was told which or given a young generation. */
function preferMemory(memoryFirst: boolean, execArgv: readonly string[]): void {
  if (settingsOff() || givenToNode('optimize-for-size', execArgv) || givenToNode('max-semi-space-size', execArgv)) return;
  v8.setFlagsFromString(memoryFirst ? '--optimize-for-size' : '--no-optimize-for-size');
  // Threads made from now on have the young generation of their resource limits again (the flag had set V8's own).
  if (!memoryFirst) v8.setFlagsFromString('--max-semi-space-size=0');
}

/**
 * Sets how the heaps of a build are collected, before its build thread is made: how far they may grow between full
 * collections, and whether V8 favours memory over speed. `renders` when the build thread is to render pages,
 * `workersAtStart` when render workers start with it (pages are expected to render there).
 */
export function setHeapPolicy({ renders, workersAtStart }: { renders: boolean; workersAtStart: boolean }, execArgv = process.execArgv): void {
  if (settingsOff()) return;
  if (!givenToNode('heap-growing-percent', execArgv)) {
    v8.setFlagsFromString(`--heap-growing-percent=${renders ? RENDERING_HEAP_GROWING_PERCENT : QUIET_HEAP_GROWING_PERCENT}`);
  }
  preferMemory(!renders && !workersAtStart, execArgv);
}

/** Before render workers are made: V8 favours speed again, and they have the young generation of their resource limits. */
export function speedFirst(execArgv = process.execArgv): void {
  preferMemory(false, execArgv);
}
