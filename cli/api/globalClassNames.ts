/** The global class names MUI components apply for each key of their classes object. */

/**
 * Keys that name a state rather than a slot: every component applies one shared class for them
 * (`Mui-disabled`, not `MuiButton-disabled`), as `generateUtilityClass` in @mui/utils does.
 */
export const GLOBAL_STATE_CLASSES: ReadonlySet<string> = new Set([
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

// Base UI replaced the `Mui` prefix with its own so that unstyled components never collide with Material UI's styles.
const NAMING_BY_PACKAGE: Record<string, ClassNaming> = {
  '@mui/base': { slot: (component, key) => `base-${component}-${key}`, state: (key) => `base--${key}` },
};

/** The class `component` (its name without an `Unstable_` prefix) of `packageName` applies for `key`. */
export function globalClassName(packageName: string, component: string, key: string): { className: string; state: boolean } {
  const naming = NAMING_BY_PACKAGE[packageName] ?? MUI_NAMING;
  const state = GLOBAL_STATE_CLASSES.has(key);
  return { className: state ? naming.state(key) : naming.slot(component, key), state };
}
