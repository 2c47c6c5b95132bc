/** Marks the current page in a product's pre-rendered nav HTML: the shell is rendered once per product, and this per-page step is a few string edits. */

interface Edit {
  at: number;
  length: number;
  replacement: string;
}

/**
 * The nav HTML with the link to `route` marked active and the groups in `openGroups` expanded, as pieces: the unedited
 * stretches are slices of `navHtml`, which share its memory, so a thousand pages never hold a thousand copies of a
 * large nav (joining them would).
 */
export function markActiveNav(navHtml: string, route: string, openGroups: string[]): string[] {
  const edits: Edit[] = [];
  const link = `class="nav-link" href="${route}"`;
  const linkAt = navHtml.indexOf(link);
  if (linkAt >= 0) {
    edits.push({ at: linkAt, length: link.length, replacement: `class="nav-link app-drawer-active" aria-current="page" href="${route}"` });
  }
  for (const group of openGroups) {
    const tag = `<details data-nav-group="${group}">`;
    const at = navHtml.indexOf(tag);
    if (at >= 0) edits.push({ at, length: tag.length, replacement: `<details data-nav-group="${group}" open="">` });
  }
  edits.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const edit of edits) {
    pieces.push(navHtml.slice(from, edit.at), edit.replacement);
    from = edit.at + edit.length;
  }
  pieces.push(navHtml.slice(from));
  return pieces;
}
