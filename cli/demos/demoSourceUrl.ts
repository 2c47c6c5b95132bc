/** Where a demo's source file is seen in its repository, from the site's "Edit this page" base URL. */

/**
 * `editUrl` + the file's path from the site root; a GitHub or GitLab edit URL (`…/edit/<branch>`) becomes the
 * read-only view of the file (`…/blob/<branch>`), which needs no sign-in. Null when the site has no edit URL.
 */
export function demoSourceUrl(editUrl: string | undefined, file: string): string | null {
  if (!editUrl) return null;
  const view = editUrl.replace(/\/edit\/(?=[^/]+\/?$)/, '/blob/').replace(/\/$/, '');
  return `${view}/${file.split('\\').join('/')}`;
}
