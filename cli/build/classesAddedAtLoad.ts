/**
 * Classes the runtime gives elements as a page loads, which its HTML does not show: the first-paint CSS must hold their
 * rules too, or what the runtime draws before the shared stylesheet is in shows unstyled and then moves (an ad rendered
 * into its slot, with a random layout, was taller without its rules).
 */
import postcss from 'postcss';
import { AD_SLOT_CSS } from '../../runtime/islands/ads/adSlotStyles.ts';
import { requiredClasses } from './selectorClasses.ts';

/** Every class the selectors of `css` name. */
function classesNamedBy(css: string): string[] {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredClasses(selector)) classes.add(name);
  });
  return [...classes];
}

/** What the runtime renders at load into an element carrying `marker`, by the classes it may give it. */
const RENDERED_AT_LOAD: readonly { marker: string; classes: readonly string[] }[] = [
  // The ad slot's stylesheet is written for exactly the ads (and the network's banner) drawn into the slot.
  { marker: 'data-ad-slot', classes: classesNamedBy(AD_SLOT_CSS) },
  // The table of contents marks the section in view, at load too when the page opens scrolled (a reload, an anchor).
  { marker: 'data-toc', classes: ['active'] },
];

/** The classes the runtime may add at load to the page whose HTML is `html`. */
export function classesAddedAtLoad(html: string): string[] {
  return RENDERED_AT_LOAD.filter(({ marker }) => html.includes(marker)).flatMap(({ classes }) => classes);
}
