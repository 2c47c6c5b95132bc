/** The navigation page entry of SPEC §3: a tree of these per product, written as typed path lists. */

export type Plan = 'community' | 'pro' | 'premium';

export interface NavPage {
  pathname: string;
  /** Explicit title; `false` hides the title (used by pure grouping nodes). */
  title?: string | false;
  subheader?: string;
  children?: NavPage[];
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  plan?: Plan;
  /** Name of an icon known to the nav drawer (see templates/shell/navIcons.tsx). */
  icon?: string;
  /** Extra attributes of the link, e.g. `{ target: '_blank' }` or data attributes for analytics. */
  linkProps?: Record<string, string>;
  /** false: shown in the drawer but left out of prev/next. */
  inSideNav?: boolean;
}
