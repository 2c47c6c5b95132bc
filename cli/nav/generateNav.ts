/**
 * The nav tree of a folder of pages: one entry per page, one subheader group per folder. A plain Markdown folder with
 * no config gets its whole navigation this way, and a nav tree's `{ autogenerate: folder }` entries (autogenerateNav.ts).
 */
import type { FrontMatter } from '../model.ts';
import type { NavPage } from '../../runtime/navTypes.ts';
import { normaliseRoute } from '../../runtime/routes.ts';

export interface PageSummary {
  route: string;
  title: string;
  /** Place among its siblings, lowest first; pages without one follow those with one. */
  order?: number;
}

// The keys other generators give a page's place in their sidebars: docsgen's own, Docusaurus's, Just the Docs'.
const ORDER_KEYS = ['order', 'sidebar_position', 'nav_order'] as const;

/** What the generated nav reads of a page: its route, its title and the first number its front matter gives as its place. */
export function pageSummary(page: { route: string; frontMatter: FrontMatter }): PageSummary {
  const order = navOrder(page.frontMatter);
  return { route: page.route, title: page.frontMatter.title, ...(order !== undefined && { order }) };
}

/** A page's place in a generated nav: its front matter `order`, `sidebar_position` or `nav_order`, whichever is a number. */
export function navOrder(frontMatter: FrontMatter): number | undefined {
  for (const key of ORDER_KEYS) {
    const value = frontMatter[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

// One folder of the route tree: the page at its own route (its index) and the folders below it.
interface FolderNode {
  name: string;
  route: string;
  index?: PageSummary;
  subfolders: Map<string, FolderNode>;
}

/**
 * Builds a nav tree from the pages at or below the route `under` (routes assumed unique). Each level lists its index
 * page first, then pages and folder groups by `order`, then by title; a folder's group takes its index page's place
 * and title. A folder holding only its index page is a plain entry.
 */
export function generateNav(pages: readonly PageSummary[], under = '/'): NavPage[] {
  const root: FolderNode = { name: '', route: '/', subfolders: new Map() };
  const top = normaliseRoute(under);
  for (const page of pages) {
    const route = normaliseRoute(page.route);
    if (route.startsWith(top)) folderAt(root, route).index = { ...page, route };
  }
  return entriesOf(folderAt(root, top));
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

interface PlacedEntry {
  entry: NavPage;
  order?: number;
}

function entriesOf(folder: FolderNode): NavPage[] {
  const below = [...folder.subfolders.values()]
    .map((subfolder): PlacedEntry => ({ entry: entryFor(subfolder), order: subfolder.index?.order }))
    .sort(byOrderThenTitle)
    .map(({ entry }) => entry);
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
    title: folder.index?.title ?? titleCase(folder.name),
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

function byOrderThenTitle(a: PlacedEntry, b: PlacedEntry): number {
  return (
    byOrder(a.order, b.order) ||
    titles.compare(String(a.entry.title), String(b.entry.title)) ||
    pathnames.compare(a.entry.pathname, b.entry.pathname)
  );
}

// Pages with a place come first, lowest first; the others keep their title order after them.
function byOrder(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return a - b;
}
