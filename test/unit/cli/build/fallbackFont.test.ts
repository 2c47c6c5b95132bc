import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import { describe, expect, it } from 'vitest';
import { fallbackFontFace } from '../../../../cli/build/fallbackFont.ts';

describe('fallbackFontFace', () => {
  it('scales Arial to IBM Plex Sans: average width, then ascent and descent in the scaled font', () => {
    expect(fallbackFontFace('IBM Plex Sans Fallback', ibmPlexSans, arial, 'Arial')).toBe(
      '@font-face { font-family: "IBM Plex Sans Fallback"; src: local("Arial"); size-adjust: 101.17%; ' +
        'ascent-override: 101.32%; descent-override: 27.18%; line-gap-override: 0.00%; }',
    );
  });
});
