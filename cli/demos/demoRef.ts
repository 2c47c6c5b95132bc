/** The demo module record every demo step passes along (types only, so the public API's declarations stay free of Node). */
import type { DemoTheme } from '../../runtime/islands/demo/demoThemes.ts';
import type { CodeStyling } from '../../runtime/codePreferences.ts';

/** One demo module: a file that is server-rendered, bundled into its own island chunk and shown as source. */
export interface DemoRef {
  /** Absolute path of the demo file. */
  absFile: string;
  /** Unique, URL-safe name for its chunk, from the page route and file name. */
  chunkName: string;
  /** The theme that wraps it (its product's `demoTheme`, or chosen from its imports). */
  theme: DemoTheme;
  /** The library (the site's product) whose demos share its React and MUI chunks in the browser (demoLibraries.ts). */
  library: string;
  /** The styling it shows, when it is one variant of a demo folder. */
  styling?: CodeStyling;
}
