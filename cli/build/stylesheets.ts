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
export function planStylesheets(staticCss: string[], baseStyles: StyleMap, pageStyles: StyleMap[]): StylesheetPlan {
  const counts = new Map<string, number>();
  for (const styles of pageStyles) for (const id of styles.keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
  const threshold = Math.max(4, pageStyles.length / 2);
  const shared = new Map(baseStyles);
  for (const styles of pageStyles) {
    for (const [id, css] of styles) if (!shared.has(id) && (counts.get(id) ?? 0) >= threshold) shared.set(id, css);
  }
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
