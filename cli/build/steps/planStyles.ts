/**
 * Build step `planStyles`: the CSS split between one shared, hashed stylesheet (static CSS, theme, shell, and any
 * component style most pages use) and each page's inlined critical CSS. With the build cache, the plan is kept under
 * the digest of its inputs (what every render reads, and each page's styles), so a build whose pages' styles are
 * unchanged reads it instead of reading every page's styles.
 */
import type { FirstPaintPlan } from '../firstPaintCss.ts';
import { digest } from '../../cache/digest.ts';
import { readValue, writeValue } from '../../cache/storedValues.ts';
import type { RenderedSite } from './render.ts';

export interface StylePlan {
  sharedCss: string;
  /** Site URL of the shared stylesheet, named by its content. */
  sharedCssHref: string;
  /** Emotion ids the shared stylesheet holds, left out of each page's critical CSS. */
  sharedIds: Set<string>;
  /** The font files its `@font-face` rules name, and the icon font's files when a page uses them, by site URL. */
  fontFiles: Map<string, Buffer>;
  /** The shared stylesheet's rules, for the part of it each page inlines for its first paint. */
  firstPaint: FirstPaintPlan;
  /** The web font's `@font-face` rules and its files' site URLs, which each page enables once they are cached. */
  webFonts: { css: string; urls: string[] };
  /** Site URL of the icon font's stylesheet, when some page draws ligature icons (null: not written). */
  iconFontCssHref: string | null;
}

/** The plan of the site's pages, made in its own module (which loads React and MUI) when the cache does not hold it. */
async function planSiteStyles({ renderContext, pages, facts }: RenderedSite): Promise<StylePlan> {
  const [{ planSiteStyles: plan }, ctx] = await Promise.all([import('../siteStylePlan.ts'), renderContext()]);
  return plan(ctx, pages, facts);
}

export async function planStyles(rendered: RenderedSite): Promise<StylePlan> {
  const { pages, facts, cache } = rendered;
  if (!cache) return planSiteStyles(rendered);
  const key = digest('style-plan', cache.pages.siteKey, ...pages.flatMap((page) => [page.route, facts.of(page).stylesDigest, String(facts.of(page).ligatureIcons)]));
  const known = readValue<StylePlan>(cache.store, key);
  if (known) return known;
  const plan = await planSiteStyles(rendered);
  writeValue(cache.store, key, plan);
  return plan;
}
