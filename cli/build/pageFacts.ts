/**
 * What the steps after rendering read of a page's HTML and styles: the link check its element ids and the links its
 * layout wrote, the style plan a digest of its styles and whether it draws ligature icons. Taken once, where the page
 * is rendered, and kept with its cached render, so a build that reuses the page never reads its HTML again.
 */
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { digestOfData } from '../cache/digest.ts';
import { elementIds } from './checkLinks.ts';
import { detachedCopy } from './detachedCopy.ts';
import { internalHrefs } from './generatedLinks.ts';
import { usesLigatureIcons } from './iconFont.ts';

export interface PageFacts {
  /** The ids of the elements of the page's own HTML (the shell's aside). */
  contentIds: string[];
  /** The internal links of its HTML, those its Markdown wrote included. */
  hrefs: string[];
  /** Stands for the page's styles in the key of the style plan. */
  stylesDigest: string;
  ligatureIcons: boolean;
}

export function pageFacts({ mainHtml, styles }: Pick<RenderedRoute, 'mainHtml' | 'styles'>): PageFacts {
  return { contentIds: [...elementIds(mainHtml)], hrefs: detachedCopy(internalHrefs(mainHtml)), stylesDigest: digestOfData(styles), ligatureIcons: usesLigatureIcons(mainHtml) };
}
