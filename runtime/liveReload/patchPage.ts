/**
 * Patches a rebuilt page into the open one: the main column is merged against the server HTML the page came from (so
 * scroll, hydrated islands and chosen tabs stay), the title, the page's own critical CSS and its page data follow.
 */
import { mergeChildren } from './mergeChildren.ts';
import { CLIENT_PATH, CONTENT_PATCHED_EVENT, type ContentPatched } from './protocol.ts';

/** The page's own critical CSS, as the server inlines it. */
const CRITICAL_CSS = 'style[data-emotion^="css"]';
const PATCHED_CSS_ID = 'docsgen-patched-css';
const PAGE_DATA_ID = 'docsgen-data';

/** A document without what a patch carries (the main column's content, title, critical CSS, page data, this client). */
function frame(page: Document): string {
  const copy = page.documentElement.cloneNode(true) as HTMLElement;
  copy.querySelector('main')?.replaceChildren();
  for (const element of copy.querySelectorAll(`title, ${CRITICAL_CSS}, #${PAGE_DATA_ID}, script[src^="${CLIENT_PATH}"]`)) element.remove();
  return copy.outerHTML;
}

/** Whether `next` differs from `base` only where a patch reaches (after a site rebuild: a nav or head change reloads). */
export function onlyPatchableChanges(base: Document, next: Document): boolean {
  return frame(base) === frame(next);
}

/** Whether the document could be patched: both have a main column. */
export function patchPage(base: Document, next: Document): boolean {
  const liveMain = document.querySelector('main');
  const baseMain = base.querySelector('main');
  const nextMain = next.querySelector('main');
  if (!liveMain || !baseMain || !nextMain) return false;
  const inserted: Element[] = [];
  mergeChildren(liveMain, baseMain, nextMain, (node) => document.importNode(node, true), inserted);
  if (document.title !== next.title) document.title = next.title;
  const nextCss = next.head.querySelector(CRITICAL_CSS)?.textContent ?? '';
  if (nextCss !== (base.head.querySelector(CRITICAL_CSS)?.textContent ?? '')) {
    // Added after the original, which stays: islands hydrated against it may still use its rules.
    let style = document.getElementById(PATCHED_CSS_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = PATCHED_CSS_ID;
      document.head.appendChild(style);
    }
    style.textContent = nextCss;
  }
  const pageData = document.getElementById(PAGE_DATA_ID);
  const nextPageData = next.getElementById(PAGE_DATA_ID);
  if (pageData && nextPageData) pageData.textContent = nextPageData.textContent;
  document.dispatchEvent(new CustomEvent<ContentPatched>(CONTENT_PATCHED_EVENT, { detail: { inserted } }));
  return true;
}
