/**
 * One copy of each style's CSS for all the pages a build holds. Emotion names a style by the hash of its CSS, so the
 * pages rendered in other threads arrive with equal strings under one id, a copy each (every page of a docs site uses
 * most of the shell's styles); until the styles are planned, every page is held, and so were all those copies.
 */
import type { StyleMap } from '../render/emotionRender.ts';

/** A function that points each entry of a page's styles at the first copy of its CSS seen, in place. */
export function styleTextSharer(): (styles: StyleMap) => void {
  const texts = new Map<string, string>();
  return (styles) => {
    for (const [id, css] of styles) {
      const first = texts.get(id);
      if (first === undefined) texts.set(id, css);
      // Equal text under one id, as a hash promises; anything else is left as the page has it.
      else if (first === css) styles.set(id, first);
    }
  };
}
