/**
 * The element ids of every document of a site, by route, as the link check asks for them. A document composed in this
 * build holds its ids from its composing. One the build cache reused from the previous build need not: its ids are
 * those the record of that build keeps, read again when an anchor into it is checked; and when every link of that
 * build resolved, an anchor from one reused document into another is not even looked up, as both are the bytes that
 * build checked. A warm build of a large site held every page's ids (a few hundred bytes a page) to the end only to
 * find that each anchor resolved as before.
 */
import type { LinkTargets } from './checkLinks.ts';
import { DocumentIds, type KnownIds } from './documentIds.ts';

/**
 * The documents a build reused from a previous build whose links all resolved, their ids not held, and where those are
 * read again.
 */
export interface ReusedDocuments {
  /** The routes of the site's pages: those whose ids are not held are documents reused. */
  pages: { has(route: string): boolean; keys(): Iterable<string> };
  /** The ids of a reused document, from the record of the previous build. */
  idsOf(route: string): DocumentIds;
}

/**
 * Reused documents whose ids are read back one at a time, at most: each read may be a part of the record of a few
 * hundred documents, and a build in which many pages changed may check anchors into most of the others. Past this,
 * every reused document's ids are read back at once, in the site's order (the record's), and held.
 */
const READ_BACK_ONE_AT_A_TIME = 256;

export class SiteDocumentIds implements LinkTargets {
  readonly #held = new Map<string, DocumentIds>();
  /** The runs of shell ids pages of a product open and close with, held once. */
  readonly #share = DocumentIds.sharer();
  readonly #reused: ReusedDocuments | null;
  #readBack = 0;

  /** Ids held for every document given to `hold`; with `reused`, the other pages' documents are those. */
  constructor(reused: ReusedDocuments | null = null) {
    this.#reused = reused;
  }

  /** Holds the ids of the document of `route` (composed again, they replace those held). */
  hold(route: string, ids: DocumentIds): void {
    this.#held.set(route, this.#share(ids));
  }

  has(route: string): boolean {
    return this.#held.has(route) || (this.#reused?.pages.has(route) ?? false);
  }

  get(route: string): KnownIds | undefined {
    const held = this.#held.get(route);
    if (held || !this.#isReused(route)) return held;
    if (++this.#readBack <= READ_BACK_ONE_AT_A_TIME) return this.#reused!.idsOf(route);
    this.#holdEveryReused();
    return this.#held.get(route);
  }

  /** Reads back and holds the ids of every reused document; none is reused after (each is held). */
  #holdEveryReused(): void {
    const reused = [...this.#reused!.pages.keys()].filter((route) => !this.#held.has(route));
    for (const route of reused) this.hold(route, this.#reused!.idsOf(route));
  }

  *keys(): Generator<string> {
    yield* this.#held.keys();
    for (const route of this.#reused?.pages.keys() ?? []) if (!this.#held.has(route)) yield route;
  }

  anchorKnownToResolve(from: string, to: string): boolean {
    return this.#isReused(from) && this.#isReused(to);
  }

  #isReused(route: string): boolean {
    return this.#reused !== null && !this.#held.has(route) && this.#reused.pages.has(route);
  }
}
