/** The ad slot's stylesheet, for the server to inline; kept out of the browser bundle (nothing in the browser imports it). */
import {
  AD_HEIGHT,
  AD_HEIGHT_MOBILE,
  AD_IMAGE_HEIGHT,
  AD_IMAGE_WIDTH,
  AD_MARGIN_BOTTOM,
  AD_MARGIN_TOP,
  BREAKPOINTS,
  THEME_BORDER_RADIUS,
  THEME_SPACING_UNIT,
} from '../../constants.ts';

const spacing = (units: number): string => `${units * THEME_SPACING_UNIT}px`;

/**
 * Lines of text that fit the smaller reserved height (less the ad's padding and border): the description of an image
 * ad above its "ad by" line, and the whole of an inline ad (tag, name, description and "ad by" run on as one text).
 */
const IMAGE_AD_DESCRIPTION_LINES = 4;
const INLINE_AD_LINES = 5;

// Colours are the theme's CSS variables, so both colour schemes apply; the fallbacks cover a page without the theme.
const divider = 'var(--mui-palette-divider, hsl(215, 15%, 92%))';
const textSecondary = 'var(--mui-palette-text-secondary, hsl(215, 15%, 22%))';

/** CSS for `[data-ad-slot]` and the DOM mountAdSlot renders into it (`.Ad-root`, `.Ad-image`, `.Ad-inline`, `.Ad-adblock`, `.Ad-network`). */
export const AD_SLOT_CSS = `
[data-ad-slot] {
  display: block;
  min-height: ${AD_HEIGHT_MOBILE}px;
  margin: ${spacing(AD_MARGIN_TOP)} 0 ${spacing(AD_MARGIN_BOTTOM)};
}
/*
 * The ad takes exactly the height the slot reserves: a one-line inline ad leaves no empty band under it, and a long
 * description on a narrow screen is cut after its last whole line rather than pushing the page down when the ad arrives.
 */
[data-ad-slot] > .Ad-root { box-sizing: border-box; height: ${AD_HEIGHT_MOBILE}px; overflow: hidden; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  [data-ad-slot] { min-height: ${AD_HEIGHT}px; }
  [data-ad-slot] > .Ad-root { height: ${AD_HEIGHT}px; }
}
[data-ad-slot][hidden], .Ad-root[hidden] { display: none; }
.Ad-root {
  display: flex;
  align-items: center;
  gap: ${spacing(2)};
  max-width: 100%;
  padding: ${spacing(1)};
  border: 1px solid ${divider};
  border-radius: ${THEME_BORDER_RADIUS}px;
  color: var(--mui-palette-text-primary, hsl(215, 15%, 12%));
  background: var(--mui-palette-background-paper, #fff);
  font-size: 0.875rem;
  line-height: 1.5;
  text-decoration: none;
}
a.Ad-root:hover { border-color: var(--mui-palette-primary-main, hsl(210, 100%, 45%)); }
a.Ad-root:focus-visible { outline: 2px solid var(--mui-palette-primary-main, hsl(210, 100%, 45%)); outline-offset: 2px; }
.Ad-img {
  flex-shrink: 0;
  width: ${AD_IMAGE_WIDTH}px;
  height: ${AD_IMAGE_HEIGHT}px;
  border-radius: ${THEME_BORDER_RADIUS / 2}px;
}
.Ad-body { display: flex; flex-direction: column; gap: ${spacing(0.5)}; min-width: 0; }
.Ad-description { max-height: ${IMAGE_AD_DESCRIPTION_LINES * 1.5}em; overflow: hidden; }
.Ad-inline .Ad-body { display: block; max-height: ${INLINE_AD_LINES * 1.5}em; overflow: hidden; }
.Ad-name { font-weight: 600; }
.Ad-poweredby { font-size: 0.75rem; color: ${textSecondary}; }
.Ad-inline .Ad-poweredby { margin-inline-start: ${spacing(1)}; }
.Ad-tag {
  display: inline-block;
  margin-inline-end: ${spacing(1)};
  padding: 0 ${spacing(0.75)};
  border-radius: 4px;
  font-size: 0.75rem;
  font-weight: 700;
  /* A darker step than success.main: white text on it stays above 4.5:1 in both schemes. */
  color: #fff;
  background: var(--mui-palette-success-800, hsl(144, 72%, 16%));
}
.Ad-adblock { display: block; padding: ${spacing(1.5)} ${spacing(2)}; color: ${textSecondary}; }
.Ad-network { display: block; border: 0; padding: 0; }
.Ad-network a { color: inherit; text-decoration: none; }
.Ad-network .carbon-wrap { display: flex; align-items: center; gap: ${spacing(2)}; }
.Ad-network .carbon-img img { display: block; width: ${AD_IMAGE_WIDTH}px; height: ${AD_IMAGE_HEIGHT}px; }
.Ad-network .carbon-poweredby { display: block; margin-top: ${spacing(0.5)}; font-size: 0.75rem; color: ${textSecondary}; }
`;
