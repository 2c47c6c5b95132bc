/**
 * CSS of live demos: preview, toolbar (with its tooltips), code panel and live editor. The code variant shown follows
 * `data-code-variant` on <html>, set before first paint; styling variants are in codeStylingCss.ts.
 */
export const demoCss = /* css */ `
.demo { margin: 8px 0 28px; scroll-margin-top: calc(var(--docs-header-height) + 16px); }
.demo-preview { padding: 24px; border: 1px solid var(--mui-palette-divider); border-radius: 12px 12px 0 0; background: var(--mui-palette-background-default);
  display: flex; justify-content: center; flex-wrap: wrap; overflow: auto; }
.demo-preview:focus { outline: none; }
.demo-preview-bg { background: var(--mui-palette-grey-50); }
[data-mui-color-scheme="dark"] .demo-preview-bg { background: rgba(255 255 255 / 0.03); }
.demo-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; padding: 4px 6px; border: 1px solid var(--mui-palette-divider); border-top: 0;
  border-radius: 0 0 12px 12px; font-size: 0.8125rem; font-weight: 600; color: var(--mui-palette-text-secondary); }
.demo[data-code-open] > .demo-toolbar { border-radius: 0; }
.demo-toolbar button, .demo-toolbar a { font: inherit; color: inherit; background: transparent; border: 0; cursor: pointer; border-radius: 8px; }
.demo-toolbar button:focus-visible, .demo-toolbar a:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: -2px; }
.demo-code-toggle { display: inline-flex; align-items: center; gap: 6px; padding: 4px 8px; }
.demo-code-toggle:hover, .demo-action:hover { background: var(--mui-palette-action-hover); }
.demo-hide-label, .demo[data-code-open] .demo-show-label { display: none; }
.demo[data-code-open] .demo-hide-label { display: inline; }
.demo-switches { display: inline-flex; flex-wrap: wrap; gap: 8px; }
.demo-actions { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 2px; margin-inline-start: auto; }
.demo-action { display: inline-flex; align-items: center; gap: 4px; padding: 6px; text-decoration: none; }
.demo-action[aria-pressed="true"] { color: var(--mui-palette-primary-main); background: rgba(var(--mui-palette-primary-mainChannel) / 0.12); }
.demo-action .MuiSvgIcon-root { width: 18px; height: 18px; font-size: 18px; }
.demo-icon { fill: currentColor; }
.demo-copied-label { display: none; font-size: 0.75rem; }
.demo-copy[data-copied] { color: var(--mui-palette-success-main); }
.demo-copy[data-copied] .demo-copied-label { display: inline; }
.demo-tool { position: relative; display: inline-flex; }
.demo-tip { position: absolute; bottom: calc(100% + 6px); left: 50%; transform: translateX(-50%); z-index: 20; padding: 4px 8px; border-radius: 4px;
  background: var(--mui-palette-grey-800); color: #fff; font-size: 0.6875rem; font-weight: 500; white-space: nowrap; pointer-events: none;
  opacity: 0; transition: opacity 120ms; }
.demo-tool:hover > .demo-tip, .demo-tool:has(> :focus-visible) > .demo-tip { opacity: 1; transition-delay: 300ms; }
.demo-tool:has(> :focus-visible) > .demo-tip { transition-delay: 0ms; }
.demo-code { display: none; border: 1px solid var(--mui-palette-divider); border-top: 0; border-radius: 0 0 12px 12px; }
.demo[data-code-open] > .demo-code { display: block; }
.demo-code .MuiCode-root { margin: 0; border: 0; border-top: 1px solid var(--mui-palette-divider); border-radius: 0 0 12px 12px; }
@media (scripting: none) {
  .demo-code { display: block; }
  .demo-code-toggle, .demo-actions button { display: none; }
  .demo > .demo-toolbar { border-radius: 0; }
}
.code-variant-switch, .code-styling-switch { display: inline-flex; border: 1px solid var(--mui-palette-divider); border-radius: 8px; overflow: visible; }
.code-variant-switch button, .code-styling-switch button { font-size: 0.75rem; padding: 2px 10px; border-radius: 7px; color: var(--mui-palette-text-secondary); }
html:not([data-code-variant="JS"]) .code-variant-switch [data-code-variant-option="TS"],
html[data-code-variant="JS"] .code-variant-switch [data-code-variant-option="JS"] { background: rgba(var(--mui-palette-primary-mainChannel) / 0.12); color: var(--docs-accent-text); }
html:not([data-code-variant="JS"]) [data-code-variant="JS"].demo-source, html[data-code-variant="JS"] [data-code-variant="TS"].demo-source { display: none; }
.demo-editor { position: relative; border-top: 1px solid var(--mui-palette-divider); }
.demo-editor-input, .demo-editor-highlight { margin: 0; padding: 16px; border: 0; font-family: var(--docsgen-code-font, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
  font-size: 0.8125rem; line-height: 1.5; tab-size: 2; white-space: pre; overflow: auto; box-sizing: border-box; width: 100%; }
.demo-editor-highlight { pointer-events: none; position: absolute; inset: 0; color: var(--mui-palette-text-primary); }
.demo-editor-input { position: relative; display: block; min-height: 120px; resize: vertical; background: transparent; color: transparent;
  caret-color: var(--mui-palette-text-primary); outline: none; }
.demo-editor-input:focus-visible { box-shadow: inset 0 0 0 2px var(--mui-palette-primary-main); }
.demo-editor-error { margin: 0; padding: 8px 16px; border-top: 1px solid var(--mui-palette-divider); color: var(--mui-palette-error-main);
  font: 0.8125rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; }
.demo-editing > .demo-source, .demo-editing > .MuiCode-root:not(.demo-editor) { display: none; }
`;
