/**
 * The reader's spacing unit reaches demos through one CSS custom property on <html>: Material themes with CSS variables
 * compute every `theme.spacing()` as a multiple of `--mui-spacing`, which the demo stylesheet points at this property
 * (templates/styles/demoSpacingCss.ts). Set before first paint by the inline script, so a reload keeps it.
 */
export const DEMO_SPACING_PROPERTY = '--docsgen-demo-spacing';

/** Sets the demos' spacing unit in px on `root` (the <html> element). */
export function applyDemoSpacing(root: Pick<HTMLElement, 'style'>, spacing: number): void {
  root.style.setProperty(DEMO_SPACING_PROPERTY, `${spacing}px`);
}
