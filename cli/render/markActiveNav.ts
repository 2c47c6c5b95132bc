/** Marks the current page in a product's pre-rendered nav HTML: the shell is rendered once per product, and this per-page step is a few string edits. */

/** The nav HTML with the link to `route` marked active and the groups in `openGroups` expanded. */
export function markActiveNav(navHtml: string, route: string, openGroups: string[]): string {
  let html = navHtml;
  const link = `class="nav-link" href="${route}"`;
  const at = html.indexOf(link);
  if (at >= 0) {
    html = `${html.slice(0, at)}class="nav-link app-drawer-active" aria-current="page" href="${route}"${html.slice(at + link.length)}`;
  }
  for (const group of openGroups) {
    html = html.replace(`<details data-nav-group="${group}">`, `<details data-nav-group="${group}" open="">`);
  }
  return html;
}
