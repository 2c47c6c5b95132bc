/** The names of docsgen's themes, apart from the themes themselves so that checking a config loads no layout. */
export const THEME_NAMES = ['default', 'mui'] as const;

export type ThemeName = (typeof THEME_NAMES)[number];
