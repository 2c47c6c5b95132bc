/**
 * The nav tree of a plain Markdown folder that has no config: one entry per page, one subheader group per folder.
 */
import type { NavPage } from '../../runtime/navTypes.ts';
import { normaliseRoute } from '../../runtime/routes.ts';

export interface PageSummary {
  route: string;
  title: string;
}

// One folder of the route tree: the page at its own route (its index) and the folders below it.
interface FolderNode {
  name: string;
  route: string;
  index?: PageSummary;
  subfolders: Map<string, FolderNode>;
}

/**
 * Builds a nav tree from page routes and titles (routes assumed unique). Each level lists its index page first, then
 * pages and folder groups alphabetically by title. A folder holding only its index page is a plain entry.
 */
export function generateNav(pages: readonly PageSummary[]): NavPage[] {
  const root: FolderNode = { name: '', route: '/', subfolders: new Map() };
  for (const page of pages) {
    const route = normaliseRoute(page.route);
    folderAt(root, route).index = { route, title: page.title };
  }
  return entriesOf(root);
}

function folderAt(root: FolderNode, route: string): FolderNode {
  let node = root;
  for (const name of route.split('/').filter(Boolean)) {
    let next = node.subfolders.get(name);
    if (!next) {
      next = { name, route: `${node.route}${name}/`, subfolders: new Map() };
      node.subfolders.set(name, next);
    }
    node = next;
  }
  return node;
}

function entriesOf(folder: FolderNode): NavPage[] {
  const below = [...folder.subfolders.values()].map(entryFor).sort(byTitleThenPathname);
  return folder.index ? [leaf(folder.index), ...below] : below;
}

function entryFor(folder: FolderNode): NavPage {
  if (folder.subfolders.size === 0 && folder.index) {
    return leaf(folder.index);
  }
  return {
    // A folder's group cannot reuse the folder's route, which its index page already uses; the reference's trees
    // name such groups `<folder>-group` (e.g. `/material-ui/getting-started-group`).
    pathname: `${folder.route.slice(0, -1)}-group`,
    subheader: folder.name,
    title: titleCase(folder.name),
    children: entriesOf(folder),
  };
}

function leaf(page: PageSummary): NavPage {
  return { pathname: page.route, title: page.title };
}

function titleCase(folderName: string): string {
  return folderName
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Made once: `localeCompare` given a locale makes a collator each call, and the native memory of the many a large site's
// sort made stayed with the process (3 MiB of a warm 10,000-page build's peak; the sort six times slower).
const titles = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const pathnames = new Intl.Collator('en');

function byTitleThenPathname(a: NavPage, b: NavPage): number {
  return titles.compare(String(a.title), String(b.title)) || pathnames.compare(a.pathname, b.pathname);
}
