/** The themes a site may name in its config's `theme` key. */
import { defaultTheme } from './defaultTheme.ts';
import { muiTheme } from './muiTheme.ts';
import type { ThemeName } from './names.ts';
import type { DocsTheme } from './types.ts';

export const THEMES: Readonly<Record<ThemeName, DocsTheme>> = { default: defaultTheme, mui: muiTheme };

/** The theme a config names (`default` when it names none). */
export function themeNamed(name: ThemeName | undefined): DocsTheme {
  return THEMES[name ?? 'default'];
}
