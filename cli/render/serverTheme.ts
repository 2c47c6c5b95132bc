/**
 * The site theme as the server renders pages with it. MUI's ThemeProvider, given a theme with CSS variables, rebuilds
 * the tree of `var(--…)` references (a deep merge over both colour schemes) on every render, through the theme's
 * `generateThemeVars`; a build renders the same theme once per page. The tree depends on the theme alone and no
 * render writes to it, so it is built on the first render and the same object serves every later one.
 */
import type { Theme } from '@mui/material/styles';
import { createBrandTheme } from '../../runtime/brandTheme.ts';

/** A theme made with CSS variables carries the function that builds its variable tree. */
type ThemeWithVars = Theme & { generateThemeVars?: () => unknown };

/** `theme` (changed in place) with `generateThemeVars` computing its result once. */
export function withThemeVarsOnce(theme: ThemeWithVars): Theme {
  const generate = theme.generateThemeVars;
  if (!generate) return theme;
  let vars: unknown;
  theme.generateThemeVars = () => (vars ??= generate.call(theme));
  return theme;
}

/** The site's MUI theme for server rendering. */
export function createServerTheme(): Theme {
  return withThemeVarsOnce(createBrandTheme());
}
