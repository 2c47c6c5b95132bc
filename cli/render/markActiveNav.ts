/** Marks the current page in a product's pre-rendered nav HTML: the shell is rendered once per product, and this per-page step is a few string edits. */

/** Replace `length` characters at `at` with `replacement`. */
export interface NavEdit {
  at: number;
  length: number;
  replacement: string;
}

/** How a nav link to `href` starts, as NavDrawer writes it. */
export function navLinkStart(href: string): string {
  return `class="nav-link" href="${href}"`;
}

/** Marks the link to `href`, found at `at`, as the current page. */
export function activeLinkEdit(href: string, at: number): NavEdit {
  return { at, length: navLinkStart(href).length, replacement: `class="nav-link app-drawer-active" aria-current="page" href="${href}"` };
}

/** How a group's `<details>` starts, as NavDrawer writes it. */
export function navGroupTag(group: string): string {
  return `<details data-nav-group="${group}">`;
}

/** Opens the group whose tag is found at `at`. */
export function openGroupEdit(group: string, at: number): NavEdit {
  return { at, length: navGroupTag(group).length, replacement: `<details data-nav-group="${group}" open="">` };
}

/** The edits, in document order, that mark the link to `href` active and expand the groups in `openGroups`. */
export function activeNavEdits(navHtml: string, href: string, openGroups: readonly string[]): NavEdit[] {
  const edits: NavEdit[] = [];
  const linkAt = navHtml.indexOf(navLinkStart(href));
  if (linkAt >= 0) edits.push(activeLinkEdit(href, linkAt));
  for (const group of openGroups) {
    const at = navHtml.indexOf(navGroupTag(group));
    if (at >= 0) edits.push(openGroupEdit(group, at));
  }
  return edits.sort((a, b) => a.at - b.at);
}
