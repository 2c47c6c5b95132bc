/**
 * Finds the demos a page body references in its Markdown tree, with the demo plugin itself (demos.ts, after the
 * code-tab and container plugins that regroup paragraphs, as the render step runs them). Demos are prepared before
 * pages render, so this is a parse and those three transforms only; a malformed reference is left to the render step,
 * which reports it.
 */
import type { Root } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { createContext } from './context.ts';
import type { DemoReference } from './demoReferences.ts';
import { DEMO_TAG } from './demos.ts';
import { parseMarkdown, remarkSteps } from './index.ts';
import { visitMdast } from './mdast.ts';
import { pageLimitBreaches } from './pageLimits.ts';

const remarkTransforms = unified().use(remarkSteps).freeze();

/** The demos `body` references, in document order, each as often as it is referenced. */
export function parseDemoReferences(body: string): DemoReference[] {
  // A body past the page limits could take minutes to parse; the render step reports it.
  if (pageLimitBreaches(body, { mdx: false }).length > 0) return [];
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
