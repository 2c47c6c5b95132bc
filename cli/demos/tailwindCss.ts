/** Tailwind CSS for the Tailwind variant of a demo, generated at build time from the classes its files use and confined to the demo. */
import postcss from 'postcss';
import tailwindcss, { type Config } from 'tailwindcss';
import { COLOR_SCHEME_ATTRIBUTE } from '../../runtime/constants.ts';
import { scopeCss } from './scopeCss.ts';
import { TAILWIND_SCOPE_CLASS } from './tailwindScope.ts';

function tailwindConfig(sources: string[]): Config {
  return {
    content: sources.map((raw) => ({ raw, extension: 'tsx' })),
    // Preflight resets the whole document: it would restyle the site around the demo.
    corePlugins: { preflight: false },
    important: `.${TAILWIND_SCOPE_CLASS}`,
    // `dark:` follows the colour scheme the reader picked on the site, not only the system's.
    darkMode: ['variant', `[${COLOR_SCHEME_ATTRIBUTE}="dark"] &`],
  };
}

let base: Promise<string> | undefined;

/** Tailwind's custom-property defaults that its utilities build on: the same for every demo, scoped to Tailwind previews. */
export function tailwindBaseCss(): Promise<string> {
  base ??= postcss([tailwindcss(tailwindConfig(['']))])
    .process('@tailwind base;', { from: undefined })
    .then((result) => scopeCss(result.css, `.${TAILWIND_SCOPE_CLASS}`, 'tailwindcss base'));
  return base;
}

/** The utilities `sources` use, each under the Tailwind scope class; empty when they use none. */
export async function tailwindUtilitiesCss(sources: string[]): Promise<string> {
  const result = await postcss([tailwindcss(tailwindConfig(sources))]).process('@tailwind utilities;', { from: undefined });
  return result.css.trim();
}
