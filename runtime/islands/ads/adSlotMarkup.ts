/** The slot container the server renders and the browser finds: one empty element whose space the stylesheet reserves. */

export const AD_SLOT_SELECTOR = '[data-ad-slot]';
export const DEFAULT_AD_PLACEMENT = 'body-top';

/** Attributes for the server-rendered container (spread them on an empty `<div>`); the browser fills it in. */
export function adSlotAttributes(placement: string = DEFAULT_AD_PLACEMENT): Record<string, string> {
  return { 'data-ad-slot': '', 'data-ad-placement': placement, 'data-ad-state': 'undecided' };
}
