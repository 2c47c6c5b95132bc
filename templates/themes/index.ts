/** The themes a site may name in its config's `theme` key. */
import { defaultTheme } from './defaultTheme.ts';
import { muiTheme } from './muiTheme.ts';
import type { DocsTheme } from './types.ts';

export const THEMES: Readonly<Record<string, DocsTheme>> = { default: defaultTheme, mui: muiTheme };

/** The theme a config names (`default` when it names none). */
export function themeNamed(name: string | undefined): DocsTheme {
  const theme = THEMES[name ?? 'default'];
  if (!theme) throw new Error(`unknown theme "${name}"; the themes are: ${Object.keys(THEMES).join(', ')}`);
  return theme;
}
