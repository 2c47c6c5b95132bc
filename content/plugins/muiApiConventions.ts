/**
 * The family's API conventions, which its declarations do not spell out: the global class each component applies
 * for a key of its classes (`MuiButton-root`, `Mui-disabled`; Base UI's `base-Button-root`), and the theme key that
 * sets a component's default props (`MuiButton`, `JoyButton`).
 */
import type { ApiConventions } from '../../cli/api/apiConventions.ts';
import type { DocsgenPlugin } from '../../cli/plugins/plugin.ts';

/**
 * Keys that name a state rather than a slot: every component applies one shared class for them
 * (`Mui-disabled`, not `MuiButton-disabled`), as `generateUtilityClass` in @mui/utils does.
 */
const GLOBAL_STATE_CLASSES: ReadonlySet<string> = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

interface ClassNaming {
  slot: (component: string, key: string) => string;
  state: (key: string) => string;
}

const MUI_NAMING: ClassNaming = { slot: (component, key) => `Mui${component}-${key}`, state: (key) => `Mui-${key}` };

/** The family's packages and how each names classes; Base UI replaced the prefix so unstyled components never collide with Material UI's styles. */
const NAMING_BY_PACKAGE: Record<string, ClassNaming> = {
  '@mui/material': MUI_NAMING,
  '@mui/joy': MUI_NAMING,
  '@mui/system': MUI_NAMING,
  '@mui/base': { slot: (component, key) => `base-${component}-${key}`, state: (key) => `base--${key}` },
};

/** Packages whose components read default props from the theme, with the prefix of their theme key. */
const THEME_PREFIXES: Record<string, string> = { '@mui/material': 'Mui', '@mui/joy': 'Joy' };

export const muiApiConventions: ApiConventions = {
  className(packageName, component, key) {
    const naming = NAMING_BY_PACKAGE[packageName];
    if (!naming) return undefined;
    const state = GLOBAL_STATE_CLASSES.has(key);
    return { className: state ? naming.state(key) : naming.slot(component, key), state };
  },
  themeDefaultPropsName(component) {
    const prefix = THEME_PREFIXES[component.packageName];
    return prefix ? `${prefix}${component.name.replace(/^Unstable_/, '')}` : undefined;
  },
};

/** The plugin that gives the family's conventions to docsgen's API pages (configured under `api` in the site config). */
export const muiApiConventionsPlugin: DocsgenPlugin = { name: 'mui-api-conventions', apiConventions: muiApiConventions };
export default muiApiConventionsPlugin;
