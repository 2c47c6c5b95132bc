/** The ids and states shared by the server markup of the search button and dialog and the browser code that drives them. */

export const SEARCH_DIALOG_ID = 'search-dialog';
export const SEARCH_INPUT_ID = 'search-input';
export const SEARCH_LISTBOX_ID = 'search-listbox';

/** What the dialog shows, in its `data-state`: the stylesheet shows the matching message. */
export type SearchState = 'empty' | 'loading' | 'results' | 'no-results' | 'error';
