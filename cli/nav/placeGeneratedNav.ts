/** Merges generated navigation groups (the API reference) into a hand-written tree, where the tree places them. */
import type { NavPage } from '../../runtime/navTypes.ts';

/**
 * A top-level hand-written entry with a generated group's pathname marks where that group goes (its title and icon
 * win, the generated children fill it); a group the tree does not place goes last.
 */
export function placeGeneratedNav(handWritten: readonly NavPage[], generated: readonly NavPage[]): NavPage[] {
  const byPathname = new Map(generated.map((group) => [group.pathname, group]));
  const placed = handWritten.map((entry) => {
    const group = byPathname.get(entry.pathname);
    if (!group) return entry;
    byPathname.delete(entry.pathname);
    return { ...group, ...entry, children: group.children };
  });
  return [...placed, ...byPathname.values()];
}
