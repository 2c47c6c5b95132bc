/** The theme of any docs site: the docs shell and page, a home page, code blocks, demos, search, settings and feedback. */
import { AD_SLOT_CSS } from '../../runtime/islands/ads/adSlotStyles.ts';
import { DOCS_LAYOUT, HOME_LAYOUT } from '../layouts/index.ts';
import { codeStylingCss } from '../styles/codeStylingCss.ts';
import { demoCss } from '../styles/demoCss.ts';
import { feedbackCss } from '../styles/feedbackCss.ts';
import { homeCss, layoutCss } from '../styles/layoutCss.ts';
import { markdownCss } from '../styles/markdownCss.ts';
import { compatCss } from '../styles/compatCss.ts';
import { searchCss } from '../styles/searchCss.ts';
import { settingsCss } from '../styles/settingsCss.ts';
import { standalonePageCss } from '../styles/standalonePageCss.ts';
import { DOCS_SHELL } from './docsShell.ts';
import type { DocsTheme } from './types.ts';

export const defaultTheme: DocsTheme = {
  name: 'default',
  shell: DOCS_SHELL,
  layouts: { docs: DOCS_LAYOUT, home: HOME_LAYOUT },
  styles: (withBase) => [layoutCss(withBase), homeCss, markdownCss, compatCss, demoCss, codeStylingCss, settingsCss, AD_SLOT_CSS, feedbackCss, searchCss, standalonePageCss],
};
