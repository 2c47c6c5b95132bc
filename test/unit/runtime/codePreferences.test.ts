import { describe, expect, it } from 'vitest';
import {
  CODE_STYLING,
  CODE_VARIANTS,
  initialCodePreferences,
  parseCookies,
  readCodePreferences,
  serializePreferenceCookie,
  stylingFromHash,
  variantFromHash,
} from '../../../runtime/codePreferences.ts';

describe('constants', () => {
  it('names the reference values', () => {
    expect(CODE_VARIANTS).toEqual({ JS: 'JS', TS: 'TS' });
    expect(CODE_STYLING).toEqual({ SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS' });
  });
});

describe('variantFromHash', () => {
  it('maps .js to JS and .tsx to TS, anything else to null', () => {
    expect(variantFromHash('#BasicButtons.js')).toBe('JS');
    expect(variantFromHash('#BasicButtons.tsx')).toBe('TS');
    expect(variantFromHash('#BasicButtons.ts')).toBeNull();
    expect(variantFromHash('#basic-button')).toBeNull();
    expect(variantFromHash('')).toBeNull();
  });
});

describe('stylingFromHash', () => {
  it('recognises each prefix on a demo link', () => {
    expect(stylingFromHash('#tailwind-Slider.tsx')).toBe('Tailwind');
    expect(stylingFromHash('#css-Slider.js')).toBe('CSS');
    expect(stylingFromHash('#system-Slider.js')).toBe('MUI System');
  });

  it('checks tailwind, then css, then system', () => {
    expect(stylingFromHash('#system-css-tailwind-X.js')).toBe('Tailwind');
    expect(stylingFromHash('#system-css-X.js')).toBe('CSS');
  });

  it('needs the .js/.tsx ending and a prefix', () => {
    expect(stylingFromHash('#tailwind-slider')).toBeNull();
    expect(stylingFromHash('#Slider.tsx')).toBeNull();
  });
});

describe('parseCookies', () => {
  it('splits, trims, unquotes and decodes', () => {
    expect(parseCookies('a=1; codeStyling=MUI%20System;  b = "two words" ;flag; =x')).toEqual({
      a: '1',
      codeStyling: 'MUI System',
      b: 'two words',
    });
  });

  it('keeps the first of duplicate names, values with "=", and raw text when decoding fails', () => {
    expect(parseCookies('x=first; x=second; eq=a=b; bad=%E0%A4%A')).toEqual({ x: 'first', eq: 'a=b', bad: '%E0%A4%A' });
  });

  it('returns an empty object for an empty header', () => {
    expect(parseCookies('')).toEqual({});
  });
});

describe('initialCodePreferences', () => {
  it('defaults to TS and MUI System', () => {
    expect(initialCodePreferences({ hash: '', cookie: '' })).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
  });

  it('uses the cookies when the hash says nothing', () => {
    expect(initialCodePreferences({ hash: '#usage', cookie: 'codeVariant=JS; codeStyling=Tailwind' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
    });
  });

  it('prefers the hash over the cookies', () => {
    expect(initialCodePreferences({ hash: '#css-Demo.tsx', cookie: 'codeVariant=JS; codeStyling=Tailwind' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'CSS',
    });
  });

  it('decides each preference on its own', () => {
    expect(initialCodePreferences({ hash: '#Demo.js', cookie: 'codeStyling=CSS' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
  });

  it('ignores cookie values that are not preferences', () => {
    expect(initialCodePreferences({ hash: '', cookie: 'codeVariant=ts; codeStyling=Emotion' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
  });

  it('reads back what serializePreferenceCookie wrote', () => {
    const cookie = serializePreferenceCookie('codeStyling', 'MUI System').split(';')[0]!;
    expect(initialCodePreferences({ hash: '', cookie }).codeStyling).toBe('MUI System');
  });
});

describe('serializePreferenceCookie', () => {
  it('keeps the preference for a year on every path', () => {
    expect(serializePreferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
  });

  it('encodes values that are not valid cookie octets', () => {
    expect(serializePreferenceCookie('codeStyling', 'MUI System')).toBe(
      'codeStyling=MUI%20System; path=/; max-age=31536000; SameSite=Lax',
    );
  });
});

describe('readCodePreferences', () => {
  it('throws on the server, where there is no document', () => {
    expect(() => readCodePreferences({})).toThrow(/code preference cookies cannot be read on the server/);
    expect(() => readCodePreferences()).toThrow(/cannot be read on the server/);
  });

  it('reads hash and cookie from the document in the browser', () => {
    const document = { cookie: 'codeVariant=JS', location: { hash: '#tailwind-Demo.tsx' } };
    expect(readCodePreferences({ document })).toEqual({ codeVariant: 'TS', codeStyling: 'Tailwind' });
  });
});
