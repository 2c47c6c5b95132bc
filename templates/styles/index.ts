/** Every static stylesheet of the site, in cascade order; they go into the one shared, hashed CSS file. */
import type { WithBase } from '../shell/basePath.ts';
import { AD_SLOT_CSS } from '../../runtime/islands/ads/adSlotStyles.ts';
import { blogCss } from './blogCss.ts';
import { careersCss } from './careersCss.ts';
import { codeStylingCss } from './codeStylingCss.ts';
import { compatCss } from './compatCss.ts';
import { demoCss } from './demoCss.ts';
import { demoSpacingCss } from './demoSpacingCss.ts';
import { feedbackCss } from './feedbackCss.ts';
import { homeCss, layoutCss } from './layoutCss.ts';
import { markdownCss } from './markdownCss.ts';
import { notFoundCss } from './notFoundCss.ts';
import { premiumThemesCss } from './premiumThemesCss.ts';
import { searchCss } from './searchCss.ts';
import { settingsCss } from './settingsCss.ts';
import { standalonePageCss } from './standalonePageCss.ts';
import { templatesCss } from './templatesCss.ts';
import { versionsCss } from './versionsCss.ts';

/** The site's stylesheets, their URLs under the base path `withBase` puts them in. */
export const siteCss = (withBase: WithBase): string[] => [
  layoutCss(withBase),
  homeCss,
  markdownCss,
  compatCss,
  demoCss,
  demoSpacingCss,
  codeStylingCss,
  settingsCss,
  AD_SLOT_CSS,
  feedbackCss,
  templatesCss,
  searchCss,
  standalonePageCss,
  notFoundCss,
  versionsCss,
  careersCss,
  blogCss,
  premiumThemesCss,
];
