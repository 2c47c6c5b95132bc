/** WCAG contrast of what the reader sees: an element's text colour against the first opaque background behind it. */
import type { Locator } from 'playwright-core';

/** Contrast ratio (1–21) of the element's text; translucent backgrounds are blended over those behind them. */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const parse = (value: string): number[] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const blend = (top: number[], bottom: number[]): number[] => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1);
    };
    const layers: number[][] = [];
    for (let el: Element | null = node; el; el = el.parentElement) {
      const colour = parse(getComputedStyle(el).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] === 1) break;
    }
    let background = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = blend(layer, background);
    const text = blend(parse(getComputedStyle(node).color), background);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.slice(0, 3).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}
