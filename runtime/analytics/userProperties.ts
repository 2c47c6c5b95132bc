/** User properties (SPEC §7): code variant and styling, language, pixel ratio, the OS's and the page's colour schemes. */
import { initialCodePreferences } from '../codePreferences.ts';
import { COLOR_SCHEME_ATTRIBUTE } from '../constants.ts';
import { pathnameToLanguage } from '../routes.ts';
import type { Analytics } from './analytics.ts';

export interface UserPropertiesEnv {
  document: { cookie: string; documentElement: Pick<Element, 'getAttribute'> };
  location: Pick<Location, 'pathname' | 'hash'>;
  /** Read again at each resolution change, so pass the live `window`. */
  readonly devicePixelRatio: number;
  matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'addEventListener'>;
}

const roundedPixelRatio = (env: UserPropertiesEnv): number => Math.round(env.devicePixelRatio * 10) / 10;

/** Sends every user property now, and the pixel ratio again whenever the screen resolution changes. */
export function trackUserProperties(
  analytics: Analytics,
  env: UserPropertiesEnv = globalThis as unknown as UserPropertiesEnv,
): void {
  // The same resolution as the page: a demo link's hash overrides the cookie, else the cookie, else the default.
  const { codeVariant, codeStyling } = initialCodePreferences({ hash: env.location.hash, cookie: env.document.cookie });
  analytics.gtag('set', 'user_properties', {
    codeVariant,
    codeStylingVariant: codeStyling,
    userLanguage: pathnameToLanguage(env.location.pathname).userLanguage,
    devicePixelRatio: roundedPixelRatio(env),
    colorSchemeOS: env.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    colorScheme: env.document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE),
  });

  // A resolution query matches only the current ratio, so its change event fires when the ratio changes
  // (browser zoom, a window dragged to another screen); each change re-arms a query for the new ratio.
  const watchResolution = (): void => {
    env.matchMedia(`(resolution: ${env.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        analytics.gtag('set', 'user_properties', { devicePixelRatio: roundedPixelRatio(env) });
        watchResolution();
      },
      { once: true },
    );
  };
  watchResolution();
}
