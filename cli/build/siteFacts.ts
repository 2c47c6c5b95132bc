/**
 * Every page's facts (pageFacts.ts), asked for with the page as the build holds it. A page the build cache summarized
 * is its own facts (pageSummaries.ts), so only the others' are held here, by page: a large site's warm build held a
 * table of every page's facts by route through the build only to give each page back itself.
 */
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { isOwnFacts } from '../cache/pageSummaries.ts';
import type { PageFacts } from './pageFacts.ts';

export class SiteFacts {
  /** The facts of pages that are not their own facts. */
  readonly #apart = new Map<RenderedRoute, PageFacts>();

  /** Notes the facts of `page`, as the build holds the page. */
  add(page: RenderedRoute, facts: PageFacts): void {
    if (facts !== (page as unknown)) this.#apart.set(page, facts);
  }

  /** The facts of `page`, one of the pages given to `add`. */
  of(page: RenderedRoute): PageFacts {
    const facts = this.#apart.get(page);
    if (facts) return facts;
    if (isOwnFacts(page)) return page;
    throw new Error(`the facts of ${page.route} were asked for, but never given`);
  }
}
