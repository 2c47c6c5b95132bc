/**
 * Build step `planStyles`: the CSS split between one shared, hashed stylesheet (static CSS, theme, shell, and any
 * component style most pages use) and each page's inlined critical CSS. With the build cache, the plan is kept under
 * the digest of its inputs (what every render reads, and each page's styles), so a build whose pages' styles are
 * unchanged reads it instead of reading every page's styles.
 */
import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { DEFAULT_LANGUAGE } from '../../../runtime/constants.ts';
import { renderWithStyles, type StyleMap } from '../../render/emotionRender.ts';
import type { RenderContext } from '../../render/renderPage.tsx';
import { planFirstPaintCss, type FirstPaintPlan } from '../firstPaintCss.ts';
import { fontAssets } from '../fonts.ts';
import { ICON_FONT_CSS_URL, iconFontFiles } from '../iconFont.ts';
import { contentHash } from '../hash.ts';
import { planStylesheets } from '../stylesheets.ts';
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

/** Theme variables, the baseline and the shell of every product: the styles every page shares. */
function baseStyles(ctx: RenderContext): StyleMap {
  const styles = renderWithStyles(React.createElement(CssBaseline), ctx.theme, { themeStyles: true }).styles;
  // The shell's styles do not depend on its language.
  for (const product of [null, ...ctx.model.products]) ctx.shell.get(product, DEFAULT_LANGUAGE);
  for (const [id, css] of ctx.shell.styles) styles.set(id, css);
  return styles;
}

export function planStyles({ ctx, pages, facts, cache }: RenderedSite): StylePlan {
  if (!cache) return planSiteStyles(ctx, pages, facts);
  const key = digest('style-plan', cache.pages.siteKey, ...pages.flatMap((page) => [page.route, facts.get(page.route)!.stylesDigest, String(facts.get(page.route)!.ligatureIcons)]));
  const known = readValue<StylePlan>(cache.store, key);
  if (known) return known;
  const plan = planSiteStyles(ctx, pages, facts);
  writeValue(cache.store, key, plan);
  return plan;
}

function planSiteStyles(ctx: RenderContext, pages: RenderedSite['pages'], facts: RenderedSite['facts']): StylePlan {
  const fonts = fontAssets(ctx.withBase);
  // The @font-face rules go into each page's head only: declared again by the shared stylesheet, they would be new
  // faces, drawn at once from the cache when it loads, and the text would move.
  const plan = planStylesheets([...ctx.docsTheme.styles(ctx.withBase)], baseStyles(ctx), pages.map((r) => r.styles));
  const iconFont = pages.some((page) => facts.get(page.route)!.ligatureIcons);
  const fontFiles = iconFont ? new Map([...fonts.files, ...iconFontFiles()]) : fonts.files;
  return {
    ...plan,
    sharedCssHref: `/assets/site-${contentHash(plan.sharedCss)}.css`,
    firstPaint: planFirstPaintCss(plan.sharedCss, fonts.fallbackCss),
    webFonts: { css: fonts.webFontCss, urls: fonts.webFontUrls },
    fontFiles,
    iconFontCssHref: iconFont ? ICON_FONT_CSS_URL : null,
  };
}
