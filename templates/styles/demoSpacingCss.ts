/** Demos take the reader's spacing unit (runtime/theme/demoSpacing.ts); the shell around them keeps the site's. */
import { DEMO_SPACING_PROPERTY } from '../../runtime/theme/demoSpacing.ts';
import { THEME_SPACING_UNIT } from '../../runtime/constants.ts';

export const demoSpacingCss = `.demo-preview{--mui-spacing:var(${DEMO_SPACING_PROPERTY},${THEME_SPACING_UNIT}px)}`;
