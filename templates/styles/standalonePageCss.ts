/** CSS shared by the pages that own the main area (versions, careers, blog, premium themes): the centred column, the title block, section titles, the call to action. */
import { bodyFontFamily, headingFontFamily } from '../../runtime/brandTheme.ts';

export const standalonePageCss = /* css */ `
.standalone-page { max-width: 1000px; margin-inline: auto; padding-block: 8px 32px; font-family: ${bodyFontFamily}; color: var(--mui-palette-text-primary); }
.standalone-page-narrow { max-width: 760px; }
.page-intro { padding-block: 24px 8px; margin-bottom: 16px; }
.page-intro-eyebrow { margin: 0 0 4px; font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--mui-palette-primary-main); }
.page-intro-eyebrow a { color: inherit; text-decoration: none; }
.page-intro-eyebrow a:hover { text-decoration: underline; }
.page-intro-title { margin-top: 0; }
.page-intro-description { max-width: 65ch; }
.standalone-section-title { display: flex; align-items: center; gap: 10px; margin: 48px 0 16px; font-family: ${headingFontFamily}; font-weight: 600;
  font-size: 1.625rem; line-height: 1.3; color: var(--mui-palette-text-primary); scroll-margin-top: calc(var(--docs-header-height) + 32px); }
.standalone-cta { display: inline-flex; align-items: center; gap: 6px; padding: 8px 16px; border-radius: 10px; font-weight: 700; font-size: 0.9375rem; text-decoration: none;
  background: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); }
.standalone-cta:hover { background: var(--mui-palette-primary-dark); }
.standalone-cta:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
`;
