/**
 * The demos a page references, in document order, as the render step's demo plugin finds them (a `{{"demo": …}}` line
 * in a code block is no reference, one inside a `:::` container is). Finding them is a Markdown parse
 * (demoReferenceParser.ts), loaded on demand: the pipeline takes a third of a second to load, and a build whose pages'
 * references are all remembered from an earlier one (demoReferenceMemo.ts) never needs it.
 */
export interface DemoReference {
  /** The file or folder named, relative to the page. */
  name: string;
  /** Offset in the body of the paragraph that references it, for errors with its line. */
  offset: number;
}

/**
 * The references of bodies already parsed in this thread, by body: a build asks for a page's demos several times
 * (to prepare them, to key the page's render, to list the pages demoing a component), and each ask was a parse.
 * Cleared when it holds more bodies than a large site has pages, so a long watch session does not keep every version.
 */
const known = new Map<string, readonly DemoReference[]>();
const MAX_KNOWN = 20_000;

/** Records the references of `body` found by an earlier parse (demoReferenceMemo.ts), so it is not parsed again. */
export function rememberDemoReferences(body: string, references: readonly DemoReference[]): void {
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(body, references);
}

/** Every reference holds the JSON key "demo": a body without it, as most are, needs no parse. */
export const mayReferenceDemos = (body: string) => body.includes('"demo"');

let parseDemoReferences: ((body: string) => DemoReference[]) | null = null;

/** Loads the parser demoReferences needs for a body it does not remember. */
export async function loadDemoReferenceParser(): Promise<void> {
  parseDemoReferences ??= (await import('./demoReferenceParser.ts')).parseDemoReferences;
}

/** Makes demoReferences answer for each of `bodies`: loads the parser unless every one is remembered or names no demo. */
export async function demoReferencesReady(bodies: Iterable<string>): Promise<void> {
  if (parseDemoReferences) return;
  for (const body of bodies) {
    if (mayReferenceDemos(body) && !known.has(body)) return loadDemoReferenceParser();
  }
}

/**
 * The demos `body` references, in document order, each as often as it is referenced. A body not remembered needs the
 * parser loaded first (demoReferencesReady), as the steps that ask do.
 */
export function demoReferences(body: string): readonly DemoReference[] {
  if (!mayReferenceDemos(body)) return [];
  let references = known.get(body);
  if (!references) {
    if (!parseDemoReferences) throw new Error('demoReferences: a body not remembered was asked for before the parser was loaded (await demoReferencesReady)');
    references = parseDemoReferences(body);
    rememberDemoReferences(body, references);
  }
  return references;
}

