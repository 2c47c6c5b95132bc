/** SPEC §4 Code preferences: both preferences go back to their cookies whatever their source (link hash, cookie or default). */
import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE, readCodePreferences, serializePreferenceCookie } from '../codePreferences.ts';

/** Writes the page's code variant and styling to their cookies, so the next page opens with what this one shows. */
export function writeBackCodePreferences(doc: { cookie: string; location: { hash: string } | null } = document): void {
  const { codeVariant, codeStyling } = readCodePreferences({ document: doc });
  doc.cookie = serializePreferenceCookie(CODE_VARIANT_COOKIE, codeVariant);
  doc.cookie = serializePreferenceCookie(CODE_STYLING_COOKIE, codeStyling);
}
