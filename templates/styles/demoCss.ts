/** CSS of live demos and their code switches. The variant shown follows `data-code-variant` on <html>, set before first paint; styling variants are in codeStylingCss.ts. */
export const demoCss = /* css */ `
.demo { margin: 8px 0 28px; }
.demo-preview { padding: 24px; border: 1px solid var(--mui-palette-divider); border-radius: 12px 12px 0 0; background: var(--mui-palette-background-default);
  display: flex; justify-content: center; flex-wrap: wrap; overflow: auto; }
.demo-preview-bg { background: var(--mui-palette-grey-50); }
[data-mui-color-scheme="dark"] .demo-preview-bg { background: rgba(255 255 255 / 0.03); }
.demo-code { border: 1px solid var(--mui-palette-divider); border-top: 0; border-radius: 0 0 12px 12px; }
.demo-toolbar { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 6px 10px; cursor: pointer; list-style: none;
  font-size: 0.8125rem; font-weight: 600; color: var(--mui-palette-text-secondary); }
.demo-toolbar::-webkit-details-marker { display: none; }
.demo-toolbar:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: -2px; border-radius: 8px; }
.demo-hide-label, .demo-code[open] .demo-show-label { display: none; }
.demo-code[open] .demo-hide-label { display: inline; }
.demo-code .MuiCode-root { margin: 0; border: 0; border-top: 1px solid var(--mui-palette-divider); border-radius: 0 0 12px 12px; }
.demo-switches { display: inline-flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
.code-variant-switch, .code-styling-switch { display: inline-flex; border: 1px solid var(--mui-palette-divider); border-radius: 8px; overflow: hidden; }
.code-variant-switch button, .code-styling-switch button { font: inherit; font-size: 0.75rem; padding: 2px 10px; border: 0; cursor: pointer; background: transparent; color: var(--mui-palette-text-secondary); }
.code-variant-switch button:focus-visible, .code-styling-switch button:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: -2px; }
html:not([data-code-variant="JS"]) .code-variant-switch [data-code-variant-option="TS"],
html[data-code-variant="JS"] .code-variant-switch [data-code-variant-option="JS"] { background: rgba(var(--mui-palette-primary-mainChannel) / 0.12); color: var(--docs-accent-text); }
html:not([data-code-variant="JS"]) [data-code-variant="JS"].demo-source, html[data-code-variant="JS"] [data-code-variant="TS"].demo-source { display: none; }
`;
