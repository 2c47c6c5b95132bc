/**
 * The demos a page references, in document order, as the render step's demo plugin finds them (a `{{"demo": …}}` line
 * in a code block is no reference, one inside a `:::` container is). Finding them is a Markdown parse
 * (demoReferenceParser.ts), loaded on demand: the pipeline takes a third of a second to load, and a build whose pages'
 * references are all remembered from an earlier one (demoReferenceMemo.ts) never needs it.
 */
import { bodyFactsOf } from '../load/bodyFacts.ts';
import type { SourcePage } from '../model.ts';

export interface DemoReference {
  /** The file or folder named, relative to the page. */
  name: string;
  /** Offset in the body of the paragraph that references it, for errors with its line. */
  offset: number;
}

/**
 * The references of bodies already parsed in this thread, by the digest of the body (bodyFacts.ts): a build asks for a
 * page's demos several times (to prepare them, to key the page's render, to list the pages demoing a component), and
 * each ask was a parse; by digest, so that a page whose body is set aside is not read back to be looked up. Cleared
 * when it holds more bodies than a large site has pages, so a long watch session does not keep every version.
 */
const known = new Map<string, readonly DemoReference[]>();
const MAX_KNOWN = 20_000;

/** Records the references of the body of digest `bodyDigest` found by an earlier parse (demoReferenceMemo.ts), so it is not parsed again. */
export function rememberDemoReferences(bodyDigest: string, references: readonly DemoReference[]): void {
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(bodyDigest, references);
}

let parseDemoReferences: ((body: string) => DemoReference[]) | null = null;

/** Loads the parser demoReferences needs for a body it does not remember. */
export async function loadDemoReferenceParser(): Promise<void> {
  parseDemoReferences ??= (await import('./demoReferenceParser.ts')).parseDemoReferences;
}

/** Makes demoReferences answer for each of `pages`: loads the parser unless every one's body is remembered or names no demo. */
export async function demoReferencesReady(pages: Iterable<Pick<SourcePage, 'body'>>): Promise<void> {
  if (parseDemoReferences) return;
  for (const page of pages) {
    const { digest, mayReferenceDemos } = bodyFactsOf(page);
    if (mayReferenceDemos && !known.has(digest)) return loadDemoReferenceParser();
  }
}

/**
 * The demos `page`'s body references, in document order, each as often as it is referenced; the body is read only to
 * be parsed. A body not remembered needs the parser loaded first (demoReferencesReady), as the steps that ask do.
 */
export function demoReferences(page: Pick<SourcePage, 'body'>): readonly DemoReference[] {
  const { digest, mayReferenceDemos } = bodyFactsOf(page);
  if (!mayReferenceDemos) return [];
  let references = known.get(digest);
  if (!references) {
    if (!parseDemoReferences) throw new Error('demoReferences: a body not remembered was asked for before the parser was loaded (await demoReferencesReady)');
    references = parseDemoReferences(page.body);
    rememberDemoReferences(digest, references);
  }
  return references;
}
