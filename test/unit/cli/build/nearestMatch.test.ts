import { describe, expect, it } from 'vitest';
import { nearestMatch } from '../../../../cli/build/nearestMatch.ts';

describe('the nearest match of a mistyped target', () => {
  it('prefers an id that differs only in case and punctuation, as another tool\'s id rule writes it', () => {
    const ids = ['buildtarge', 'build-outdir', 'build-target'];
    expect(nearestMatch('Build.Target', ids)).toBe('build-target');
    expect(nearestMatch('buildtarget', ids)).toBe('build-target');
  });

  it('falls back to the closest by edit distance', () => {
    expect(nearestMatch('build-outdr', ['build-target', 'build-outdir'])).toBe('build-outdir');
    expect(nearestMatch('x', [])).toBeUndefined();
  });
});
