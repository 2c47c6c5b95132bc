/**
 * The element ids of a composed document, as the link check holds them for every page of the site until the last
 * link is checked (and as the record of written files keeps them for the next build). Strings, the ids in document
 * order each closed by a separator no id holds, instead of a Set of strings of their own: a page's two dozen ids cost
 * a few hundred bytes that way, not a kilobyte and a half, which a large site paid for every page. About half of a
 * page's ids are its shell's (the header, the navigation, the settings), the same run of ids at the start and at the
 * end of every page of a product: ids shared (`DocumentIds.sharer`) hold those runs once for all the pages that have them.
 */

/** NUL: an HTML parser reads it as U+FFFD, so no id a browser can be sent to holds it. */
const SEPARATOR = '\0';

/** Ids known by membership and listed in document order: a Set of them is one too. */
export type KnownIds = { has(id: string): boolean } & Iterable<string>;

/**
 * `ids` joined, each closed on both sides by a separator: `\0a\0b\0` (a lone separator for none). Joined as one
 * list, the string is in one piece: a separator added in front makes a pair of strings, a page's kept to the end.
 */
function joined(ids: readonly string[]): string {
  return ['', ...ids, ''].join(SEPARATOR);
}

/** A run of ids shared by pages: how many ids it holds, joined. */
interface SharedRun {
  count: number;
  joined: string;
}

export class DocumentIds implements KnownIds {
  /**
   * The ids in runs, each run joined (`\0id\0id\0`, a lone separator for none) so that an id is found as itself
   * closed on both sides: the ids that open the document, its own, the ids that close it. The first and last are
   * shared with other pages' when shared (`DocumentIds.sharer`), else a lone separator.
   */
  readonly #opening: string;
  readonly #own: string;
  readonly #closing: string;

  private constructor(opening: string, own: string, closing: string) {
    this.#opening = opening;
    this.#own = own;
    this.#closing = closing;
  }

  /** The ids given, duplicates dropped, in the order given. */
  static of(ids: Iterable<string>): DocumentIds {
    const distinct = new Set<string>();
    for (const id of ids) if (id !== '' && !id.includes(SEPARATOR)) distinct.add(id);
    return new DocumentIds(SEPARATOR, joined([...distinct]), SEPARATOR);
  }

  /** Ids as `stored` gave them; anything but a stored form (another docsgen's record) is null. */
  static fromStored(stored: unknown): DocumentIds | null {
    return typeof stored === 'string' && stored.startsWith(SEPARATOR) && stored.endsWith(SEPARATOR) ? new DocumentIds(SEPARATOR, stored, SEPARATOR) : null;
  }

  /**
   * A function that gives a document's ids as the link check holds them: the ids it opens and closes with that the
   * document given before it has too (its shell's, for pages of one product in a row) held once for both, its own
   * apart. The ids are the same ones in the same order.
   */
  static sharer(): (ids: DocumentIds) => DocumentIds {
    let last: string[] = [];
    let opening: SharedRun = { count: 0, joined: SEPARATOR };
    let closing: SharedRun = { count: 0, joined: SEPARATOR };
    // A run as long as the last page's is the same ids: both are runs of the last page's own ids, from its start or its end.
    const run = (ids: string[], known: SharedRun): SharedRun => (ids.length === known.count ? known : { count: ids.length, joined: joined(ids) });
    return (ids) => {
      const list = [...ids];
      let first = 0;
      while (first < list.length && first < last.length && list[first] === last[first]) first += 1;
      // The closing run: from the end of both, not reaching back into either's opening run.
      let closingCount = 0;
      while (
        list.length - closingCount > first &&
        last.length - closingCount > first &&
        list[list.length - closingCount - 1] === last[last.length - closingCount - 1]
      )
        closingCount += 1;
      last = list;
      opening = run(list.slice(0, first), opening);
      closing = run(list.slice(list.length - closingCount), closing);
      return new DocumentIds(opening.joined, joined(list.slice(first, list.length - closingCount)), closing.joined);
    };
  }

  /** The form to store, read back by `fromStored`. */
  get stored(): string {
    return this.#opening + this.#own.slice(1) + this.#closing.slice(1);
  }

  has(id: string): boolean {
    if (id === '' || id.includes(SEPARATOR)) return false;
    const closed = SEPARATOR + id + SEPARATOR;
    return this.#own.includes(closed) || this.#opening.includes(closed) || this.#closing.includes(closed);
  }

  [Symbol.iterator](): Iterator<string> {
    return this.stored
      .slice(1, -1)
      .split(SEPARATOR)
      .filter((id) => id !== '')[Symbol.iterator]();
  }
}
