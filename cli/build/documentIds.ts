/**
 * The element ids of a composed document, as the link check holds them for every page of the site until the last
 * link is checked (and as the record of written files keeps them for the next build). One string, the ids in document
 * order each closed by a separator no id holds, instead of a Set of strings of their own: a page's two dozen ids cost
 * a few hundred bytes that way, not a kilobyte and a half, which a large site paid for every page.
 */

/** NUL: an HTML parser reads it as U+FFFD, so no id a browser can be sent to holds it. */
const SEPARATOR = '\0';

/** Ids known by membership and listed in document order: a Set of them is one too. */
export type KnownIds = { has(id: string): boolean } & Iterable<string>;

export class DocumentIds implements KnownIds {
  /** `\0id\0id\0` (a lone separator for none), so that an id is found as itself closed on both sides. */
  readonly #joined: string;

  private constructor(joined: string) {
    this.#joined = joined;
  }

  /** The ids given, duplicates dropped, in the order given. */
  static of(ids: Iterable<string>): DocumentIds {
    const distinct = new Set<string>();
    for (const id of ids) if (id !== '' && !id.includes(SEPARATOR)) distinct.add(id);
    return new DocumentIds(SEPARATOR + [...distinct].map((id) => id + SEPARATOR).join(''));
  }

  /** Ids as `stored` gave them; anything but a stored form (another docsgen's record) is null. */
  static fromStored(stored: unknown): DocumentIds | null {
    return typeof stored === 'string' && stored.startsWith(SEPARATOR) && stored.endsWith(SEPARATOR) ? new DocumentIds(stored) : null;
  }

  /** The form to store, read back by `fromStored`. */
  get stored(): string {
    return this.#joined;
  }

  has(id: string): boolean {
    return id !== '' && !id.includes(SEPARATOR) && this.#joined.includes(SEPARATOR + id + SEPARATOR);
  }

  [Symbol.iterator](): Iterator<string> {
    return this.#joined.slice(1, -1).split(SEPARATOR).filter((id) => id !== '')[Symbol.iterator]();
  }
}
