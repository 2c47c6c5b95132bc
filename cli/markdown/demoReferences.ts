/**
 * The demos a page references, found in its Markdown tree by the demo plugin itself (cli/markdown/demos.ts, after the
 * code-tab and container plugins that regroup paragraphs, as the render step runs them): a `{{"demo": …}}` line in a
 * code block is no reference, one inside a `:::` container is. Demos are prepared before pages render, so this is a
 * parse and those three transforms only; a malformed reference is left to the render step, which reports it.
 */
import type { Root } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { createContext } from './context.ts';
import { DEMO_TAG } from './demos.ts';
import { parseMarkdown, remarkSteps } from './index.ts';
import { visitMdast } from './mdast.ts';

export interface DemoReference {
  /** The file or folder named, relative to the page. */
  name: string;
  /** Offset in the body of the paragraph that references it, for errors with its line. */
  offset: number;
}

const remarkTransforms = unified().use(remarkSteps).freeze();

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

/** The demos `body` references, in document order, each as often as it is referenced. */
export function demoReferences(body: string): readonly DemoReference[] {
  // Every reference holds the JSON key "demo": a page without it, as most pages are, needs no parse.
  if (!body.includes('"demo"')) return [];
  let references = known.get(body);
  if (!references) {
    references = parseDemoReferences(body);
    rememberDemoReferences(body, references);
  }
  return references;
}

function parseDemoReferences(body: string): DemoReference[] {
  const context = { ...createContext({ file: '', bodyLine: 1, absFile: '', routeOfFile: () => undefined }), hasDemoRenderer: true };
  const tree = remarkTransforms.runSync(parseMarkdown(body), new VFile({ value: body, data: { docsgen: context } })) as Root;
  const references: DemoReference[] = [];
  visitMdast(tree, (node) => {
    const properties = node.data?.hName === DEMO_TAG ? node.data.hProperties : undefined;
    if (node.type !== 'paragraph' || typeof properties?.name !== 'string') return;
    // A paragraph split out of a container keeps the container's start: the reference's own text gives its line.
    const start = node.position?.start.offset ?? 0;
    const text = node.children[0]?.type === 'text' ? node.children[0].value.trim() : '';
    const offset = body.indexOf(text, start);
    references.push({ name: properties.name, offset: offset >= 0 ? offset : start });
  });
  return references;
}
