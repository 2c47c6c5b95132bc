/** CSS of the open roles page: count badges, role cards per team, the FAQ as native disclosure widgets. */
import { headingFontFamily } from '../../runtime/brandTheme.ts';

export const careersCss = /* css */ `
.careers-count { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; height: 24px; padding-inline: 8px; border-radius: 999px;
  font-family: inherit; font-size: 0.8125rem; font-weight: 700; color: var(--mui-palette-primary-700); background: rgba(var(--mui-palette-primary-mainChannel) / 0.12); }
[data-mui-color-scheme="dark"] .careers-count { color: var(--mui-palette-primary-200); background: rgba(var(--mui-palette-primary-mainChannel) / 0.2); }
.careers-team-name { display: flex; align-items: center; gap: 8px; margin: 28px 0 12px; font-family: ${headingFontFamily}; font-weight: 600; font-size: 1.125rem;
  color: var(--mui-palette-text-primary); }
.careers-role-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
.careers-role { position: relative; display: flex; flex-direction: column; gap: 4px; padding: 16px 20px; border-radius: 12px; border: 1px solid var(--mui-palette-divider);
  background: var(--mui-palette-background-paper); transition: border-color 120ms, box-shadow 120ms; }
[data-mui-color-scheme="dark"] .careers-role { border-color: var(--mui-palette-grey-800); }
.careers-role:hover, .careers-role:focus-within { border-color: var(--mui-palette-primary-main); box-shadow: var(--mui-shadows-2); }
.careers-role-title { font-weight: 700; color: var(--mui-palette-text-primary); text-decoration: none; }
/* The title link covers the whole card, so the card is one target without nesting the description inside the link's name. */
.careers-role-title::after { content: ""; position: absolute; inset: 0; border-radius: inherit; }
.careers-role-title:focus-visible { outline: none; }
.careers-role:has(.careers-role-title:focus-visible) { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.careers-role-location { font-size: 0.8125rem; font-weight: 600; color: var(--mui-palette-primary-main); }
.careers-role-description { margin: 4px 0 0; font-size: 0.9375rem; color: var(--mui-palette-text-secondary); }
.careers-none { color: var(--mui-palette-text-secondary); }
.careers-faq-item { border-bottom: 1px solid var(--mui-palette-divider); }
[data-mui-color-scheme="dark"] .careers-faq-item { border-color: var(--mui-palette-grey-800); }
.careers-faq-item > summary { display: flex; align-items: center; gap: 12px; padding: 14px 4px; cursor: pointer; list-style: none; font-weight: 600; color: var(--mui-palette-text-primary); }
.careers-faq-item > summary::-webkit-details-marker { display: none; }
.careers-faq-item > summary::after { content: "+"; margin-inline-start: auto; font-size: 1.25rem; line-height: 1; color: var(--mui-palette-primary-main); }
.careers-faq-item[open] > summary::after { content: "−"; }
.careers-faq-item > summary:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; border-radius: 8px; }
.careers-faq-item > p { margin: 0 4px 14px; color: var(--mui-palette-text-secondary); line-height: 1.65; }
`;
