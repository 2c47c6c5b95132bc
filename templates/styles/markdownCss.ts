/** CSS of rendered Markdown: typography from the theme, tables, code blocks with build-time highlighting, callouts. One stylesheet for every page instead of an MUI component per element. */
import { stopAtDemoPreviews } from './stopAtDemoPreviews.ts';
import { bodyFontFamily, codeFontFamily, headingFontFamily } from '../../runtime/brandTheme.ts';

export const markdownCss = stopAtDemoPreviews(/* css */ `
.markdown-body { font-family: ${bodyFontFamily}; font-size: 1rem; line-height: 1.65; color: var(--mui-palette-text-primary); overflow-wrap: break-word; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4, .docs-title { font-family: ${headingFontFamily}; font-weight: 600; color: var(--mui-palette-text-primary);
  scroll-margin-top: calc(var(--docs-header-height) + 32px); }
.docs-title { font-size: clamp(2rem, 1.6rem + 1.6vw, 2.5rem); line-height: 1.2; }
.markdown-body h2 { font-size: 1.625rem; line-height: 1.3; margin: 40px 0 8px; }
.markdown-body h3 { font-size: 1.25rem; line-height: 1.4; margin: 32px 0 8px; }
.markdown-body h4 { font-size: 1.0625rem; margin: 24px 0 8px; }
.markdown-body p, .markdown-body ul, .markdown-body ol, .markdown-body blockquote { margin: 0 0 16px; }
.markdown-body ul, .markdown-body ol { padding-inline-start: 28px; }
.markdown-body li { margin-bottom: 4px; }
/* Links of the prose only (Markdown writes them without a class): a component's links, such as a template card's
   buttons or a demo's links, keep their own styles, and :where adds no specificity for them to beat. */
.markdown-body a:where(:not([class], .demo-preview *)) { color: var(--mui-palette-primary-main); font-weight: 500; text-decoration: underline; text-decoration-color: rgba(var(--mui-palette-primary-mainChannel) / 0.4); text-underline-offset: 2px; }
.markdown-body a:where(:not([class], .demo-preview *)):hover { text-decoration-color: currentColor; }
.markdown-body img { max-width: 100%; height: auto; }
.markdown-body hr { border: 0; border-top: 1px solid var(--mui-palette-divider); margin: 32px 0; }
.markdown-body blockquote { padding: 4px 16px; border-inline-start: 3px solid var(--mui-palette-divider); color: var(--mui-palette-text-secondary); }
.markdown-body :not(pre) > code { font-family: ${codeFontFamily}; font-size: 0.8125em; padding: 1px 5px; border-radius: 6px;
  background: var(--mui-palette-grey-50); border: 1px solid var(--mui-palette-grey-200); color: var(--mui-palette-text-primary); }
/* Code inside a link reads as a link: link colour and an underline of its own (the code box would hide the link's). */
.markdown-body a:where(:not([class])) > code { color: inherit; text-decoration: underline; text-decoration-color: rgba(var(--mui-palette-primary-mainChannel) / 0.4); text-underline-offset: 2px; }
.markdown-body a:where(:not([class])):hover > code { text-decoration-color: currentColor; }
[data-mui-color-scheme="dark"] .markdown-body :not(pre) > code { background: rgba(255 255 255 / 0.06); border-color: rgba(255 255 255 / 0.1); }
.markdown-body .anchor-link { display: inline-flex; margin-inline-start: 8px; opacity: 0; color: var(--mui-palette-text-secondary); text-decoration: none; vertical-align: middle; }
.markdown-body h2:hover .anchor-link, .markdown-body h3:hover .anchor-link, .markdown-body .anchor-link:focus { opacity: 1; }
.MuiTable-wrapper { overflow-x: auto; margin: 0 0 20px; border: 1px solid var(--mui-palette-divider); border-radius: 12px; }
.markdown-body table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.markdown-body th { text-align: start; font-weight: 600; background: var(--mui-palette-action-hover); }
.markdown-body th, .markdown-body td { padding: 8px 12px; border-bottom: 1px solid var(--mui-palette-divider); vertical-align: top; }
.markdown-body tr:last-child td { border-bottom: 0; }
.markdown-body input[type="checkbox"] { margin-inline-end: 6px; }

.MuiCode-root { position: relative; margin: 0 0 20px; border-radius: 12px; border: 1px solid var(--mui-palette-divider); background: hsl(210, 25%, 97%); }
[data-mui-color-scheme="dark"] .MuiCode-root { background: hsl(210, 25%, 6%); border-color: hsla(210, 14%, 36%, 0.3); }
.MuiCode-root pre { margin: 0; padding: 16px; overflow: auto; font-family: ${codeFontFamily}; font-size: 0.8125rem; line-height: 1.6; background: transparent !important; direction: ltr; text-align: left; }
.MuiCode-root pre code { font-family: inherit; }
.MuiCode-root pre { color: hsl(215, 15%, 22%); }
.MuiCode-root .token.comment, .MuiCode-root .token.prolog, .MuiCode-root .token.cdata { color: hsl(215, 10%, 45%); font-style: italic; }
.MuiCode-root .token.keyword, .MuiCode-root .token.important, .MuiCode-root .token.atrule, .MuiCode-root .token.rule { color: hsl(355, 65%, 45%); }
.MuiCode-root .token.string, .MuiCode-root .token.attr-value, .MuiCode-root .token.template-string, .MuiCode-root .token.char, .MuiCode-root .token.regex { color: hsl(210, 80%, 30%); }
.MuiCode-root .token.function, .MuiCode-root .token.class-name, .MuiCode-root .token.maybe-class-name { color: hsl(270, 50%, 45%); }
.MuiCode-root .token.tag, .MuiCode-root .token.selector, .MuiCode-root .token.inserted { color: hsl(144, 60%, 26%); }
.MuiCode-root .token.attr-name, .MuiCode-root .token.property, .MuiCode-root .token.number, .MuiCode-root .token.boolean, .MuiCode-root .token.constant, .MuiCode-root .token.builtin { color: hsl(210, 90%, 40%); }
.MuiCode-root .token.deleted { color: hsl(355, 70%, 40%); }
.MuiCode-root .token.punctuation, .MuiCode-root .token.operator { color: hsl(215, 15%, 40%); }
[data-mui-color-scheme="dark"] .MuiCode-root pre { color: hsl(215, 15%, 88%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.comment, [data-mui-color-scheme="dark"] .MuiCode-root .token.prolog, [data-mui-color-scheme="dark"] .MuiCode-root .token.cdata { color: hsl(215, 12%, 58%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.keyword, [data-mui-color-scheme="dark"] .MuiCode-root .token.important, [data-mui-color-scheme="dark"] .MuiCode-root .token.atrule, [data-mui-color-scheme="dark"] .MuiCode-root .token.rule { color: hsl(355, 90%, 72%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.string, [data-mui-color-scheme="dark"] .MuiCode-root .token.attr-value, [data-mui-color-scheme="dark"] .MuiCode-root .token.template-string, [data-mui-color-scheme="dark"] .MuiCode-root .token.char, [data-mui-color-scheme="dark"] .MuiCode-root .token.regex { color: hsl(210, 90%, 78%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.function, [data-mui-color-scheme="dark"] .MuiCode-root .token.class-name, [data-mui-color-scheme="dark"] .MuiCode-root .token.maybe-class-name { color: hsl(270, 80%, 80%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.tag, [data-mui-color-scheme="dark"] .MuiCode-root .token.selector, [data-mui-color-scheme="dark"] .MuiCode-root .token.inserted { color: hsl(144, 55%, 65%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.attr-name, [data-mui-color-scheme="dark"] .MuiCode-root .token.property, [data-mui-color-scheme="dark"] .MuiCode-root .token.number, [data-mui-color-scheme="dark"] .MuiCode-root .token.boolean, [data-mui-color-scheme="dark"] .MuiCode-root .token.constant, [data-mui-color-scheme="dark"] .MuiCode-root .token.builtin { color: hsl(200, 90%, 70%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.deleted { color: hsl(355, 90%, 72%); }
[data-mui-color-scheme="dark"] .MuiCode-root .token.punctuation, [data-mui-color-scheme="dark"] .MuiCode-root .token.operator { color: hsl(215, 15%, 70%); }
.MuiCode-title { padding: 8px 16px; font-family: ${codeFontFamily}; font-size: 0.75rem; color: var(--mui-palette-text-secondary); border-bottom: 1px solid var(--mui-palette-divider); }
.MuiCode-copy { position: absolute; top: 8px; inset-inline-end: 8px; display: inline-flex; align-items: center; gap: 4px; padding: 4px 8px; cursor: pointer;
  font: 600 0.75rem ${bodyFontFamily}; border-radius: 8px; border: 1px solid var(--mui-palette-divider); background: var(--mui-palette-background-paper);
  color: var(--mui-palette-text-secondary); opacity: 0; transition: opacity 120ms; }
.MuiCode-root:hover .MuiCode-copy, .MuiCode-copy:focus-visible, .MuiCode-copy[data-copied] { opacity: 1; }
@media (hover: none) { .MuiCode-copy { opacity: 1; } }
.MuiCode-copied-label, .MuiCode-copy[data-copied] .MuiCode-copy-label { display: none; }
.MuiCode-copy[data-copied] .MuiCode-copied-label { display: inline; }
.MuiCode-copyKeypress { display: none; font-weight: 400; opacity: 0.8; }
@media (min-width: 900px) { .MuiCode-copy:hover .MuiCode-copyKeypress, .MuiCode-copy:focus-visible .MuiCode-copyKeypress { display: inline; } }

.code-tabs { margin: 0 0 20px; }
.code-tabs-list { display: flex; gap: 4px; margin-bottom: -1px; }
.code-tabs-list [role="tab"] { font: 600 0.8125rem inherit; font-family: inherit; padding: 6px 12px; cursor: pointer; border: 1px solid transparent; border-bottom: 0;
  border-radius: 10px 10px 0 0; background: transparent; color: var(--mui-palette-text-secondary); }
.code-tabs-list [role="tab"][aria-selected="true"] { color: var(--mui-palette-primary-700); border-color: var(--mui-palette-divider); background: hsl(210, 25%, 97%); }
[data-mui-color-scheme="dark"] .code-tabs-list [role="tab"][aria-selected="true"] { background: hsl(210, 25%, 6%); color: var(--mui-palette-primary-300); }
.code-tabs-list [role="tab"]:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: -2px; }
.code-tabs [role="tabpanel"] > .MuiCode-root { border-start-start-radius: 0; }

.MuiCallout-root { display: flex; gap: 12px; margin: 0 0 20px; padding: 12px 16px; border-radius: 12px; border: 1px solid; font-size: 0.9375rem; }
.MuiCallout-root > svg, .MuiCallout-icon { flex: none; width: 20px; height: 20px; margin-top: 3px; }
.MuiCallout-root p:last-child, .MuiCallout-root ul:last-child { margin-bottom: 0; }
.MuiCallout-title { font-weight: 700; margin: 0 0 4px; }
.markdown-body .MuiCallout-root a { color: var(--mui-palette-primary-700); }
[data-mui-color-scheme="dark"] .markdown-body .MuiCallout-root a { color: var(--mui-palette-primary-300); }
.MuiCallout-note, .MuiCallout-info { background: var(--mui-palette-primary-50); border-color: var(--mui-palette-primary-100); }
.MuiCallout-note > svg, .MuiCallout-info > svg, .MuiCallout-note .MuiCallout-icon, .MuiCallout-info .MuiCallout-icon { color: var(--mui-palette-primary-main); }
.MuiCallout-tip, .MuiCallout-success { background: var(--mui-palette-success-50); border-color: var(--mui-palette-success-100); }
.MuiCallout-tip > svg, .MuiCallout-success > svg, .MuiCallout-tip .MuiCallout-icon, .MuiCallout-success .MuiCallout-icon { color: var(--mui-palette-success-700); }
.MuiCallout-warning, .MuiCallout-important { background: var(--mui-palette-warning-50); border-color: var(--mui-palette-warning-200); }
.MuiCallout-warning > svg, .MuiCallout-important > svg, .MuiCallout-warning .MuiCallout-icon, .MuiCallout-important .MuiCallout-icon { color: var(--mui-palette-warning-800); }
.MuiCallout-danger, .MuiCallout-caution { background: var(--mui-palette-error-50); border-color: var(--mui-palette-error-100); }
.MuiCallout-danger > svg, .MuiCallout-caution > svg, .MuiCallout-danger .MuiCallout-icon, .MuiCallout-caution .MuiCallout-icon { color: var(--mui-palette-error-600); }
.MuiCallout-neutral, .MuiCallout-details { background: var(--mui-palette-grey-50); border-color: var(--mui-palette-grey-200); }
.MuiCallout-details { display: block; }
.has-marked-lines .line { display: inline-block; min-width: 100%; }
.has-marked-lines .line.highlighted { background: rgba(0, 127, 255, 0.12); }
.has-marked-lines .line.warning { background: rgba(237, 108, 2, 0.16); }
.has-marked-lines .line.error, .has-marked-lines .line.remove { background: rgba(211, 47, 47, 0.16); }
.has-marked-lines .line.add { background: rgba(46, 125, 50, 0.16); }
.has-marked-lines .line.add::before { content: "+ "; margin-inline-start: -1.5ch; }
.has-marked-lines .line.remove::before { content: "- "; margin-inline-start: -1.5ch; }
.has-focused-lines .line:not(.focused) { opacity: 0.55; filter: blur(0.06rem); transition: opacity 0.2s, filter 0.2s; }
.has-focused-lines:hover .line:not(.focused) { opacity: 1; filter: none; }
.docs-badge { display: inline-block; margin-inline-start: 8px; padding: 0 8px; border-radius: 10px; font-size: 0.75rem; font-weight: 600; line-height: 1.5rem; vertical-align: middle; background: var(--mui-palette-primary-50); color: var(--mui-palette-primary-800); }
.docs-badge-tip { background: var(--mui-palette-success-50); color: var(--mui-palette-success-800); }
.docs-badge-warning { background: var(--mui-palette-warning-50); color: var(--mui-palette-warning-900); }
.docs-badge-danger { background: var(--mui-palette-error-50); color: var(--mui-palette-error-800); }
.MuiCallout-details > summary { cursor: pointer; font-weight: 700; }
.MuiCallout-details[open] > summary { margin-bottom: 8px; }
[data-mui-color-scheme="dark"] .MuiCallout-root { background: transparent; }
[data-mui-color-scheme="dark"] .MuiCallout-neutral, [data-mui-color-scheme="dark"] .MuiCallout-details { border-color: var(--mui-palette-grey-800); }
[data-mui-color-scheme="dark"] .MuiCallout-note, [data-mui-color-scheme="dark"] .MuiCallout-info { border-color: var(--mui-palette-primary-800); }
[data-mui-color-scheme="dark"] .MuiCallout-tip, [data-mui-color-scheme="dark"] .MuiCallout-success { border-color: var(--mui-palette-success-800); }
[data-mui-color-scheme="dark"] .MuiCallout-warning, [data-mui-color-scheme="dark"] .MuiCallout-important { border-color: var(--mui-palette-warning-800); }
[data-mui-color-scheme="dark"] .MuiCallout-danger, [data-mui-color-scheme="dark"] .MuiCallout-caution { border-color: var(--mui-palette-error-800); }
`);
