/** What an API page documents: a component's or a hook's API as extracted from its package's declarations. */

/** A type as printed for a reader: `text` is short enough for a table cell, `full` is kept when `text` had to be shortened. */
export interface TypeText {
  text: string;
  full?: string;
}

/** One prop of a component, one parameter of a hook, or one field of a hook's return value. */
export interface PropApi {
  name: string;
  type: TypeText;
  required: boolean;
  /** Text of the JSDoc `@default` tag, e.g. `'text'` or `false`. */
  default?: string;
  /** JSDoc description, Markdown. */
  description: string;
  /** Present when the JSDoc has `@deprecated`; holds its text (possibly empty). */
  deprecated?: string;
}

/** One key of a component's classes object. */
export interface CssClassApi {
  key: string;
  /**
   * The global class name the component applies, e.g. `MuiButton-root` or `Mui-disabled`: the string the declarations
   * give the key when they give one, else `<Component>-<key>`, unless the site's API conventions name it otherwise.
   */
  className: string;
  /** True for state classes (`disabled`, `focusVisible`, …), which are shared by every component. */
  state: boolean;
  description: string;
}

/** One slot of a component (an entry of its `<Name>Slots` interface). */
export interface SlotApi {
  name: string;
  description: string;
  /** Default element or component, from the JSDoc `@default` tag. */
  default?: string;
  /** Global class of the slot when the classes object has the same key. */
  className?: string;
}

/** The component whose props a component also accepts (from `extends` or an intersection in its declarations). */
export interface InheritedComponent {
  name: string;
  /** npm package that declares it, e.g. `@mui/material` or `react-transition-group`. */
  packageName: string;
}

export interface ComponentApi {
  kind: 'component';
  /** Exported name, e.g. `Button` or `Unstable_TrapFocus`. */
  name: string;
  packageName: string;
  /** JSDoc of the component without its generated Demos/API lists; may be empty. */
  description: string;
  /** Import statements, the subpath import first, e.g. `import Button from '@mui/material/Button';`. */
  imports: string[];
  /** Own props, sorted by name. */
  props: PropApi[];
  inherits?: InheritedComponent;
  classes: CssClassApi[];
  slots: SlotApi[];
  deprecated?: string;
  /** The file that declares it, relative to its package's folder (or to the site's folder for a source entry). */
  sourceFile?: string;
}

export interface HookApi {
  kind: 'hook';
  name: string;
  packageName: string;
  description: string;
  imports: string[];
  /** Fields of the hook's single parameters object, or its positional parameters. */
  parameters: PropApi[];
  /** Fields of the returned object; empty when the hook returns something else. */
  returnValue: PropApi[];
  returnType: TypeText;
  deprecated?: string;
  /** The file that declares it, relative to its package's folder (or to the site's folder for a source entry). */
  sourceFile?: string;
}

/** A component or a hook: what an API page documents. */
export type ApiRecord = ComponentApi | HookApi;
