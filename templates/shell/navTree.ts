/**
 * Navigation-tree logic: titles, the active page and its parents, duplicate detection, the prev/next sequence and the
 * entries that must have pages. Pure functions only.
 */
import type { NavPage } from '../../runtime/navTypes.ts';
import { normaliseRoute } from '../../runtime/routes.ts';

/** Looks up a translated string; null (or an empty string) when there is none. */
export type Translate = (key: string) => string | null;

/** The title a nav entry shows, or null for `title: false`; a translation of `pages.<subheader || pathname>` wins. */
export function pageToTitle(page: NavPage, t?: Translate): string | null {
  if (page.title === false) {
    return null;
  }
  // Subheaders are keyed by their own name, as group labels have no page of their own to key them by.
  const source = page.subheader || page.pathname;
  const translated = t?.(`pages.${source}`);
  if (translated) {
    return translated;
  }
  return page.title || titleFromPath(source);
}

function titleFromPath(path: string): string {
  const withoutSuffix = stripQueryAndHash(path).replace(/\/+$/, '');
  const name = withoutSuffix
    .slice(withoutSuffix.lastIndexOf('/') + 1)
    .replace(/^react-/, '')
    .replace(/\.[^.]*$/, '');
  const words = name.split('-').filter(Boolean);
  const folder = `${withoutSuffix}/`;
  if (folder.includes('/api-docs/')) {
    return pascalCase(words);
  }
  if (folder.includes('/api/')) {
    // Whole-word check: `use-media-query` is a hook, `user-card` is a component.
    return words[0] === 'use' ? camelCase(words) : pascalCase(words);
  }
  return capitaliseFirst(words.join(' '));
}

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pascalCase(words: readonly string[]): string {
  return words.map(capitaliseFirst).join('');
}

function camelCase(words: readonly string[]): string {
  return words.map((word, index) => (index === 0 ? word : capitaliseFirst(word))).join('');
}

function stripQueryAndHash(path: string): string {
  return path.replace(/[?#].*$/, '');
}

/** True for entries that leave the site (`https://…`, `//host/…`, `mailto:…`). */
export function isExternal(pathname: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(pathname);
}

const DOCS_TAB = '/[docsTab]';
const API_TAB_SEGMENTS = ['components-api', 'hooks-api'] as const;

// API tab entries (e.g. Base UI's `/base-ui/react-badge/components-api/#badge`) legitimately repeat a component's path.
function isApiTabPage(pathname: string): boolean {
  return API_TAB_SEGMENTS.some((segment) => pathname.includes(segment));
}

// The key entries are compared by. `/[docsTab]` is the reference's placeholder for a page's tabs. The API segments
// the reference also removes are not removed here: API tab pages are never compared, so removing them changes nothing.
// One trailing slash is ignored, so the nav may write `/a/b` for the route `/a/b/`.
function pathKey(pathname: string): string {
  // Most pathnames have no tab placeholder: they are not copied to be keyed (a large tree's index keys every entry).
  const withoutTab = pathname.includes(DOCS_TAB) ? pathname.split(DOCS_TAB).join('') || '/' : pathname || '/';
  return withoutTab.length > 1 && withoutTab.endsWith('/') ? withoutTab.slice(0, -1) : withoutTab;
}

// The keys a route may be listed under, best first: its own, then (for an API tab route such as
// `/base-ui/react-badge/components-api/`) the component page that owns the tab.
function lookupKeys(route: string): string[] {
  const key = pathKey(stripQueryAndHash(route));
  const lastSlash = key.lastIndexOf('/');
  const isTabRoute = (API_TAB_SEGMENTS as readonly string[]).includes(key.slice(lastSlash + 1));
  return isTabRoute && lastSlash > 0 ? [key, key.slice(0, lastSlash)] : [key];
}

interface VisitedEntry {
  page: NavPage;
  /** Enclosing entries, outermost first. */
  parents: NavPage[];
  /** `entry [2].children[5]`: where the entry is written in its nav file. */
  where: string;
}

function* walk(pages: readonly NavPage[], parents: NavPage[] = [], where = 'entry '): Generator<VisitedEntry> {
  for (const [index, page] of pages.entries()) {
    const here = `${where}[${index}]`;
    yield { page, parents, where: here };
    if (page.children) {
      yield* walk(page.children, [...parents, page], `${here}.children`);
    }
  }
}

/** The first entry whose pathname an earlier entry already has (API tab pages aside), or null. */
export function findDuplicate(pages: readonly NavPage[]): VisitedEntry | null {
  const seen = new Set<string>();
  for (const visited of walk(pages)) {
    if (isApiTabPage(visited.page.pathname)) {
      continue;
    }
    const key = pathKey(visited.page.pathname);
    if (seen.has(key)) {
      return visited;
    }
    seen.add(key);
  }
  return null;
}

function locate(pages: readonly NavPage[], route: string): VisitedEntry | null {
  const entries = [...walk(pages)];
  for (const key of lookupKeys(route)) {
    const found = entries.find((visited) => pathKey(visited.page.pathname) === key);
    if (found) {
      return found;
    }
  }
  return null;
}

export interface ActivePage {
  activePage: NavPage | null;
  /** Enclosing entries, nearest first (the virtual root `/` is not included). */
  activePageParents: NavPage[];
}

/** The entry a route shows and its enclosing entries; throws on a duplicated non-API pathname. */
export function findActivePage(pages: readonly NavPage[], pathname: string): ActivePage {
  const duplicate = findDuplicate(pages);
  if (duplicate) {
    throw new Error(`Duplicated pathname ${duplicate.page.pathname} in pages`);
  }
  const found = locate(pages, pathname);
  return found
    ? { activePage: found.page, activePageParents: [...found.parents].reverse() }
    : { activePage: null, activePageParents: [] };
}

/** Pathnames of the entries enclosing a route's entry, outermost first: the groups the drawer opens. */
export function ancestorsOf(tree: readonly NavPage[], pathname: string): string[] {
  return locate(tree, pathname)?.parents.map((parent) => parent.pathname) ?? [];
}

/** The pages prev/next steps through, in drawer order: linkable leaves only, without hidden or external ones. */
export function flattenForPrevNext(pages: readonly NavPage[]): NavPage[] {
  return pages.flatMap(flattenEntry);
}

// An entry with children is a heading in the drawer, not a link, so its children stand in for it (a single child
// included); `inSideNav: false` hides the whole subtree.
function flattenEntry(page: NavPage): NavPage[] {
  if (page.inSideNav === false) {
    return [];
  }
  const children = page.children ?? [];
  if (children.length > 0) {
    return children.flatMap(flattenEntry);
  }
  // An untitled link could not be labelled in the footer.
  return isExternal(page.pathname) || page.title === false ? [] : [page];
}

export interface PrevNextLink {
  /** The entry's pathname as written in the nav tree. */
  pathname: string;
  title: string;
}

export interface PrevNext {
  prev?: PrevNextLink;
  next?: PrevNextLink;
}

/** The pages before and after a route in a flattened tree; empty when the route is not in it. */
export function prevNext(flat: readonly NavPage[], route: string, t?: Translate): PrevNext {
  const index = lookupKeys(route)
    .map((key) => flat.findIndex((page) => pathKey(page.pathname) === key))
    .find((found) => found >= 0);
  if (index === undefined) {
    return {};
  }
  const link = (page: NavPage | undefined): PrevNextLink | undefined =>
    page && { pathname: page.pathname, title: pageToTitle(page, t) ?? page.pathname };
  const prev = link(flat[index - 1]);
  const next = link(flat[index + 1]);
  return { ...(prev && { prev }), ...(next && { next }) };
}

export interface NavEntryRef {
  pathname: string;
  /** The route the entry points to (hash dropped, trailing slash added). */
  route: string;
  where: string;
  /** Entries with children may stand for a page; without one they are pure groups. Leaves must have a page. */
  hasChildren: boolean;
}

/** Every internal entry of a tree with the route it points to, for checking nav entries against built pages. */
export function navEntriesWithPages(tree: readonly NavPage[]): NavEntryRef[] {
  return [...walk(tree)]
    .filter(({ page }) => !isExternal(page.pathname))
    .map(({ page, where }) => ({
      pathname: page.pathname,
      route: normaliseRoute(page.pathname),
      where,
      hasChildren: (page.children?.length ?? 0) > 0,
    }));
}

export interface NavIndex {
  /** Group pathnames enclosing a route, outermost first (as ancestorsOf). */
  ancestors(route: string): string[];
  /** Previous and next pages of a route (as prevNext over flattenForPrevNext). */
  prevNext(route: string): PrevNext;
}

/**
 * ancestorsOf and prevNext answered from maps, for renderers that ask once per page of a large tree. Each map is built
 * in one walk the first time it is asked: rendering pages asks only for prev/next, the drawer only for ancestors, and
 * a large tree's maps are held as long as its pages render.
 */
export function navIndex(tree: readonly NavPage[], t?: Translate): NavIndex {
  let parentsByKey: Map<string, NavPage[]> | null = null;
  let sequence: { flat: NavPage[]; positions: Map<string, number> } | null = null;
  const link = (page: NavPage | undefined): PrevNextLink | undefined =>
    page && { pathname: page.pathname, title: pageToTitle(page, t) ?? page.pathname };
  return {
    ancestors(route) {
      parentsByKey ??= firstParents(tree);
      const key = lookupKeys(route).find((k) => parentsByKey!.has(k));
      return key ? parentsByKey.get(key)!.map((parent) => parent.pathname) : [];
    },
    prevNext(route) {
      sequence ??= prevNextSequence(tree);
      const { flat, positions } = sequence;
      const key = lookupKeys(route).find((k) => positions.has(k));
      if (key === undefined) return {};
      const index = positions.get(key)!;
      const prev = link(flat[index - 1]);
      const next = link(flat[index + 1]);
      return { ...(prev && { prev }), ...(next && { next }) };
    },
  };
}

/** Each key's enclosing entries, from its first entry (siblings share one array). */
function firstParents(tree: readonly NavPage[]): Map<string, NavPage[]> {
  const parentsByKey = new Map<string, NavPage[]>();
  for (const { page, parents } of walk(tree)) {
    const key = pathKey(page.pathname);
    if (!parentsByKey.has(key)) parentsByKey.set(key, parents);
  }
  return parentsByKey;
}

/** The prev/next sequence and each key's first place in it. */
function prevNextSequence(tree: readonly NavPage[]): { flat: NavPage[]; positions: Map<string, number> } {
  const flat = flattenForPrevNext(tree);
  const positions = new Map<string, number>();
  flat.forEach((page, i) => {
    const key = pathKey(page.pathname);
    if (!positions.has(key)) positions.set(key, i);
  });
  return { flat, positions };
}
