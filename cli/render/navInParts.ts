/** Whether a product's nav is large enough to be sent in parts (see cli/build/collapsedNav.ts): the config's `navCollapseAbove`, or 500 links. */
import type { NavPage } from '../../runtime/navTypes.ts';

/** Navs with more links than this are sent in parts unless the site config says otherwise. */
export const DEFAULT_COLLAPSE_ABOVE = 500;

/** The number of links above which a site's product navs are sent in parts. */
export function collapseThreshold(config: { navCollapseAbove?: number | false }): number {
  return config.navCollapseAbove === false ? Infinity : (config.navCollapseAbove ?? DEFAULT_COLLAPSE_ABOVE);
}

/** The links a nav drawer shows: every entry without children, and the site's side links. */
export function navLinkCount(tree: readonly NavPage[], sideLinks: number): number {
  const links = (pages: readonly NavPage[]): number => pages.reduce((sum, page) => sum + (page.children?.length ? links(page.children) : 1), 0);
  return links(tree) + sideLinks;
}

/** True when a product's drawer, with the site's side links, has more links than the config allows in one piece. */
export function navInParts(config: { navCollapseAbove?: number | false; sideLinks?: readonly unknown[] }, tree: readonly NavPage[]): boolean {
  return navLinkCount(tree, config.sideLinks?.length ?? 0) > collapseThreshold(config);
}
