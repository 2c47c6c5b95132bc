/**
 * Material UI's default theme as a reader's app gets it from `createTheme()`, for the demos: MUI's palette, 4 px
 * corners and uppercase buttons, not the docs' brand. Its CSS variables are scoped to demo previews (`rootSelector`),
 * so they replace the brand's `--mui-*` values inside a preview and nowhere else, and both colour schemes are there
 * from the first paint: the server render and hydration use the same theme whatever the reader's mode.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../constants.ts';
import { DENSE_COMPONENTS } from './densityTheme.ts';

/** The element every demo renders in (templates/demo/DemoBlock.tsx). */
export const DEMO_PREVIEW_SELECTOR = '.demo-preview';

/** The reader's settings a demo theme takes; mode, colours and spacing reach demos through CSS variables instead. */
export interface DemoThemeSettings {
  direction?: 'ltr' | 'rtl';
  dense?: boolean;
}

/** `createTheme()`'s defaults with both colour schemes, keyed off the page's colour-scheme attribute. */
export function createMaterialDemoTheme(settings: DemoThemeSettings = {}): Theme {
  return createTheme({
    cssVariables: {
      rootSelector: DEMO_PREVIEW_SELECTOR,
      colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"] ${DEMO_PREVIEW_SELECTOR}`,
      disableCssColorScheme: false,
    },
    colorSchemes: { light: true, dark: true },
    direction: settings.direction ?? 'ltr',
    ...(settings.dense ? { components: DENSE_COMPONENTS } : {}),
  });
}
