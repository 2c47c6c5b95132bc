/**
 * The settings docsgen's build and render threads are created with, in one place. Rendering allocates many short-lived
 * objects (each page's Markdown and React trees), and V8's default young generation made scavenges copy the page in
 * progress again and again; a larger one halves the time they take, while a much larger one only adds memory at peak.
 * `DOCSGEN_THREAD_SETTINGS=off` creates the threads with V8's defaults, to measure what the settings are worth.
 */
import type { ResourceLimits } from 'node:worker_threads';

/** Young generation of the build and render threads, in MB (V8 splits it in three). */
const YOUNG_GENERATION_MB = 64;

function settingsOff(): boolean {
  return process.env.DOCSGEN_THREAD_SETTINGS === 'off';
}

/** Resource limits of the build thread and of each render worker. */
export function buildThreadResourceLimits(): ResourceLimits {
  return settingsOff() ? {} : { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
}
