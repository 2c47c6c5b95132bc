/** The slot's wording: translated on the server and carried on the container, so the ads chunk ships no UI strings. */

export interface AdSlotTexts {
  /** Marks an inline ad ("Ad"). */
  tag: string;
  /** Names who serves the ad, with a `{poweredBy}` placeholder ("ad by {poweredBy}"). */
  poweredBy: string;
  /** Asks adblock readers for support. */
  adblockMessage: string;
}

const TEXT_ATTRIBUTES: Record<keyof AdSlotTexts, string> = {
  tag: 'data-ad-text-tag',
  poweredBy: 'data-ad-text-powered-by',
  adblockMessage: 'data-ad-text-adblock',
};

/** Attributes for the server-rendered container, beside adSlotAttributes. */
export function adSlotTextAttributes(texts: AdSlotTexts): Record<string, string> {
  return Object.fromEntries(Object.entries(TEXT_ATTRIBUTES).map(([name, attribute]) => [attribute, texts[name as keyof AdSlotTexts]]));
}

/** The wording the server put on `container`; a missing one reads as empty. */
export function readAdSlotTexts(container: Element): AdSlotTexts {
  const read = (name: keyof AdSlotTexts) => container.getAttribute(TEXT_ATTRIBUTES[name]) ?? '';
  return { tag: read('tag'), poweredBy: read('poweredBy'), adblockMessage: read('adblockMessage') };
}

/** "ad by …" for an ad served by `poweredBy`. */
export function poweredByText(texts: AdSlotTexts, poweredBy: string): string {
  // A replacer function, so a `$&` in the (third-party) name is inserted as written.
  return texts.poweredBy.replace('{poweredBy}', () => poweredBy);
}
