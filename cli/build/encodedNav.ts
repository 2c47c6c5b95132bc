/**
 * A product's nav, encoded once per build. The nav is most of a page's HTML on a large site (every link of the product
 * on each of its pages); encoding it for every page weighed on a build's single-threaded end. Each page instead copies
 * the unchanged stretches of these bytes and encodes only the few marked bits.
 */
import { elementIds } from './checkLinks.ts';
import type { EncodedPiece } from '../../templates/document.ts';
import { activeNavEdits } from '../render/markActiveNav.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';

class EncodedNav {
  private readonly bytes: Buffer;
  /** When every character is one byte, character offsets are byte offsets. */
  private readonly ascii: boolean;
  private readonly ids: ReadonlySet<string>;

  constructor(private readonly html: string) {
    this.bytes = Buffer.from(html);
    this.ascii = this.bytes.length === html.length;
    // Marking edits attributes that are not ids, so every page's nav has the same ids.
    this.ids = elementIds(html);
  }

  private byteOffset(at: number): number {
    return this.ascii ? at : Buffer.byteLength(this.html.slice(0, at));
  }

  marked(href: string, openGroups: readonly string[]): EncodedPiece {
    const chunks: Uint8Array[] = [];
    let from = 0;
    for (const edit of activeNavEdits(this.html, href, openGroups)) {
      chunks.push(this.bytes.subarray(this.byteOffset(from), this.byteOffset(edit.at)), Buffer.from(edit.replacement));
      from = edit.at + edit.length;
    }
    chunks.push(this.bytes.subarray(this.byteOffset(from)));
    return { chunks, ids: this.ids, html: this.html };
  }
}

/** Marks the current page in a nav (rendered with the base path in its links), encoded. */
export type NavMarker = (navHtml: string, route: string, openGroups: readonly string[]) => EncodedPiece;

/** A nav marker for navs whose links went through `withBase`: each nav (one per product and language) is encoded on first use. */
export function navMarker(withBase: WithBase): NavMarker {
  // Keyed by the nav's text, the same string object on every page, so its hash is computed once.
  const navs = new Map<string, EncodedNav>();
  return (navHtml, route, openGroups) => {
    let nav = navs.get(navHtml);
    if (!nav) {
      nav = new EncodedNav(navHtml);
      navs.set(navHtml, nav);
    }
    return nav.marked(withBase(route), openGroups);
  };
}
