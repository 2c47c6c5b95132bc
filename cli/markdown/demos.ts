/**
 * Demos: a paragraph that is exactly `{{"demo": "Name.tsx", …options}}` becomes a
 * `<docsgen-demo name="Name.tsx" options="{…}">` element, which the caller's demo renderer replaces. The same form with
 * a `propsTable` key embeds a props table (propsTables.ts).
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf, fail } from './context.ts';
import { visitMdast } from './mdast.ts';
import { propsTableElement } from './propsTables.ts';

/** Tag name the caller maps to its demo component through `components['docsgen-demo']`. */
export const DEMO_TAG = 'docsgen-demo';

const example = '{{"demo": "BasicButtons.tsx"}}';
const demoOpening = /^\{\{\s*"/;

/** remark plugin: turns demo paragraphs into `docsgen-demo` elements and records the demo names. */
export function remarkDemos() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    visitMdast(tree, (node) => {
      if (node.type !== 'paragraph') return;
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type !== 'text') return false;
      const text = only.value.trim();
      // `{{ expr }}` not opening on a JSON key is Vue's interpolation (VitePress pages), which stays text.
      if (!demoOpening.test(text) || !text.endsWith('}}')) return false;

      let parsed: unknown;
      try {
        parsed = JSON.parse(text.slice(1, -1));
      } catch (error) {
        fail(context, node, `invalid demo JSON (${(error as Error).message}); write it as ${example}`);
        return false;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        fail(context, node, `a demo must be a JSON object; write it as ${example}`);
        return false;
      }
      // The same block form embeds a props table: `{{"propsTable": "Button"}}`.
      if (propsTableElement(context, node, parsed as Record<string, unknown>)) return false;
      const { demo: name, ...options } = parsed as Record<string, unknown>;
      if (typeof name !== 'string' || name === '') {
        fail(context, node, `a demo needs a "demo" key naming its file; write it as ${example}`);
        return false;
      }
      if (!context.hasDemoRenderer) {
        fail(context, node, `demos need the demo renderer: pass components["${DEMO_TAG}"] to renderMarkdown()`);
        return false;
      }

      if (!context.demos.includes(name)) context.demos.push(name);
      node.data = { hName: DEMO_TAG, hProperties: { name, options: JSON.stringify(options) }, hChildren: [] };
      return false;
    });
  };
}
