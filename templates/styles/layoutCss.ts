/** CSS of the docs shell: header, navigation drawer, content grid, table of contents, footer. Logical properties throughout, so right-to-left needs no second copy. */
import { BREAKPOINTS } from '../../runtime/constants.ts';
import type { WithBase } from '../shell/basePath.ts';

const md = `@media (min-width: ${BREAKPOINTS.md}px)`;
const lg = `@media (min-width: ${BREAKPOINTS.lg}px)`;
const belowMd = `@media (max-width: ${BREAKPOINTS.md - 0.05}px)`;
const belowSm = `@media (max-width: ${BREAKPOINTS.sm - 0.05}px)`;

/** The shell's CSS, its image URLs under the site's base path. */
export const layoutCss = (withBase: WithBase) => /* css */ `
:root { --docs-header-height: 60px; --docs-nav-width: 300px; --docs-toc-width: 242px; --docs-content-max: 105ch; }
/* Blue text on paper or on a light blue tint (a pressed toggle): the main blue reads under 4.5:1 on the tint in both schemes. */
:root { --docs-accent-text: var(--mui-palette-primary-700); }
[data-mui-color-scheme="dark"] { --docs-accent-text: var(--mui-palette-primary-200); }
.only-dark-mode { display: none !important; }
[data-mui-color-scheme="dark"] .only-dark-mode { display: inline-flex !important; }
[data-mui-color-scheme="dark"] .only-light-mode { display: none !important; }
[dir="rtl"] .flip-rtl { transform: scaleX(-1); }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.skip-link { position: fixed; inset-inline-start: 16px; top: -100px; z-index: 2000; padding: 8px 16px; border-radius: 8px;
  background: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); font-weight: 600; text-decoration: none; transition: top 120ms ease; }
.skip-link:focus { top: 12px; }
@media (prefers-reduced-motion: reduce) { .skip-link { transition: opacity 120ms; } }
@media print { .skip-link, .app-header, .app-nav, .toc, .docs-footer { display: none !important; } }

.app-header { position: sticky; top: 0; z-index: 1100; height: var(--docs-header-height); display: flex; align-items: center; gap: 8px;
  padding-inline: 16px; border-bottom: 1px solid var(--mui-palette-divider); background: rgba(var(--mui-palette-background-defaultChannel) / 0.85);
  backdrop-filter: blur(8px); }
.app-brand { display: inline-flex; align-items: center; }
.app-product { white-space: nowrap; font-weight: 700; color: var(--mui-palette-text-primary); text-decoration: none; font-size: 1rem; }
.app-header-spacer { flex: 1; }
.icon-button { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 36px; height: 36px; padding: 0; cursor: pointer;
  border-radius: 10px; border: 1px solid var(--mui-palette-divider); background: transparent; color: var(--mui-palette-primary-main); }
.icon-button:hover { background: var(--mui-palette-action-hover); }
.icon-button:focus-visible, .versions-button:focus-visible, .nav-link:focus-visible, .nav-group-title:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.app-menu-button { display: none; }
${belowMd} { .app-menu-button { display: inline-flex; } }
.versions { position: relative; }
.versions-button { display: inline-flex; align-items: center; gap: 2px; cursor: pointer; border-radius: 8px; padding: 2px 6px 2px 10px;
  font: inherit; font-size: 0.8125rem; font-weight: 600; border: 1px solid var(--mui-palette-divider); background: transparent; color: var(--mui-palette-text-secondary); }
.versions-menu { position: absolute; top: calc(100% + 6px); inset-inline-start: 0; min-width: 180px; margin: 0; padding: 6px; list-style: none; z-index: 1200;
  border-radius: 12px; border: 1px solid var(--mui-palette-divider); background: var(--mui-palette-background-paper); box-shadow: var(--mui-shadows-8); }
.versions-menu a { display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 6px 10px; border-radius: 8px;
  color: var(--mui-palette-text-primary); text-decoration: none; font-size: 0.875rem; }
.versions-menu a:hover, .versions-menu a:focus-visible { background: var(--mui-palette-action-hover); outline: none; }
.versions-menu a[aria-current] { color: var(--docs-accent-text); font-weight: 600; }
.app-product-button { display: inline-flex; align-items: center; gap: 2px; min-height: 32px; padding: 2px 4px 2px 8px; cursor: pointer; font: inherit; font-weight: 700;
  border: 0; border-radius: 8px; background: transparent; }
.app-product-button:hover { background: var(--mui-palette-action-hover); }
.app-product-button:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.products-menu { min-width: 220px; }
/* A phone's header holds the product switcher and the icon buttons; the versions stay one tap away on the versions page. */
${belowSm} { .versions:not(.product-switcher) { display: none; } .app-header { gap: 4px; padding-inline: 12px; } }
.products-menu-version { font-size: 0.75rem; font-weight: 600; color: var(--mui-palette-text-secondary); }

.docs-root { min-height: 100vh; }
.app-nav { position: fixed; top: var(--docs-header-height); bottom: 0; inset-inline-start: 0; width: var(--docs-nav-width); overflow-y: auto;
  padding: 12px 10px 40px; border-inline-end: 1px solid var(--mui-palette-divider); background: var(--mui-palette-background-default); z-index: 1000; }
/* The closed drawer's entries are neither styled nor laid out (a product's nav is most of a page's elements): they are
   rendered as it opens. */
${belowMd} {
  .app-nav { top: 0; z-index: 1300; transform: translateX(-105%); transition: transform 200ms ease; box-shadow: var(--mui-shadows-16); visibility: hidden;
    content-visibility: hidden; }
  [dir="rtl"] .app-nav { transform: translateX(105%); }
  .app-nav[data-open="true"] { transform: none; visibility: visible; content-visibility: visible; }
  .nav-backdrop[data-open="true"] { position: fixed; inset: 0; z-index: 1250; background: rgba(0 0 0 / 0.4); }
}
.app-nav-header { display: flex; align-items: baseline; gap: 8px; padding: 4px 8px 12px; }
.app-nav-product { font-weight: 700; color: var(--mui-palette-text-primary); text-decoration: none; }
.app-nav-version { font-size: 0.75rem; color: var(--mui-palette-text-secondary); }
.nav-list { list-style: none; margin: 0; padding: 0; }
.nav-list .nav-list { padding-inline-start: 10px; }
.nav-list[aria-busy="true"] { opacity: 0.6; }
.nav-group > details > summary, .nav-subheader-group > details > summary { list-style: none; }
.nav-group > details > summary::-webkit-details-marker, .nav-subheader-group > details > summary::-webkit-details-marker { display: none; }
.nav-group-title { display: flex; align-items: center; gap: 8px; cursor: pointer; padding: 6px 8px; margin-top: 4px; border-radius: 8px;
  font-weight: 600; font-size: 0.875rem; color: var(--mui-palette-text-primary); }
.nav-group-title::after { content: ""; margin-inline-start: auto; width: 6px; height: 6px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: rotate(-45deg); transition: transform 150ms; opacity: 0.6; }
[dir="rtl"] .nav-group-title::after { transform: rotate(135deg); }
details[open] > .nav-group-title::after { transform: rotate(45deg); }
.nav-group-title:hover { background: var(--mui-palette-action-hover); }
.nav-subheader { padding: 14px 8px 4px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--mui-palette-text-secondary); }
.nav-link { display: flex; align-items: center; gap: 6px; padding: 5px 8px; border-radius: 8px; font-size: 0.875rem; line-height: 1.5;
  color: var(--mui-palette-text-secondary); text-decoration: none; }
.nav-link:hover { background: var(--mui-palette-action-hover); color: var(--mui-palette-text-primary); }
.nav-link.app-drawer-active { color: var(--mui-palette-primary-700); background: rgba(var(--mui-palette-primary-mainChannel) / 0.1); font-weight: 600; }
.nav-side-links { margin-top: 16px; padding-top: 12px; border-top: 1px solid var(--mui-palette-divider); }
[data-mui-color-scheme="dark"] .nav-link.app-drawer-active { color: var(--mui-palette-primary-300); }
.nav-chip { display: inline-flex; align-items: center; height: 16px; padding: 0 5px; border-radius: 6px; font-size: 10px; font-weight: 700; letter-spacing: 0.04em;
  text-transform: uppercase; line-height: 16px; border: 1px solid; }
.nav-chip-success { color: var(--mui-palette-success-700); border-color: var(--mui-palette-success-300); background: var(--mui-palette-success-50); }
.nav-chip-grey { color: var(--mui-palette-grey-700); border-color: var(--mui-palette-grey-300); background: var(--mui-palette-grey-50); }
.nav-chip-primary { color: var(--mui-palette-primary-700); border-color: var(--mui-palette-primary-200); background: var(--mui-palette-primary-50); }
.nav-chip-warning { color: var(--mui-palette-warning-800); border-color: var(--mui-palette-warning-300); background: var(--mui-palette-warning-50); }
[data-mui-color-scheme="dark"] .nav-chip { background: transparent; }
[data-mui-color-scheme="dark"] .nav-chip-success { color: var(--mui-palette-success-300); }
[data-mui-color-scheme="dark"] .nav-chip-grey { color: var(--mui-palette-grey-300); }
[data-mui-color-scheme="dark"] .nav-chip-primary { color: var(--mui-palette-primary-300); }
[data-mui-color-scheme="dark"] .nav-chip-warning { color: var(--mui-palette-warning-300); }
.plan-icon { display: inline-block; width: 13px; height: 13px; flex: none; background: center / contain no-repeat; }
.plan-pro { background-image: url("${withBase('/static/plan-pro.svg')}"); }
.plan-premium { background-image: url("${withBase('/static/plan-premium.svg')}"); }
.nav-icon { opacity: 0.8; }

.docs-main { padding: 24px 16px 64px; }
${md} { .docs-main.has-nav { margin-inline-start: var(--docs-nav-width); padding-inline: 48px; } }
.docs-content-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 48px; max-width: calc(var(--docs-content-max) + var(--docs-toc-width) + 48px); margin-inline: auto; }
${lg} { .docs-content-grid.has-toc { grid-template-columns: minmax(0, var(--docs-content-max)) var(--docs-toc-width); } }
.docs-article { min-width: 0; }
.docs-title { margin: 16px 0 8px; }
.docs-description { margin: 0 0 24px; font-size: 1.125rem; color: var(--mui-palette-text-secondary); }
.toc { display: none; }
${lg} { .toc { display: block; position: sticky; top: calc(var(--docs-header-height) + 24px); align-self: start; max-height: calc(100vh - var(--docs-header-height) - 48px); overflow-y: auto; font-size: 0.8125rem; } }
.toc-label { margin: 0 0 8px; font-weight: 700; font-size: 0.875rem; color: var(--mui-palette-text-primary); }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc ul ul { padding-inline-start: 12px; }
.toc a { display: block; padding: 4px 0 4px 12px; padding-inline: 12px 0; border-inline-start: 1px solid var(--mui-palette-divider); color: var(--mui-palette-text-secondary); text-decoration: none; }
.toc a:hover { color: var(--mui-palette-text-primary); }
.toc a.active { color: var(--mui-palette-primary-main); border-inline-start-color: var(--mui-palette-primary-main); font-weight: 600; }

.docs-footer { margin-top: 64px; padding-top: 24px; border-top: 1px solid var(--mui-palette-divider); }
.docs-footer-row { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 16px; }
.edit-link { display: inline-flex; align-items: center; gap: 6px; font-size: 0.875rem; font-weight: 600; color: var(--mui-palette-primary-main); text-decoration: none; }
.prev-next { display: flex; justify-content: space-between; gap: 16px; margin-top: 32px; }
.prev-next a { display: inline-flex; align-items: center; gap: 8px; padding: 10px 14px; border-radius: 12px; border: 1px solid var(--mui-palette-divider);
  text-decoration: none; color: var(--mui-palette-text-primary); max-width: 48%; }
.prev-next a:hover { border-color: var(--mui-palette-primary-main); }
.next-link { margin-inline-start: auto; text-align: end; }
.prev-next-label { display: block; font-size: 0.75rem; color: var(--mui-palette-text-secondary); }
.prev-next-title { display: block; font-weight: 600; }
.site-footer { margin-top: 48px; padding: 24px 0; font-size: 0.8125rem; color: var(--mui-palette-text-secondary); display: flex; flex-wrap: wrap; gap: 16px; }
.site-footer a { color: inherit; }
/* On a centred page the footer takes the page's column, so both start at the same edge. */
.standalone-page + .site-footer { max-width: 1000px; margin-inline: auto; }
.standalone-page-narrow + .site-footer { max-width: 760px; }
`;

/** CSS of the home page. */
export const homeCss = /* css */ `
.home { max-width: 1100px; margin: 0 auto; padding: 24px 0; }
.home-hero { padding: 32px 0 16px; text-align: center; }
.home-title { font-size: clamp(2.25rem, 1.6rem + 2.5vw, 3.25rem); }
.home-description { max-width: 60ch; margin-inline: auto; }
.home-products { list-style: none; margin: 24px 0 48px; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
.home-product a { display: flex; flex-direction: column; gap: 8px; height: 100%; padding: 20px; border-radius: 12px; border: 1px solid var(--mui-palette-divider);
  background: var(--mui-palette-background-paper); color: var(--mui-palette-text-primary); text-decoration: none; transition: border-color 120ms, box-shadow 120ms; }
.home-product a:hover, .home-product a:focus-visible { border-color: var(--mui-palette-primary-main); box-shadow: var(--mui-shadows-2); outline: none; }
.home-product-name { font-weight: 700; font-size: 1.125rem; }
.home-product-description { color: var(--mui-palette-text-secondary); font-size: 0.9375rem; flex: 1; }
.home-product-version { font-size: 0.75rem; font-weight: 600; color: var(--mui-palette-primary-main); }
`;
