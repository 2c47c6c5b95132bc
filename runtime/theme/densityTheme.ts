/** Dense-mode component defaults (SPEC §4 Dense mode), as data for createTheme's `components` option. */

type ComponentDefaults = Readonly<Record<string, { readonly defaultProps: Readonly<Record<string, unknown>> }>>;

/** Passed to createTheme only when the reader turned dense mode on. */
export const DENSE_COMPONENTS = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
} as const satisfies ComponentDefaults;
