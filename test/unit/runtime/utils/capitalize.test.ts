import { describe, expect, it } from 'vitest';
import { capitalize } from '../../../../runtime/utils/capitalize.ts';

describe('capitalize', () => {
  it('upper-cases the first character only', () => {
    expect(capitalize('small')).toBe('Small');
    expect(capitalize('')).toBe('');
    expect(capitalize('éclair bar')).toBe('Éclair bar');
  });

  it('throws the SPEC message for a non-string', () => {
    for (const value of [undefined, null, 3, {}]) {
      // @ts-expect-error: untyped callers (content, JS demos) are exactly what the guard is for.
      expect(() => capitalize(value)).toThrow('docsgen: capitalize(string) expects a string argument.');
    }
  });
});
