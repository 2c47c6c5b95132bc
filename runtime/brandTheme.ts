/** The site's MUI theme: brand palette, typography and layout constants, both colour schemes as CSS variables. Isomorphic: the server renders with it and live demos hydrate with it, so class names match. */
import { lightBlue } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, COLOR_SCHEME_ATTRIBUTE, THEME_BORDER_RADIUS, THEME_SPACING_UNIT } from './constants.ts';
import { DENSE_COMPONENTS } from './theme/densityTheme.ts';

type Scale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, string>;

/** A 50…900 scale of one hue and saturation, lightness per step. */
function scale(hue: number, saturation: number, lightness: number[]): Scale {
  const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
  return Object.fromEntries(steps.map((step, i) => [step, `hsl(${hue}, ${saturation}%, ${lightness[i]}%)`])) as Scale;
}

export const blue = scale(210, 100, [96, 90, 80, 70, 60, 45, 42, 38, 30, 23]);
export const blueDark = scale(210, 14, [92, 87, 72, 56, 36, 28, 22, 13, 9, 7]);
export const grey = scale(215, 15, [97, 92, 89, 82, 75, 65, 50, 40, 22, 12]);
const error = scale(355, 98, [97, 92, 84, 66, 50, 40, 35, 30, 25, 20]);
const success = scale(144, 72, [94, 86, 70, 55, 40, 34, 28, 22, 16, 10]);
const warning = scale(48, 100, [96, 88, 76, 64, 48, 44, 40, 36, 30, 25]);

/** A local font sized like IBM Plex Sans (cli/build/fallbackFont.ts), shown until the web font has loaded. */
export const BODY_FALLBACK_FAMILY = 'IBM Plex Sans Fallback';
export const bodyFontFamily = `"IBM Plex Sans", "${BODY_FALLBACK_FAMILY}", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
/** Headings in the body's face: the one web font the site loads (and sizes a fallback for), so no face is named that never arrives. */
export const headingFontFamily = bodyFontFamily;
export const codeFontFamily = 'Menlo, Consolas, "Droid Sans Mono", monospace';

/** Options for the theme; paletteColors and density come from the reader's settings. */
export interface BrandThemeOptions {
  direction?: 'ltr' | 'rtl';
  dense?: boolean;
  spacing?: number;
}

/** Builds the site theme. The same call on server and browser yields the same class names. */
export function createBrandTheme(options: BrandThemeOptions = {}): Theme {
  const headingStyle = { fontFamily: headingFontFamily, fontWeight: 600 };
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, disableCssColorScheme: false },
    direction: options.direction ?? 'ltr',
    colorSchemes: {
      light: {
        palette: {
          primary: { ...blue, main: blue[500], light: blue[300], dark: blue[700] },
          secondary: { main: grey[700] },
          error: { ...error, main: error[500] },
          success: { ...success, main: success[600] },
          warning: { ...warning, main: warning[500] },
          // A step darker than MUI's default: white text on it passes 4.5:1 (the default's is 3.9:1).
          info: { main: lightBlue[800], light: lightBlue[500], dark: lightBlue[900] },
          grey,
          text: { primary: grey[900], secondary: grey[800], tertiary: grey[700] } as never,
          divider: grey[100],
          background: { default: '#fff', paper: '#fff' },
        },
      },
      dark: {
        palette: {
          primary: { ...blue, main: blue[400], light: blue[300], dark: blue[700] },
          secondary: { main: grey[400] },
          // Dark text, as MUI gives the other colours in dark mode: white on this red is 3.9:1.
          error: { ...error, main: error[400], contrastText: 'rgba(0, 0, 0, 0.87)' },
          success: { ...success, main: success[400] },
          warning: { ...warning, main: warning[400] },
          grey,
          text: { primary: '#fff', secondary: grey[400], tertiary: grey[500] } as never,
          divider: `hsla(210, 14%, 28%, 0.3)`,
          background: { default: blueDark[900], paper: blueDark[800] },
        },
      },
    },
    shape: { borderRadius: THEME_BORDER_RADIUS },
    spacing: options.spacing ?? THEME_SPACING_UNIT,
    breakpoints: { values: BREAKPOINTS },
    typography: {
      fontFamily: bodyFontFamily,
      h1: { ...headingStyle, fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.5rem)', lineHeight: 1.2 },
      h2: { ...headingStyle, fontSize: '1.875rem', lineHeight: 1.3 },
      h3: { ...headingStyle, fontSize: '1.5rem', lineHeight: 1.35 },
      h4: { ...headingStyle, fontSize: '1.25rem', lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 700 },
      fontWeightBold: 700,
    },
    components: {
      ...(options.dense ? DENSE_COMPONENTS : {}),
      MuiButtonBase: { defaultProps: { disableRipple: true } },
    },
  });
}
