/**
 * The theme of the MUI-family site: the default theme's shell and pages plus the family's own layouts (templates
 * gallery, density, versions, careers, blog, premium themes) and their styles.
 */
import { LAYOUTS } from '../layouts/index.ts';
import { siteCss } from '../styles/index.ts';
import { DOCS_SHELL } from './docsShell.ts';
import type { DocsTheme } from './types.ts';

export const muiTheme: DocsTheme = { name: 'mui', shell: DOCS_SHELL, layouts: LAYOUTS, styles: siteCss };
