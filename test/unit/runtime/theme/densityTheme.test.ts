import { describe, expect, it } from 'vitest';
import { DENSE_COMPONENTS } from '../../../../runtime/theme/densityTheme.ts';

describe('DENSE_COMPONENTS', () => {
  const withProp = (prop: string, value: unknown) =>
    Object.entries(DENSE_COMPONENTS)
      .filter(([, c]) => (c.defaultProps as Record<string, unknown>)[prop] === value)
      .map(([name]) => name)
      .sort();

  it('gives the reference dense defaults and nothing else', () => {
    expect(withProp('size', 'small')).toEqual(['MuiButton', 'MuiFab', 'MuiIconButton', 'MuiTable']);
    expect(withProp('margin', 'dense')).toEqual([
      'MuiFilledInput',
      'MuiFormControl',
      'MuiFormHelperText',
      'MuiInputBase',
      'MuiInputLabel',
      'MuiOutlinedInput',
      'MuiTextField',
    ]);
    expect(withProp('dense', true)).toEqual(['MuiListItem']);
    expect(withProp('variant', 'dense')).toEqual(['MuiToolbar']);
    expect(Object.keys(DENSE_COMPONENTS)).toHaveLength(13);
  });
});
