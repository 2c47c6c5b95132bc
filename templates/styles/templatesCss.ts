/** CSS of the templates gallery and of template pages. */
import { bodyFontFamily } from '../../runtime/brandTheme.ts';
import { BREAKPOINTS } from '../../runtime/constants.ts';

export const templatesCss = /* css */ `
.templates-gallery { list-style: none; margin: 24px 0; padding: 0; display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: ${BREAKPOINTS.sm}px) { .templates-gallery { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.template-card { display: flex; flex-direction: column; border: 1px solid var(--mui-palette-divider); border-radius: 12px; overflow: hidden; background: var(--mui-palette-background-paper); }
.template-preview { position: relative; display: block; aspect-ratio: 16 / 9; overflow: hidden; border-bottom: 1px solid var(--mui-palette-divider); }
.template-preview img { display: block; width: 100%; height: 100%; object-fit: cover; transition: filter 150ms; }
.template-preview-hint { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; opacity: 0; transition: opacity 150ms;
  font-weight: 700; color: var(--mui-palette-text-primary); }
.template-preview:hover img, .template-preview:focus-visible img { filter: blur(3px) opacity(0.5); }
.template-preview:hover .template-preview-hint, .template-preview:focus-visible .template-preview-hint { opacity: 1; }
.template-card-body { padding: 16px 20px 20px; display: flex; flex-direction: column; gap: 8px; flex: 1; }
.template-title { margin: 0; font-size: 1.125rem; }
.template-description { margin: 0; color: var(--mui-palette-text-secondary); font-size: 0.9375rem; flex: 1; }
.template-actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 8px; }
.template-action { display: inline-flex; align-items: center; padding: 6px 14px; border-radius: 10px; font-size: 0.875rem; font-weight: 700; text-decoration: none;
  border: 1px solid var(--mui-palette-divider); color: var(--mui-palette-text-primary); }
.template-action-primary { background: var(--mui-palette-primary-main); border-color: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); }
.template-action:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.template-page { min-height: 100vh; }
.template-bar { position: relative; z-index: 1400; display: flex; align-items: center; gap: 16px; min-height: 40px; padding: 4px 16px; font-size: 0.875rem;
  font-family: ${bodyFontFamily}; color: var(--mui-palette-text-primary); background: var(--mui-palette-background-paper); border-bottom: 1px solid var(--mui-palette-divider); }
.template-bar a { color: var(--docs-accent-text); font-weight: 600; text-decoration: none; padding: 4px 0; }
.template-bar a:hover { text-decoration: underline; }
.template-bar a:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.template-bar-title { font-weight: 600; color: var(--mui-palette-text-secondary); }
.template-bar-links { display: flex; gap: 16px; margin-inline-start: auto; }
[dir="rtl"] .template-bar-arrow { display: inline-block; transform: scaleX(-1); }
`;
