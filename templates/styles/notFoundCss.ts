/** CSS of the 404 page: the nearest-page suggestion, the search button and the product links. */
export const notFoundCss = /* css */ `
.not-found-nearest { font-size: 1.0625rem; }
.not-found-search { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 16px; margin: 8px 0 24px; cursor: pointer;
  font: inherit; font-weight: 600; color: var(--mui-palette-text-primary); background: var(--mui-palette-background-paper);
  border: 1px solid var(--mui-palette-divider); border-radius: 10px; }
.not-found-search:hover { background: var(--mui-palette-action-hover); }
.not-found-search:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.not-found-heading { font-size: 1rem; margin: 0 0 8px; }
.not-found-products { display: flex; flex-wrap: wrap; gap: 8px 24px; list-style: none; padding: 0; margin: 0 0 24px; }
.not-found-products a, .not-found-nearest a { color: var(--mui-palette-primary-main); font-weight: 600; }
[data-mui-color-scheme="light"] .not-found-products a, [data-mui-color-scheme="light"] .not-found-nearest a { color: var(--mui-palette-primary-700); }
`;
