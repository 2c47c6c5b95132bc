/** Which docsgen commands get the build's V8 settings. */
import { describe, expect, it } from 'vitest';
import { missingV8Flags } from '../../../bin/processSettings.mjs';

describe('missingV8Flags', () => {
  it('gives a building command the flags its process lacks', () => {
    expect(missingV8Flags(['build', 'site'], [], {})).toEqual(['--no-turbo-inlining']);
    expect(missingV8Flags(['check'], ['--no-turbo-inlining'], {})).toEqual([]);
    expect(missingV8Flags(['serve', '--watch'], [], {})).toEqual(['--no-turbo-inlining']);
  });

  it('leaves other commands, and every command when turned off, as they are', () => {
    expect(missingV8Flags(['init', 'docs'], [], {})).toEqual([]);
    expect(missingV8Flags(['feedback', 'export'], [], {})).toEqual([]);
    expect(missingV8Flags(['build'], [], { DOCSGEN_V8_FLAGS: 'off' })).toEqual([]);
  });
});
