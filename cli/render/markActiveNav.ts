/** Marks the current page in a product's pre-rendered nav HTML: the shell is rendered once per product, and this per-page step is a few string edits. */

/** Replace `length` characters at `at` with `replacement`. */
export interface NavEdit {
  at: number;
  length: number;
  replacement: string;
}

/** The edits, in document order, that mark the link to `href` active and expand the groups in `openGroups`. */
export function activeNavEdits(navHtml: string, href: string, openGroups: readonly string[]): NavEdit[] {
  const edits: NavEdit[] = [];
  const link = `class="nav-link" href="${href}"`;
  const linkAt = navHtml.indexOf(link);
  if (linkAt >= 0) {
    edits.push({ at: linkAt, length: link.length, replacement: `class="nav-link app-drawer-active" aria-current="page" href="${href}"` });
  }
  for (const group of openGroups) {
    const tag = `<details data-nav-group="${group}">`;
    const at = navHtml.indexOf(tag);
    if (at >= 0) edits.push({ at, length: tag.length, replacement: `<details data-nav-group="${group}" open="">` });
  }
  return edits.sort((a, b) => a.at - b.at);
}
