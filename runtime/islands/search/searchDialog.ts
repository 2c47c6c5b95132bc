/**
 * The search dialog's always-loaded part, kept tiny: the shortcuts (Ctrl/Cmd+K, `/`), opening and closing, focus
 * return. The results code, MiniSearch and the index load on intent (hover or focus on the button) or on opening.
 */
import { SEARCH_DIALOG_ID, SEARCH_INPUT_ID, type SearchState } from './searchMarkup.ts';
import type { SearchSession } from './searchSession.ts';

function isTypingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/** Wires the search buttons and shortcuts to the dialog; `productId` is the reader's product, whose index loads first. */
export function mountSearch(productId: string | null): void {
  const dialog = document.getElementById(SEARCH_DIALOG_ID);
  const input = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
  const manifest = dialog?.dataset.searchManifest;
  if (!dialog || !input || !manifest) return;
  const openers = document.querySelectorAll<HTMLElement>('[data-search-open]');
  let returnFocus: HTMLElement | null = null;
  let session: Promise<SearchSession | null> | undefined;
  let started = false;

  if (/Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)) {
    document.querySelectorAll('[data-search-shortcut]').forEach((hint) => (hint.textContent = '⌘K'));
  }

  const setState = (state: SearchState) => (dialog.dataset.state = state);
  const close = () => {
    if (dialog.hidden) return;
    // Opened from the page itself (nothing focused), there is no focus to return to: leave the hidden input now,
    // or keys pressed before the browser's next style update (a quick "/") still go to it.
    if (dialog.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    dialog.hidden = true;
    document.documentElement.classList.remove('search-open');
    returnFocus?.focus();
  };
  const load = () =>
    (session ??= import('./searchSession.ts').then(
      ({ startSearchSession }) => {
        started = true;
        return startSearchSession({ dialog, input, manifestUrl: new URL(manifest, location.href).href, productId, close });
      },
      () => {
        // A failed chunk download is retried on the next intent.
        session = undefined;
        setState('error');
        return null;
      },
    ));
  const open = (initial?: string) => {
    if (dialog.hidden) {
      returnFocus = document.activeElement as HTMLElement | null;
      dialog.hidden = false;
      document.documentElement.classList.add('search-open');
    }
    if (initial !== undefined) input.value = initial;
    input.focus();
    // Reopening keeps the last query, selected, so typing replaces it and arrows go back to its hits.
    if (initial === undefined) input.select();
    void load().then((ready) => ready?.refresh());
  };

  // Until the results code is in, a typed query can only wait; from then on the session sets the state.
  input.addEventListener('input', () => {
    if (!started) setState(input.value.trim() ? 'loading' : 'empty');
  });
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (dialog.hidden) open();
      else close();
    } else if (event.key === '/' && dialog.hidden && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingIn(event.target)) {
      event.preventDefault();
      open();
    }
  });
  openers.forEach((button) => {
    button.addEventListener('click', () => open());
    button.addEventListener('pointerenter', load);
    button.addEventListener('focus', load);
    // Typing on the focused button starts the query with that character, as on the reference site.
    button.addEventListener('keydown', (event) => {
      if (event.key.length !== 1 || event.key === ' ' || event.key === '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      open(event.key);
    });
  });
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-search-close]')) close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // Keep focus inside the modal: the input and the close button are its only stops.
      const stops = [input, dialog.querySelector<HTMLElement>('button[data-search-close]')].filter((el): el is HTMLElement => el !== null);
      const index = stops.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      stops[(index + (event.shiftKey ? stops.length - 1 : 1)) % stops.length].focus();
    }
  });
}
