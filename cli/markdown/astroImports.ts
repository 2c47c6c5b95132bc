/**
 * Astro components in MDX pages: docsgen renders React, so an imported `.astro` component cannot be run. The page
 * still builds, each of its elements shown as a marked "not rendered" block holding the element's props and content
 * (templates/compat/UnsupportedComponent.tsx), and the import gets a warning at its line saying what to do, so nothing
 * is lost or hidden: the author sees every such place in the build summary.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { contextOf, warn } from './context.ts';
import { visitMdast } from './mdast.ts';

interface AstroImport {
  name: string;
  specifier: string;
  line: number;
  column: number;
}

/** The page's default imports of `.astro` files, each at its place in the page body. */
function astroImportsOf(tree: Root): AstroImport[] {
  const found: AstroImport[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !String(statement.source.value).endsWith('.astro')) continue;
      const start = statement.loc?.start ?? { line: node.position?.start.line ?? 1, column: 0 };
      for (const specifier of statement.specifiers) {
        found.push({ name: specifier.local.name, specifier: String(statement.source.value), line: start.line, column: start.column + 1 });
      }
    }
  }
  return found;
}

/** How many elements of the page each local name is used by. */
function elementCounts(tree: Root): Map<string, number> {
  const counts = new Map<string, number>();
  visitMdast(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name;
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}

/** remark plugin for MDX pages: a warning at each `.astro` import. */
export function remarkAstroImports() {
  return (tree: Root, file: VFile): void => {
    const imports = astroImportsOf(tree);
    if (!imports.length) return;
    const context = contextOf(file);
    const counts = elementCounts(tree);
    for (const { name, specifier, line, column } of imports) {
      const uses = counts.get(name) ?? 0;
      warn(
        context,
        { position: { start: { line, column } } },
        `Astro component <${name}> ("${specifier}") cannot be rendered: docsgen renders React components; ` +
          `its ${uses} element${uses === 1 ? ' is' : 's are'} shown as a marked block with ${uses === 1 ? 'its' : 'their'} props and content. ` +
          `Replace it with a React component (.tsx) to render it`,
      );
    }
  };
}
