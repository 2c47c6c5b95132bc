import { describe, expect, it } from 'vitest';
import { trackUserProperties, type UserPropertiesEnv } from '../../../../runtime/analytics/userProperties.ts';
import { createRecordingAnalytics } from '../../ads/fakeAnalytics.ts';

function setup({ cookie = '', pathname = '/material-ui/', hash = '', dpr = 1, dark = false, scheme = 'light' } = {}) {
  const listeners = new Map<string, () => void>();
  const env = {
    document: { cookie, documentElement: { getAttribute: (name: string) => (name === 'data-mui-color-scheme' ? scheme : null) } },
    location: { pathname, hash },
    devicePixelRatio: dpr,
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && dark,
      addEventListener: (_type: string, listener: () => void) => listeners.set(query, listener),
    }),
  };
  const analytics = createRecordingAnalytics();
  trackUserProperties(analytics, env as unknown as UserPropertiesEnv);
  return { analytics, env, listeners };
}

describe('trackUserProperties', () => {
  it('sends every property, reading the code preference cookies and the colour-scheme attribute', () => {
    const { analytics } = setup({
      cookie: 'codeVariant=JS; codeStyling=Tailwind',
      pathname: '/zh/material-ui/react-button/',
      dpr: 1.25,
      dark: true,
      scheme: 'dark',
    });
    expect(analytics.calls).toEqual([
      [
        'set',
        'user_properties',
        {
          codeVariant: 'JS',
          codeStylingVariant: 'Tailwind',
          userLanguage: 'zh',
          devicePixelRatio: 1.3,
          colorSchemeOS: 'dark',
          colorScheme: 'dark',
        },
      ],
    ]);
  });

  it('falls back to the default preferences and English', () => {
    const { analytics } = setup({ dpr: 2 });
    expect(analytics.calls[0][2]).toMatchObject({
      codeVariant: 'TS',
      codeStylingVariant: 'MUI System',
      userLanguage: 'en',
      devicePixelRatio: 2,
      colorSchemeOS: 'light',
      colorScheme: 'light',
    });
  });

  it('re-sends the rounded pixel ratio on each resolution change', () => {
    const { analytics, env, listeners } = setup({ dpr: 1 });
    env.devicePixelRatio = 1.5;
    listeners.get('(resolution: 1dppx)')!();
    env.devicePixelRatio = 2.3333;
    listeners.get('(resolution: 1.5dppx)')!();
    expect(analytics.calls.slice(1)).toEqual([
      ['set', 'user_properties', { devicePixelRatio: 1.5 }],
      ['set', 'user_properties', { devicePixelRatio: 2.3 }],
    ]);
    expect(listeners.has('(resolution: 2.3333dppx)')).toBe(true);
  });
});
