/** CSS of the feedback widget in the docs footer. States come from `aria-pressed`, `hidden` and `data-state`, which the runtime sets. */
export const feedbackCss = /* css */ `
.feedback { display: flex; flex-direction: column; align-items: flex-end; gap: 8px; margin-inline-start: auto; max-width: 100%; }
.feedback-row { display: flex; align-items: center; gap: 4px; }
.feedback-question { margin: 0; margin-inline-end: 8px; font-size: 0.875rem; font-weight: 600; color: var(--mui-palette-text-secondary); }
.feedback-vote { display: inline-flex; align-items: center; justify-content: center; width: 34px; height: 34px; padding: 0; cursor: pointer;
  border-radius: 10px; border: 1px solid transparent; background: transparent; color: var(--mui-palette-text-secondary); }
.feedback-vote:hover { background: var(--mui-palette-action-hover); color: var(--mui-palette-text-primary); }
.feedback-vote[aria-pressed="true"] { color: var(--docs-accent-text); background: rgba(var(--mui-palette-primary-mainChannel) / 0.1);
  border-color: rgba(var(--mui-palette-primary-mainChannel) / 0.3); }
.feedback-vote > span { display: inline-flex; }
.feedback-vote[aria-pressed="true"] .feedback-vote-off, .feedback-vote:not([aria-pressed="true"]) .feedback-vote-on { display: none; }
.feedback-form[hidden] { display: none; }
.feedback-form { display: flex; flex-direction: column; gap: 6px; width: min(420px, 100%); }
.feedback-label { font-size: 0.8125rem; font-weight: 600; color: var(--mui-palette-text-secondary); }
.feedback-comment { font: inherit; font-size: 0.875rem; line-height: 1.5; padding: 8px 10px; resize: vertical; border-radius: 10px;
  border: 1px solid var(--mui-palette-divider); background: var(--mui-palette-background-paper); color: var(--mui-palette-text-primary); }
.feedback-comment:hover { border-color: var(--mui-palette-text-secondary); }
.feedback-actions { display: flex; justify-content: flex-end; gap: 8px; }
.feedback-button { font: inherit; font-size: 0.8125rem; font-weight: 700; padding: 5px 14px; cursor: pointer; border-radius: 10px;
  border: 1px solid var(--mui-palette-divider); background: transparent; color: var(--mui-palette-primary-main); }
.feedback-button:hover { background: var(--mui-palette-action-hover); }
.feedback-submit { border-color: var(--mui-palette-primary-main); background: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); }
.feedback-submit:hover { background: var(--mui-palette-primary-dark); }
.feedback-form[aria-busy="true"] .feedback-submit { opacity: 0.6; cursor: progress; }
.feedback-vote:focus-visible, .feedback-button:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.feedback-comment:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: -1px; border-color: transparent; }
/* success-main is under 4.5:1 on white at this size, hence the darker step (and a lighter one on the dark background). */
/* One line is always kept for the status, so the thanks or the error does not push the page down when it appears. */
.feedback-status { margin: 0; min-height: 1.5em; line-height: 1.5; font-size: 0.875rem; font-weight: 500; color: var(--mui-palette-success-700); }
[data-mui-color-scheme="dark"] .feedback-status { color: var(--mui-palette-success-300); }
.feedback[data-state="failed"] .feedback-status { color: var(--mui-palette-error-main); }
`;
