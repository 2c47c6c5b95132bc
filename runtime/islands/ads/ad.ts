/** The ad record every source produces and the slot renders (SPEC §3 Ad record). */
export interface Ad {
  /** Where a click on the ad goes. */
  link: string;
  /** Image URL, shown at 130×100; empty when the source has none. */
  img: string;
  name: string;
  /** Plain text: feed ads come from a third party, so nothing in an ad is ever parsed as HTML. */
  description: string;
  /** Who serves the ad, shown as "ad by …". */
  poweredby: string;
  /** Names the ad itself (e.g. `in-house-figma`), as opposed to the slot label that analytics events carry. */
  label: string;
}
