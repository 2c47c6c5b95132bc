/** Splits the CSS between one shared hashed stylesheet and each page's inlined critical CSS. */
import type { StyleMap } from '../render/emotionRender.ts';

export interface StylesheetPlan {
  sharedCss: string;
  sharedIds: Set<string>;
}

/**
 * Shared: the static CSS, the theme and shell styles, and any component style most pages use (so it is downloaded once
 * and cached); everything else is inlined in the page that needs it.
 */
export function planStylesheets(staticCss: string[], baseStyles: StyleMap, pageStyles: Iterable<StyleMap>): StylesheetPlan {
  // One pass over the pages, which may be read back from disk one at a time: each style's page count and its CSS as
  // its first page has it, in the order styles are first seen.
  const counts = new Map<string, number>();
  const firstCss = new Map<string, string>();
  let pageCount = 0;
  for (const styles of pageStyles) {
    pageCount += 1;
    for (const [id, css] of styles) {
      const count = counts.get(id) ?? 0;
      counts.set(id, count + 1);
      if (count === 0) firstCss.set(id, css);
    }
  }
  const threshold = Math.max(4, pageCount / 2);
  const shared = new Map(baseStyles);
  for (const [id, css] of firstCss) if (!shared.has(id) && counts.get(id)! >= threshold) shared.set(id, css);
  return { sharedCss: [...shared.values(), ...staticCss].join('\n'), sharedIds: new Set(shared.keys()) };
}

/** The page's own styles, minus what the shared stylesheet already holds. */
export function criticalCss(styles: StyleMap, sharedIds: Set<string>): { ids: string[]; css: string } {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of styles) {
    if (sharedIds.has(id)) continue;
    ids.push(id);
    css += rules;
  }
  return { ids, css };
}
