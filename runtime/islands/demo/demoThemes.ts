/** Which theme wraps a demo: its library's defaults, as the reader's app gets them when the demo's code is pasted in. */

/** docsgen's demo themes: Material UI's `createTheme()`, Joy UI's `extendTheme()`, or none (an unstyled library). */
export const DEMO_THEME_NAMES = ['material', 'joy', 'none'] as const;
export type DemoThemeName = (typeof DEMO_THEME_NAMES)[number];

/** Whether a config's `demoTheme` names one of docsgen's themes (else it is a module path). */
export const isDemoThemeName = (theme: string): theme is DemoThemeName => (DEMO_THEME_NAMES as readonly string[]).includes(theme);

/** A site's own demo theme: a module whose default export wraps each demo (DemoThemeProps), with a digest of its text. */
export interface DemoThemeModule {
  /** Absolute path of the module. */
  module: string;
  digest: string;
}

export type DemoTheme = DemoThemeName | DemoThemeModule;

/** The theme of a demo whose product names none: Joy's for a demo importing Joy UI, else Material UI's. */
export function demoThemeOfSource(source: string): DemoThemeName {
  return /from\s+['"]@mui\/joy(?:\/[^'"]*)?['"]/.test(source) ? 'joy' : 'material';
}
