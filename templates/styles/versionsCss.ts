/** CSS of the versions page: the per-product tables reuse the Markdown table style; this adds the product heading and the "current" marker. */
export const versionsCss = /* css */ `
.markdown-body .versions-product h2 { margin-top: 24px; }
.versions-product-description { color: var(--mui-palette-text-secondary); }
.versions-row-current td { background: rgba(var(--mui-palette-primary-mainChannel) / 0.06); }
.versions-text { font-weight: 600; font-variant-numeric: tabular-nums; }
.versions-current { display: inline-flex; align-items: center; gap: 4px; margin-inline-start: 10px; padding: 0 8px 0 6px; border-radius: 999px;
  font-size: 0.75rem; font-weight: 700; line-height: 22px; color: var(--mui-palette-success-700); background: var(--mui-palette-success-50); border: 1px solid var(--mui-palette-success-200); }
[data-mui-color-scheme="dark"] .versions-current { color: var(--mui-palette-success-300); background: transparent; border-color: var(--mui-palette-success-800); }
.versions-check { flex: none; }
`;
