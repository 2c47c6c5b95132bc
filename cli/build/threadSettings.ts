/**
 * The settings docsgen's build and render threads are created with, and when render workers are worth starting, in
 * one place. Rendering allocates many short-lived objects (each page's Markdown and React trees), and V8's default
 * young generation made scavenges copy the page in progress again and again; a larger one halves the time they take,
 * while a much larger one only adds memory at peak. A build thread that renders nothing (the cache holds the pages, or
 * render workers render the few changed) gains nothing from it and would hold it full to the end of the build: its
 * young generation is a quarter the size, which took 17 of 134 MB off the peak of a warm 1000-page build and 55 of
 * 290 MB off a warm 10,000-page one, at the same speed. `DOCSGEN_THREAD_SETTINGS=off` creates the threads with V8's
 * defaults, to measure what the settings are worth.
 */
import type { ResourceLimits } from 'node:worker_threads';

/** Below this many pages to render, starting render workers (each loads React, MUI and the Markdown pipeline) costs more than it saves. */
export const WORKER_THRESHOLD = 150;

/** Young generation of a thread that renders pages, in MB (V8 splits it in three). */
const RENDERING_YOUNG_GENERATION_MB = 64;

/** Young generation of a build thread that leaves rendering to the cache and the render workers, in MB. */
const QUIET_YOUNG_GENERATION_MB = 16;

function settingsOff(): boolean {
  return process.env.DOCSGEN_THREAD_SETTINGS === 'off';
}

/** Resource limits of a build thread or render worker: `renders` when it is to render pages. */
export function buildThreadResourceLimits({ renders }: { renders: boolean }): ResourceLimits {
  if (settingsOff()) return {};
  return { maxYoungGenerationSizeMb: renders ? RENDERING_YOUNG_GENERATION_MB : QUIET_YOUNG_GENERATION_MB };
}
