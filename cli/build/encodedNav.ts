/**
 * A product's nav, encoded once per build. The nav is most of a page's HTML on a large site (every link of the product
 * on each of its pages); encoding it for every page weighed on a build's single-threaded end. Each page instead copies
 * the unchanged stretches of these bytes and encodes only the few marked bits.
 */
import { elementIds } from './checkLinks.ts';
import type { EncodedPiece } from '../../templates/document.ts';
import { activeNavEdits, type NavEdit } from '../render/markActiveNav.ts';
import { collapsedNav, type CollapsedNav } from './collapsedNav.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';

class EncodedNav {
  private readonly bytes: Buffer;
  /** When every character is one byte, character offsets are byte offsets. */
  private readonly ascii: boolean;
  private readonly ids: ReadonlySet<string>;
  /** Set for a nav sent in parts: each page gets its own branch and the other groups collapsed. */
  private readonly collapsed: CollapsedNav | null;

  constructor(
    private readonly html: string,
    withBase: WithBase,
  ) {
    this.collapsed = collapsedNav(html, withBase);
    this.bytes = Buffer.from(html);
    this.ascii = this.bytes.length === html.length;
    // Marking edits attributes that are not ids, so every page's nav has the same ids.
    this.ids = elementIds(html);
  }

  /** Byte offsets and encoded replacements already computed: a nav's pages edit the same places with the same strings. */
  private readonly offsets = new Map<number, number>();
  // Keyed by the edit: a collapsed nav's edits are made once and repeat on many pages, a page's own are dropped with it.
  private readonly replacements = new WeakMap<NavEdit, Buffer>();

  private byteOffset(at: number): number {
    if (this.ascii) return at;
    let offset = this.offsets.get(at);
    if (offset === undefined) {
      offset = Buffer.byteLength(this.html.slice(0, at));
      this.offsets.set(at, offset);
    }
    return offset;
  }

  private encoded(edit: NavEdit): Buffer {
    let bytes = this.replacements.get(edit);
    if (!bytes) {
      bytes = Buffer.from(edit.replacement);
      this.replacements.set(edit, bytes);
    }
    return bytes;
  }

  marked(href: string, openGroups: readonly string[]): EncodedPiece {
    const chunks: Uint8Array[] = [];
    let from = 0;
    const edits = this.collapsed ? this.collapsed.pageEdits(href, openGroups) : activeNavEdits(this.html, href, openGroups);
    for (const edit of edits) {
      chunks.push(this.bytes.subarray(this.byteOffset(from), this.byteOffset(edit.at)), this.encoded(edit));
      from = edit.at + edit.length;
    }
    chunks.push(this.bytes.subarray(this.byteOffset(from)));
    return { chunks, ids: this.ids, html: this.html };
  }
}

/** Marks the current page in a nav (rendered with the base path in its links), encoded. */
export type NavMarker = (navHtml: string, route: string, openGroups: readonly string[]) => EncodedPiece;

/**
 * A nav marker for navs whose links went through `withBase`: each nav (one per product and language) is encoded on
 * first use. Navs rendered to be sent in parts get each page's branch (see collapsedNav).
 */
export function navMarker(withBase: WithBase): NavMarker {
  // Keyed by the nav's text, the same string object on every page, so its hash is computed once.
  const navs = new Map<string, EncodedNav>();
  return (navHtml, route, openGroups) => {
    let nav = navs.get(navHtml);
    if (!nav) {
      nav = new EncodedNav(navHtml, withBase);
      navs.set(navHtml, nav);
    }
    return nav.marked(withBase(route), openGroups);
  };
}
