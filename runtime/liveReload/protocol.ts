/** What watch mode tells open pages over its event stream, and what the live-reload client tells the page's runtime. */

/** Where watch mode serves the live-reload client (with `?build=N`, the build that wrote the page). */
export const CLIENT_PATH = '/__docsgen/client.js';

/** Sent when a page connects: the state of the last build. */
export type HelloEvent = { ok: true; buildId: number } | { ok: false; message: string; buildId: number };
/** One page was rebuilt alone: its new document, for the pages showing it to patch in. */
export interface PageEvent {
  route: string;
  buildId: number;
  html: string;
}
/** The site was rebuilt: every open page fetches its new HTML, patched in when only its main column changed. */
export interface SiteRebuiltEvent {
  buildId: number;
}
/** The build failed: shown over the page until the next good build. */
export interface BuildErrorEvent {
  message: string;
}

export interface LiveReloadEvents {
  hello: HelloEvent;
  page: PageEvent;
  'site-rebuilt': SiteRebuiltEvent;
  'build-error': BuildErrorEvent;
}

/** Dispatched on `document` after new content was patched into the page, so the runtime wires up what it holds. */
export const CONTENT_PATCHED_EVENT = 'docsgen:content-patched';
export interface ContentPatched {
  /** The elements inserted (each with its subtree). */
  inserted: Element[];
}
