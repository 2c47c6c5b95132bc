/** CSS of the search button and dialog: a centred panel from `sm`, the full screen below it; logical properties throughout. */
import { BREAKPOINTS } from '../../runtime/constants.ts';

const sm = `@media (min-width: ${BREAKPOINTS.sm}px)`;
const belowSm = `@media (max-width: ${BREAKPOINTS.sm - 0.05}px)`;

export const searchCss = /* css */ `
.search-button { display: inline-flex; align-items: center; gap: 8px; height: 36px; min-width: 36px; padding: 0 6px 0 10px; cursor: pointer;
  font: inherit; font-size: 0.875rem; color: var(--mui-palette-text-secondary); background: var(--mui-palette-background-paper);
  border: 1px solid var(--mui-palette-divider); border-radius: 10px; }
.search-button:hover { border-color: var(--mui-palette-action-disabled); background: var(--mui-palette-action-hover); }
.search-button:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.search-button-icon { flex: none; color: var(--mui-palette-primary-main); }
.search-button-label { min-width: 6em; text-align: start; }
.search-button-shortcut, .search-dialog kbd { font: inherit; font-size: 0.75rem; font-weight: 700; line-height: 1; padding: 4px 6px; border-radius: 5px;
  color: var(--mui-palette-text-secondary); background: var(--mui-palette-background-default); border: 1px solid var(--mui-palette-divider); }
/* On small screens the label is only hidden from sight: it stays the button's accessible name. */
${belowSm} { .search-button { position: relative; padding: 0; justify-content: center; width: 36px; } .search-button-shortcut { display: none; }
  .search-button-label { position: absolute; width: 1px; height: 1px; min-width: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }

html.search-open { overflow: hidden; }
.search-dialog[hidden] { display: none; }
.search-dialog { position: fixed; inset: 0; z-index: 1400; }
.search-backdrop { position: absolute; inset: 0; background: rgba(0 0 0 / 0.4); }
.search-panel { position: absolute; inset: 0; display: flex; flex-direction: column; background: var(--mui-palette-background-paper);
  color: var(--mui-palette-text-primary); animation: search-in 120ms ease-out; }
${sm} { .search-panel { inset: 10vh 0 auto; margin-inline: auto; width: min(640px, calc(100vw - 32px)); max-height: 80vh;
  border-radius: 12px; border: 1px solid var(--mui-palette-divider); box-shadow: var(--mui-shadows-16); } }
@keyframes search-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .search-panel { animation: none; } }

.search-field { display: flex; align-items: center; gap: 10px; padding: 0 12px; border-bottom: 1px solid var(--mui-palette-divider); }
.search-field-icon { flex: none; color: var(--mui-palette-primary-main); }
.search-input { flex: 1; min-width: 0; height: 56px; border: 0; outline: 0; background: transparent; font: inherit; font-size: 1rem;
  color: var(--mui-palette-text-primary); }
.search-input::placeholder { color: var(--mui-palette-text-secondary); }
.search-close { flex: none; padding: 0; border: 0; background: transparent; cursor: pointer; }
.search-close:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; border-radius: 6px; }

.search-body { flex: 1; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 8px; }
.search-dialog:not([data-state="results"]) .search-results { display: none; }
.search-hit { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 12px; padding: 8px 12px; border-radius: 8px;
  color: inherit; text-decoration: none; border: 1px solid transparent; }
.search-hit[aria-selected="true"] { background: rgba(var(--mui-palette-primary-mainChannel) / 0.08); border-color: rgba(var(--mui-palette-primary-mainChannel) / 0.3); }
.search-hit-heading { font-weight: 600; font-size: 0.9375rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.search-hit-product { align-self: start; font-size: 0.6875rem; font-weight: 700; padding: 1px 8px; border-radius: 999px;
  color: var(--mui-palette-text-secondary); border: 1px solid var(--mui-palette-divider); }
.search-hit-title, .search-hit-snippet { grid-column: 1 / -1; font-size: 0.8125rem; color: var(--mui-palette-text-secondary); }
.search-hit-snippet { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; line-height: 1.5; }
/* Marked by a tint, not a colour: coloured text on the active option's tint would fall below 4.5:1. */
.search-hit mark { color: inherit; background: rgba(var(--mui-palette-primary-mainChannel) / 0.16); border-radius: 3px; font-weight: 600; }

.search-message { display: none; margin: 24px 12px; text-align: center; color: var(--mui-palette-text-secondary); }
.search-dialog[data-state="empty"] .search-message-empty, .search-dialog[data-state="loading"] .search-message-loading,
.search-dialog[data-state="no-results"] .search-message-no-results, .search-dialog[data-state="error"] .search-message-error,
.search-dialog[data-state="results"] .search-message-results { display: block; }

.search-footer { display: flex; flex-wrap: wrap; gap: 16px; padding: 10px 16px; font-size: 0.75rem; color: var(--mui-palette-text-secondary);
  border-top: 1px solid var(--mui-palette-divider); }
.search-footer kbd { margin-inline-end: 2px; }
${belowSm} { .search-footer { display: none; } }
`;
