/** CSS of the components docsgen provides for other docs tools' MDX pages (templates/compat/): cards, steps, file trees, badges, link buttons, prose tabs, and the "not rendered" block. */
import { codeFontFamily } from '../../runtime/brandTheme.ts';

export const compatCss = /* css */ `
.compat-icon { vertical-align: -0.125em; }
.code-tabs-prose [role="tab"] { display: inline-flex; align-items: center; gap: 6px; }
.code-tabs-prose [role="tabpanel"] { padding: 16px 16px 0; border: 1px solid var(--mui-palette-divider); border-radius: 0 12px 12px 12px; overflow: auto; }
.code-tabs-prose [role="tabpanel"] > :last-child { margin-bottom: 16px; }

.compat-card-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr)); gap: 16px; margin: 0 0 20px; }
.compat-card-grid-stagger > :nth-child(2n) { transform: translateY(24px); margin-bottom: 24px; }
.compat-card { display: flex; flex-direction: column; gap: 8px; padding: 16px 20px; border: 1px solid var(--mui-palette-divider); border-radius: 12px;
  background: var(--mui-palette-background-paper); margin: 0 0 16px; }
.compat-card-grid > .compat-card { margin: 0; }
.compat-card-title { display: flex; align-items: center; gap: 10px; margin: 0; font-weight: 600; font-size: 1.0625rem; }
.compat-card-icon { font-size: 1.5rem; padding: 6px; border-radius: 8px; color: var(--mui-palette-primary-main); background: var(--mui-palette-primary-50);
  box-sizing: content-box; }
[data-mui-color-scheme="dark"] .compat-card-icon { background: rgba(var(--mui-palette-primary-mainChannel) / 0.15); }
.compat-card-body > :last-child { margin-bottom: 0; }
a.compat-card-link { color: inherit; text-decoration: none; }
a.compat-card-link:hover, .compat-link-card:hover { border-color: var(--mui-palette-primary-main); }

.compat-link-card { position: relative; display: flex; align-items: center; gap: 12px; padding: 16px 20px; margin: 0 0 16px; border: 1px solid var(--mui-palette-divider);
  border-radius: 12px; }
.compat-link-card a { flex: 1; display: flex; flex-direction: column; gap: 4px; color: inherit; text-decoration: none; }
.compat-link-card a::after { content: ""; position: absolute; inset: 0; }
.compat-link-card-title { font-weight: 600; font-size: 1.0625rem; }
.compat-link-card-description { color: var(--mui-palette-text-secondary); }
.compat-link-card-arrow { font-size: 1.5rem; color: var(--mui-palette-text-secondary); }

.compat-link-button { display: inline-flex; align-items: center; gap: 6px; padding: 8px 18px; margin: 0 8px 16px 0; border-radius: 999px; font-weight: 600;
  text-decoration: none; border: 1px solid transparent; }
.compat-link-button-primary { background: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); }
.compat-link-button-secondary { border-color: currentColor; color: var(--mui-palette-primary-main); }
.compat-link-button-minimal { padding-inline: 0; color: var(--mui-palette-primary-main); }
.compat-link-button:hover { text-decoration: underline; }

.compat-badge { display: inline-block; padding: 0 8px; border-radius: 6px; border: 1px solid var(--mui-palette-divider); font-size: 0.75rem; font-weight: 600;
  line-height: 1.6; vertical-align: middle; background: var(--mui-palette-grey-50); color: var(--mui-palette-text-primary); }
.compat-badge-medium { font-size: 0.875rem; }
.compat-badge-large { font-size: 1rem; }
.compat-badge-note { background: var(--mui-palette-primary-50); border-color: var(--mui-palette-primary-200); color: var(--mui-palette-primary-800); }
.compat-badge-tip, .compat-badge-success { background: var(--mui-palette-success-50); border-color: var(--mui-palette-success-200); color: var(--mui-palette-success-800); }
.compat-badge-caution { background: var(--mui-palette-warning-50); border-color: var(--mui-palette-warning-200); color: var(--mui-palette-warning-900); }
.compat-badge-danger { background: var(--mui-palette-error-50); border-color: var(--mui-palette-error-200); color: var(--mui-palette-error-800); }
[data-mui-color-scheme="dark"] .compat-badge { background: transparent; color: inherit; }

.compat-steps > ol { list-style: none; counter-reset: compat-step; padding-inline-start: 0; }
.compat-steps > ol > li { counter-increment: compat-step; position: relative; padding-inline-start: 44px; padding-bottom: 8px; margin: 0; }
.compat-steps > ol > li::before, .compat-steps-headings > h3::before { content: counter(compat-step); position: absolute; inset-inline-start: 0; top: 0; width: 28px;
  height: 28px; border-radius: 50%; display: grid; place-items: center; font-size: 0.875rem; font-weight: 700; background: var(--mui-palette-primary-50);
  color: var(--mui-palette-primary-700); border: 1px solid var(--mui-palette-primary-200); }
.compat-steps > ol > li::after { content: ""; position: absolute; inset-inline-start: 14px; top: 34px; bottom: 4px; border-inline-start: 1px solid var(--mui-palette-divider); }
.compat-steps-headings { counter-reset: compat-step; }
.compat-steps-headings > h3 { counter-increment: compat-step; position: relative; padding-inline-start: 44px; }

.file-tree { margin: 0 0 20px; padding: 12px 16px; border: 1px solid var(--mui-palette-divider); border-radius: 12px; font-family: ${codeFontFamily}; font-size: 0.8125rem; }
.file-tree ul { list-style: none; margin: 0; padding-inline-start: 0; }
.file-tree ul ul { padding-inline-start: 20px; border-inline-start: 1px solid var(--mui-palette-divider); margin-inline-start: 6px; }
.file-tree li { margin: 2px 0; display: block; }
.file-tree summary { cursor: pointer; }
.file-tree svg { vertical-align: -0.15em; margin-inline-end: 6px; color: var(--mui-palette-text-secondary); }
.file-tree-directory > details > summary svg { color: var(--mui-palette-primary-main); }
.file-tree-highlight { font-weight: 700; color: var(--mui-palette-primary-main); }
.file-tree-comment { margin-inline-start: 12px; font-family: inherit; color: var(--mui-palette-text-secondary); }
.file-tree-placeholder { padding-inline-start: 22px; color: var(--mui-palette-text-secondary); }

.compat-hero { display: flex; flex-wrap: wrap; align-items: center; gap: 24px 40px; margin: 0 0 32px; }
.compat-hero-text { flex: 1 1 320px; }
.compat-hero-title { margin: 0 0 12px; font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem); font-weight: 700; line-height: 1.2; }
.compat-hero-tagline { margin: 0 0 20px; font-size: 1.125rem; color: var(--mui-palette-text-secondary); }
.compat-hero-image { flex: 0 1 280px; max-width: 100%; height: auto; }
.compat-banner { margin: 0 0 24px; padding: 10px 16px; border-radius: 12px; background: var(--mui-palette-primary-50); border: 1px solid var(--mui-palette-primary-100); }
[data-mui-color-scheme="dark"] .compat-banner { background: transparent; }

.compat-unsupported { margin: 0 0 20px; padding: 12px 16px; border: 2px dashed var(--mui-palette-warning-main); border-radius: 12px; }
.compat-unsupported-title { margin: 0 0 8px; font-size: 0.875rem; font-weight: 600; color: var(--mui-palette-warning-800); }
[data-mui-color-scheme="dark"] .compat-unsupported-title { color: var(--mui-palette-warning-300); }
.compat-unsupported-props { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; font-size: 0.8125rem; }
.compat-unsupported-props dt { font-family: ${codeFontFamily}; color: var(--mui-palette-text-secondary); }
.compat-unsupported-props dd { margin: 0; }
.compat-unsupported-content > :last-child { margin-bottom: 0; }
`;
