/**
 * What the build asks of a page's Markdown body besides its text: its digest (in the page's render key, and the key
 * of its demo references in their memo) and whether it may reference a demo at all. A page whose body is set aside on
 * disk (spilledPages.ts) has them worked out once, as it is set aside: asked of the body, each question read
 * every page's body back again, five times a page in a build with nothing changed, which then read no body at all.
 */
import { digest } from '../cache/digest.ts';
import type { SourcePage } from '../model.ts';

export interface BodyFacts {
  /** The digest (digest.ts) of the body, as `digest(body)` gives it. */
  readonly digest: string;
  /** False when the body cannot reference a demo: every reference holds the JSON key "demo", and most bodies need no parse. */
  readonly mayReferenceDemos: boolean;
  /** False when the body cannot embed an API table: `<PropsTable …/>` and `{{"propsTable": …}}` both name it. */
  readonly mayEmbedApi: boolean;
}

/** A page that knows its body's facts without reading its body. */
export interface KnowsBodyFacts {
  readonly bodyFacts: BodyFacts;
}

const DEMO_KEY = '"demo"';
const PROPS_TABLE = /PropsTable|"propsTable"/;

/** The facts of `body`, worked out from its text. */
export function bodyFactsOfText(body: string): BodyFacts {
  return { digest: digest(body), mayReferenceDemos: body.includes(DEMO_KEY), mayEmbedApi: PROPS_TABLE.test(body) };
}

/** The facts of `page`'s body: those it knows, or else worked out from its body. */
export function bodyFactsOf(page: Pick<SourcePage, 'body'>): BodyFacts {
  return 'bodyFacts' in page ? (page as KnowsBodyFacts).bodyFacts : bodyFactsOfText(page.body);
}
