/** Demos take the reader's spacing unit (runtime/theme/demoSpacing.ts); the shell around them keeps the site's. */
import { DEMO_SPACING_PROPERTY } from '../../runtime/theme/demoSpacing.ts';
import { THEME_SPACING_UNIT } from '../../runtime/constants.ts';

// `:root` outranks the Material demo theme's own `--mui-spacing` on `.demo-preview` (runtime/theme/materialDemoTheme.ts).
export const demoSpacingCss = `:root .demo-preview{--mui-spacing:var(${DEMO_SPACING_PROPERTY},${THEME_SPACING_UNIT}px)}`;
