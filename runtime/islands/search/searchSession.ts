/**
 * The search dialog at work (lazy chunk, with the engine and MiniSearch): runs the query on every keystroke, sets
 * the dialog's state, renders the hits and handles the keys of the combobox.
 */
import { SearchEngine, type SearchHit } from './searchEngine.ts';
import { ResultList } from './resultList.ts';
import type { SearchState } from './searchMarkup.ts';

// Page texts (for snippets) are fetched once typing pauses, not for every prefix on the way to the query.
const TEXT_DELAY_MS = 150;

export interface SearchSessionOptions {
  dialog: HTMLElement;
  input: HTMLInputElement;
  /** Absolute URL of the manifest. */
  manifestUrl: string;
  productId: string | null;
  close(): void;
}

export interface SearchSession {
  /** Runs the current query again (the dialog was opened, or more of the index arrived). */
  refresh(): void;
}

/** "3 results" in the page's language: the server puts the wording on the count element, one form per plural. */
function resultCountText(count: Element, hits: number): string {
  // A plain replace, not i18n's fillPlaceholders: browser chunks sharing a module get it split into a file of its own.
  return (count.getAttribute(hits === 1 ? 'data-count-one' : 'data-count-other') ?? '').replace('{count}', String(hits));
}

/** Starts the engine (fetching the manifest and the reader's shard at once) and wires the open dialog to it. */
export function startSearchSession({ dialog, input, manifestUrl, productId, close }: SearchSessionOptions): SearchSession {
  // Found through the combobox's aria-controls: importing the id would make a chunk shared with the entry, one more file per page.
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')!;
  const queryEcho = dialog.querySelector('[data-search-query]');
  const count = dialog.querySelector('[data-search-count]');
  const list = new ResultList(listbox, input);
  let shownQuery = '';
  let shownHits: SearchHit[] = [];
  let textTimer: ReturnType<typeof setTimeout> | undefined;
  const engine = new SearchEngine(manifestUrl, productId, () => refresh());

  const refresh = () => {
    if (dialog.hidden) return;
    const query = input.value.trim();
    const outcome = engine.search(query);
    // While the index chunks of a new word load (one round trip), the last hits stay up rather than blinking out.
    if (query && outcome.waiting && dialog.dataset.state === 'results') return;
    let state: SearchState = 'no-results';
    if (!query) state = 'empty';
    else if (outcome.hits.length > 0) state = 'results';
    else if (outcome.failed) state = 'error';
    else if (outcome.pending || outcome.waiting) state = 'loading';
    dialog.dataset.state = state;
    const sameQuery = query === shownQuery;
    list.render(outcome.hits, sameQuery);
    shownQuery = query;
    shownHits = outcome.hits;
    if (queryEcho) queryEcho.textContent = query;
    if (count) count.textContent = resultCountText(count, outcome.hits.length);
    // A new query restarts the wait; index files arriving for the same query must not keep postponing it.
    if (!sameQuery) {
      clearTimeout(textTimer);
      textTimer = undefined;
    }
    if (textTimer === undefined && outcome.hits.some((hit) => hit.snippet === null)) {
      textTimer = setTimeout(() => {
        textTimer = undefined;
        void engine.loadTexts(shownHits);
      }, TEXT_DELAY_MS);
    }
  };

  input.addEventListener('input', refresh);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.isComposing) {
      const link = list.activeLink();
      if (!link) return;
      event.preventDefault();
      // A click, so the link's own navigation and any click tracking run as for the mouse.
      link.click();
    }
  });
  // mousemove, not mouseenter: a list scrolling under a still pointer must not steal the keyboard's active option.
  listbox.addEventListener('mousemove', (event) => {
    const index = list.indexOf(event.target);
    if (index >= 0) list.setActive(index, false);
  });
  listbox.addEventListener('click', (event) => {
    // A hit on this very page only changes the hash, so the dialog closes itself; one opened in a new tab leaves it open.
    if ((event.target as Element).closest('a') && !event.ctrlKey && !event.metaKey && !event.shiftKey) close();
  });
  void engine.prefetch();
  return { refresh };
}
