/**
 * The style plan made from every page's styles (see steps/planStyles.ts), in a module of its own: it renders the
 * baseline and the shells with React and MUI, which a build whose plan is cached never loads.
 */
import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { DEFAULT_LANGUAGE } from '../../runtime/constants.ts';
import { renderWithStyles, type StyleMap } from '../render/emotionRender.ts';
import type { RenderContext } from '../render/renderPage.tsx';
import { planFirstPaintCss } from './firstPaintCss.ts';
import { fontAssets } from './fonts.ts';
import { ICON_FONT_CSS_URL, iconFontFiles } from './iconFont.ts';
import { contentHash } from './hash.ts';
import { planStylesheets } from './stylesheets.ts';
import type { StylePlan } from './steps/planStyles.ts';
import type { RenderedSite } from './steps/render.ts';

/** Theme variables, the baseline and the shell of every product: the styles every page shares. */
function baseStyles(ctx: RenderContext): StyleMap {
  const styles = renderWithStyles(React.createElement(CssBaseline), ctx.theme, { themeStyles: true }).styles;
  // The shell's styles do not depend on its language.
  for (const product of [null, ...ctx.model.products]) ctx.shell.get(product, DEFAULT_LANGUAGE);
  for (const [id, css] of ctx.shell.styles) styles.set(id, css);
  return styles;
}

/** Each page's styles in turn: a page set aside on disk reads them back only when its turn comes. */
function* stylesOf(pages: RenderedSite['pages']): Generator<StyleMap> {
  for (const page of pages) yield page.styles;
}

export function planSiteStyles(ctx: RenderContext, pages: RenderedSite['pages'], facts: RenderedSite['facts']): StylePlan {
  const fonts = fontAssets(ctx.withBase);
  // The @font-face rules go into each page's head only: declared again by the shared stylesheet, they would be new
  // faces, drawn at once from the cache when it loads, and the text would move.
  const plan = planStylesheets([...ctx.docsTheme.styles(ctx.withBase)], baseStyles(ctx), stylesOf(pages));
  const iconFont = pages.some((page) => facts.of(page).ligatureIcons);
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
