/** The class of a Tailwind preview: every generated rule sits under it. Apart from tailwindCss.ts, whose Tailwind import is loaded only for sites with Tailwind demos. */
export const TAILWIND_SCOPE_CLASS = 'docsgen-tw';
