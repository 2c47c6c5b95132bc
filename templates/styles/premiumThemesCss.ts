/** CSS of the premium themes gallery: one card per theme, its light preview framed so it reads on a dark page too. */
import { headingFontFamily } from '../../runtime/brandTheme.ts';

export const premiumThemesCss = /* css */ `
.premium-theme-grid { list-style: none; margin: 32px 0 0; padding: 0; display: grid; gap: 24px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr)); }
.premium-theme { position: relative; display: flex; flex-direction: column; overflow: hidden; border-radius: 12px; border: 1px solid var(--mui-palette-divider);
  background: var(--mui-palette-background-paper); transition: border-color 120ms, box-shadow 120ms; }
[data-mui-color-scheme="dark"] .premium-theme { border-color: var(--mui-palette-grey-800); }
.premium-theme:hover, .premium-theme:focus-within { border-color: var(--mui-palette-primary-main); box-shadow: var(--mui-shadows-4); }
.premium-theme-preview { display: block; width: 100%; height: auto; aspect-ratio: 8 / 5; border-bottom: 1px solid var(--mui-palette-divider); background: #f3f6f9; }
.premium-theme-body { display: flex; flex-direction: column; gap: 8px; flex: 1; padding: 16px 20px 20px; }
.premium-theme-name { margin: 0; font-family: ${headingFontFamily}; font-weight: 600; font-size: 1.125rem; }
.premium-theme-name a { color: var(--mui-palette-text-primary); text-decoration: none; }
/* The name link covers the card, so the preview and the price are part of one target. */
.premium-theme-name a::after { content: ""; position: absolute; inset: 0; }
.premium-theme-name a:focus-visible { outline: none; }
.premium-theme:has(.premium-theme-name a:focus-visible) { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.premium-theme-description { margin: 0; flex: 1; font-size: 0.9375rem; color: var(--mui-palette-text-secondary); }
.premium-theme-footer { display: flex; justify-content: space-between; align-items: center; margin: 8px 0 0; }
.premium-theme-price { font-weight: 700; font-size: 1.0625rem; color: var(--mui-palette-text-primary); }
.premium-theme-store { font-size: 0.875rem; font-weight: 600; color: var(--mui-palette-primary-main); }
`;
