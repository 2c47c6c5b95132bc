/**
 * A large nav sent in parts. With every link of a product on each of its pages, a page's HTML (and the time to write
 * it) grows with the whole site. A drawer rendered to be sent in parts (cli/render/navInParts.ts decides) gives each
 * page the top-level entries and its own branch in full; every other group shows its heading and its first link (where
 * a reader without JavaScript can go), and its entries are a shared fragment file, named by its content hash, that the
 * browser fetches when the reader opens the group.
 */
import { escapeHtml } from '../../templates/escape.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';
import { contentHash } from './hash.ts';
import { activeLinkEdit, openGroupEdit, type NavEdit } from '../render/markActiveNav.ts';

/** How fragment URLs start, under the base path: with the content-hashed assets, which browsers keep for good. */
export const NAV_FRAGMENT_PREFIX = '/assets/nav-';

/** A `<details data-nav-group>` of the nav HTML and the span of its entries. */
interface GroupSpan {
  /** The attribute's value as written. */
  group: string;
  tagAt: number;
  tagEnd: number;
  /** Between the group's `<ul class="nav-list">` and its closing `</ul>`. */
  entriesAt: number;
  entriesEnd: number;
  nested: GroupSpan[];
  /** The first `<li class="nav-item">…</li>` of its entries: what a collapsed group shows. */
  firstItem: string;
  /** The fragment URL (base path included), filled in bottom-up once the nested groups have theirs. */
  url: string;
  /** The edits that collapse it, made once: every page outside its branch uses the same strings. */
  collapse: NavEdit[];
}

export interface CollapsedNav {
  /** Fragment files by URL, without the base path. */
  fragments: ReadonlyMap<string, string>;
  /**
   * A page's edits in document order: the groups in `openGroups` (the page's branch) open, every other group collapsed,
   * and the link to `href` marked as the current page. Found from indexes, as the nav is large.
   */
  pageEdits(href: string, openGroups: readonly string[]): NavEdit[];
}

const LINKS = /class="nav-link" href="([^"]*)"/g;
const TOKENS = /<details data-nav-group="([^"]*)">|<ul\b[^>]*>|<\/ul>/g;
const ITEM_OPEN = '<li class="nav-item">';

/** The groups of a nav drawer's HTML (as NavDrawer writes it), outermost first, each with its nested ones. */
function groupSpans(html: string): GroupSpan[] {
  const roots: GroupSpan[] = [];
  // Open lists, innermost last; a group's own list carries the group.
  const lists: (GroupSpan | null)[] = [];
  let awaitingList: GroupSpan | null = null;
  for (const match of html.matchAll(TOKENS)) {
    const token = match[0];
    if (match[1] !== undefined) {
      awaitingList = { group: match[1], tagAt: match.index, tagEnd: match.index + token.length, entriesAt: 0, entriesEnd: 0, nested: [], firstItem: '', url: '', collapse: [] };
    } else if (token === '</ul>') {
      const closed = lists.pop();
      if (!closed) continue;
      closed.entriesEnd = match.index;
      const parent = lists.findLast((list) => list !== null);
      (parent ? parent.nested : roots).push(closed);
    } else {
      if (awaitingList) awaitingList.entriesAt = match.index + token.length;
      lists.push(awaitingList);
      awaitingList = null;
    }
  }
  return roots;
}

function firstItemOf(html: string, span: GroupSpan): string {
  const at = html.indexOf(ITEM_OPEN, span.entriesAt);
  if (at < 0 || at >= span.entriesEnd) return '';
  return html.slice(at, html.indexOf('</li>', at) + '</li>'.length);
}

function collapsing(span: GroupSpan): NavEdit[] {
  return [
    { at: span.tagAt, length: span.tagEnd - span.tagAt, replacement: `<details data-nav-group="${span.group}" data-nav-fragment="${span.url}">` },
    { at: span.entriesAt, length: span.entriesEnd - span.entriesAt, replacement: span.firstItem },
  ];
}

/** `html[from, to)` with the edits (in order, inside the range) applied. */
export function applyEdits(html: string, edits: readonly NavEdit[], from = 0, to = html.length): string {
  let out = '';
  let at = from;
  for (const edit of edits) {
    out += html.slice(at, edit.at) + edit.replacement;
    at = edit.at + edit.length;
  }
  return out + html.slice(at, to);
}

/** How NavDrawer marks a drawer rendered to be sent in parts. */
const IN_PARTS_MARK = 'data-nav-parts="true"';

/** A nav drawer's HTML split into fragments; null for a drawer not rendered to be sent in parts (it is sent whole). */
export function collapsedNav(html: string, withBase: WithBase): CollapsedNav | null {
  // The mark is on the <nav> element, at the start.
  if (!html.slice(0, 500).includes(IN_PARTS_MARK)) return null;
  const roots = groupSpans(html);
  const fragments = new Map<string, string>();
  const fill = (spans: GroupSpan[]): void => {
    for (const span of spans) {
      fill(span.nested);
      span.firstItem = firstItemOf(html, span);
      const fragment = applyEdits(html, span.nested.flatMap((nested) => nested.collapse), span.entriesAt, span.entriesEnd);
      const url = `${NAV_FRAGMENT_PREFIX}${contentHash(fragment)}.html`;
      fragments.set(url, fragment);
      span.url = withBase(url);
      span.collapse = collapsing(span);
    }
  };
  fill(roots);
  const linkPositions = new Map<string, number>();
  for (const match of html.matchAll(LINKS)) if (!linkPositions.has(match[1])) linkPositions.set(match[1], match.index);
  return {
    fragments,
    pageEdits(href, openGroups) {
      const open = new Set(openGroups.map(escapeHtml));
      const edits: NavEdit[] = [];
      const visit = (spans: readonly GroupSpan[]): void => {
        for (const span of spans) {
          if (open.has(span.group)) {
            edits.push(openGroupEdit(span.group, span.tagAt));
            visit(span.nested);
          } else {
            edits.push(...span.collapse);
          }
        }
      };
      visit(roots);
      const link = escapeHtml(href);
      const linkAt = linkPositions.get(link);
      // The current page's link is in its open branch; one inside a collapsed group (a nav listing it twice) stays unmarked.
      const shown = linkAt !== undefined && !edits.some((edit) => linkAt > edit.at && linkAt < edit.at + edit.length);
      if (shown) edits.push(activeLinkEdit(link, linkAt));
      return edits.sort((a, b) => a.at - b.at);
    },
  };
}
