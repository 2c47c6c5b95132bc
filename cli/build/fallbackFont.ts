/**
 * A local fallback face sized like the web font (`size-adjust` and the ascent, descent and line-gap overrides), so text
 * first drawn in the fallback keeps its line breaks and height when the web font swaps in: no layout shift.
 */

/** The metrics it needs, as `@capsizecss/metrics` gives them per font (font units). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** `@font-face` for `family`, drawn with the local `localFont` scaled to `web`'s average character width and vertical metrics. */
export function fallbackFontFace(family: string, web: FontMetrics, local: FontMetrics, localFont: string): string {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const percent = (value: number) => `${((value / web.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return (
    `@font-face { font-family: "${family}"; src: local("${localFont}"); size-adjust: ${(sizeAdjust * 100).toFixed(2)}%; ` +
    `ascent-override: ${percent(web.ascent)}; descent-override: ${percent(Math.abs(web.descent))}; line-gap-override: ${percent(web.lineGap)}; }`
  );
}
