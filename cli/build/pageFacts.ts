/**
 * What the steps after rendering read of a page's HTML and styles: the link check its element ids and the links its
 * layout wrote, the style plan a digest of its styles and whether it draws ligature icons, its document the classes
 * and custom properties its first-paint CSS depends on and the islands it mounts at load. Taken once, where the page
 * is rendered (in the render workers for theirs, so on every core), and kept with its cached render, so a build that
 * reuses the page never reads its HTML again.
 */
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { digestOfData } from '../cache/digest.ts';
import { elementIds } from './checkLinks.ts';
import { detachedCopy } from './detachedCopy.ts';
import { htmlUsage, type HtmlUsage } from './htmlUsage.ts';
import { internalHrefs } from './generatedLinks.ts';
import { usesLigatureIcons } from './iconFont.ts';
import { islandsMountedOnLoad } from './javaScriptWeight.ts';

export interface PageFacts {
  /**
   * The ids of the elements of the page's own HTML (the shell's aside), as a JSON array: one string per page rather than
   * an array of small ones, as a build holds every page's until its links are checked (see {@link contentIdsOf}).
   */
  contentIds: string;
  /** The internal links of its HTML, those its Markdown wrote included. */
  hrefs: string[];
  /** Stands for the page's styles in the key of the style plan. */
  stylesDigest: string;
  ligatureIcons: boolean;
  /** What the first-paint CSS of its document reads of its HTML. */
  htmlUsage: HtmlUsage;
  /** The island modules it mounts as it loads (site URLs), for the JavaScript it runs before any interaction. */
  islandsOnLoad: string[];
}

/** The fields of a page's facts, which a build that sets them aside reads back through getters named here. */
export const FACT_FIELDS = ['contentIds', 'hrefs', 'stylesDigest', 'ligatureIcons', 'htmlUsage', 'islandsOnLoad'] as const satisfies readonly (keyof PageFacts)[];
const everyFact: Exclude<keyof PageFacts, (typeof FACT_FIELDS)[number]> extends never ? true : never = true;
void everyFact;

export function pageFacts({ mainHtml, styles }: Pick<RenderedRoute, 'mainHtml' | 'styles'>): PageFacts {
  return {
    contentIds: JSON.stringify([...elementIds(mainHtml)]),
    hrefs: detachedCopy(internalHrefs(mainHtml)),
    stylesDigest: digestOfData(styles),
    ligatureIcons: usesLigatureIcons(mainHtml),
    htmlUsage: htmlUsage(mainHtml),
    islandsOnLoad: detachedCopy(islandsMountedOnLoad(mainHtml)),
  };
}

/** The ids of the elements of a page's own HTML. */
export function contentIdsOf(facts: Pick<PageFacts, 'contentIds'>): string[] {
  return JSON.parse(facts.contentIds) as string[];
}

/**
 * A function that points a page's facts at the first copy seen of each value pages share, in place: what its first
 * paint reads of its HTML (one object, never changed), and its styles' digest. Most pages of a site have the same
 * ones, and each page rendered in another thread (or read back from the cache) arrives with its own copy, held until
 * the site is built.
 */
export function factsSharer(): (facts: Pick<PageFacts, 'stylesDigest' | 'htmlUsage'>) => void {
  const digests = new Map<string, string>();
  /** The first usage seen of each value, by its classes, then its custom properties. */
  const usages = new Map<string, Map<string, HtmlUsage>>();
  const sharedUsage = (usage: HtmlUsage) => {
    let byVariables = usages.get(usage.classes);
    if (!byVariables) usages.set(usage.classes, (byVariables = new Map()));
    const first = byVariables.get(usage.variables);
    if (first) return first;
    byVariables.set(usage.variables, usage);
    return usage;
  };
  return (facts) => {
    const digest = digests.get(facts.stylesDigest);
    if (digest === undefined) digests.set(facts.stylesDigest, facts.stylesDigest);
    else facts.stylesDigest = digest;
    // One object for pages of the same usage: a serialization of many pages' facts (the cache's summaries) then writes
    // it once, and refers to it from the others.
    facts.htmlUsage = sharedUsage(facts.htmlUsage);
  };
}
