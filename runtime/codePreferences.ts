/** Code variant and styling preferences: values, URL-hash and cookie sources, cookie writing (SPEC §4 Code preferences, §8). */
import { CODE_PREFERENCE_COOKIE_MAX_AGE } from './constants.ts';

export const CODE_VARIANTS = { JS: 'JS', TS: 'TS' } as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];

export const CODE_STYLING = { SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS' } as const;
export type CodeStyling = (typeof CODE_STYLING)[keyof typeof CODE_STYLING];

/** Each styling's short name: the prefix of its demo links (`#tailwind-Name.tsx`) and the folder of its demo variant. */
export const CODE_STYLING_KEYS = { 'MUI System': 'system', Tailwind: 'tailwind', CSS: 'css' } as const satisfies Record<CodeStyling, string>;
export type CodeStylingKey = (typeof CODE_STYLING_KEYS)[CodeStyling];

export const DEFAULT_CODE_VARIANT: CodeVariant = CODE_VARIANTS.TS;
export const DEFAULT_CODE_STYLING: CodeStyling = CODE_STYLING.SYSTEM;

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

const VARIANT_VALUES: readonly string[] = Object.values(CODE_VARIANTS);
const STYLING_VALUES: readonly string[] = Object.values(CODE_STYLING);

/** The variant a demo-source link points at: `….js` → JS, `….tsx` → TS, otherwise null. */
export function variantFromHash(hash: string): CodeVariant | null {
  if (hash.endsWith('.js')) return CODE_VARIANTS.JS;
  if (hash.endsWith('.tsx')) return CODE_VARIANTS.TS;
  return null;
}

/** The styling a demo-source link points at; only demo links (ending .js/.tsx) count, prefixes checked in order. */
export function stylingFromHash(hash: string): CodeStyling | null {
  if (variantFromHash(hash) === null) return null;
  if (hash.includes('tailwind-')) return CODE_STYLING.TAILWIND;
  if (hash.includes('css-')) return CODE_STYLING.CSS;
  if (hash.includes('system-')) return CODE_STYLING.SYSTEM;
  return null;
}

/** Parses a `Cookie` header / `document.cookie` into name → decoded value; the first of duplicate names wins. */
export function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    // Browsers send the most specific path first, so later duplicates are the less relevant ones.
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A stray `%` written by another script: keep the raw text rather than losing every cookie.
    }
    cookies[name] = value;
  }
  return cookies;
}

/** First-render preferences: each from the URL hash, else its cookie, else the default. */
export function initialCodePreferences({ hash, cookie }: { hash: string; cookie: string }): CodePreferences {
  const cookies = parseCookies(cookie);
  const cookieVariant = cookies[CODE_VARIANT_COOKIE];
  const cookieStyling = cookies[CODE_STYLING_COOKIE];
  return {
    codeVariant:
      variantFromHash(hash) ??
      (cookieVariant !== undefined && VARIANT_VALUES.includes(cookieVariant)
        ? (cookieVariant as CodeVariant)
        : DEFAULT_CODE_VARIANT),
    codeStyling:
      stylingFromHash(hash) ??
      (cookieStyling !== undefined && STYLING_VALUES.includes(cookieStyling)
        ? (cookieStyling as CodeStyling)
        : DEFAULT_CODE_STYLING),
  };
}

/** A `document.cookie` assignment that keeps a preference for a year on every path. */
export function serializePreferenceCookie(name: string, value: string): string {
  // Encoded because "MUI System" holds a space, which is not a valid cookie-octet.
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${CODE_PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Reads the preferences in the browser; throws on the server, where the reader's hash and cookies are unknown (SPEC §8). */
export function readCodePreferences(
  env: { document?: { cookie: string; location: { hash: string } | null } } = globalThis,
): CodePreferences {
  if (env.document === undefined) {
    throw new Error(
      'docsgen: code preference cookies cannot be read on the server (pages are static). Render the default ' +
        '(TS, MUI System) and call readCodePreferences() after hydration in the browser.',
    );
  }
  return initialCodePreferences({ hash: env.document.location?.hash ?? '', cookie: env.document.cookie });
}
