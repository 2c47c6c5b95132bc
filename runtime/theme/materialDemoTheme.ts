/**
 * Material UI's default theme as a reader's app gets it from `createTheme()`, for the demos: MUI's palette, 4 px
 * corners and uppercase buttons, not the docs' brand. Its CSS variables are scoped to demo previews and templates (`rootSelector`),
 * so they replace the brand's `--mui-*` values inside a preview and nowhere else, and both colour schemes are there
 * from the first paint: the server render and hydration use the same theme whatever the reader's mode.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, DEMO_THEME_CLASS } from '../constants.ts';
import { DENSE_COMPONENTS } from './densityTheme.ts';

const DEMO_THEME_SELECTOR = `.${DEMO_THEME_CLASS}`;

/** The reader's settings a demo theme takes; mode, colours and spacing reach demos through CSS variables instead. */
export interface DemoThemeSettings {
  direction?: 'ltr' | 'rtl';
  dense?: boolean;
}

/** `createTheme()`'s defaults with both colour schemes, keyed off the page's colour-scheme attribute. */
export function createMaterialDemoTheme(settings: DemoThemeSettings = {}): Theme {
  return createTheme({
    cssVariables: {
      rootSelector: DEMO_THEME_SELECTOR,
      colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"] ${DEMO_THEME_SELECTOR}`,
      disableCssColorScheme: false,
    },
    // The one departure from the defaults: text on coloured surfaces picked for WCAG's 4.5:1, as MUI's accessibility
    // guide advises (the default 3:1 puts white on the info and warning buttons, which fails it).
    colorSchemes: { light: { palette: { contrastThreshold: 4.5 } }, dark: { palette: { contrastThreshold: 4.5 } } },
    direction: settings.direction ?? 'ltr',
    ...(settings.dense ? { components: DENSE_COMPONENTS } : {}),
  });
}
