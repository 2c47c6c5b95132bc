/** Raw HTML in Markdown is not rendered (no HTML parser in the pipeline); each occurrence becomes a build warning. */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf, warn } from './context.ts';
import { visitMdast } from './mdast.ts';

const commentPattern = /^<!--[\s\S]*-->$/;

/** remark plugin: warns about every raw HTML node except comments (which are meant to be invisible). */
export function remarkRawHtmlWarnings() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    visitMdast(tree, (node) => {
      if (node.type !== 'html') return;
      const html = node.value.trim();
      if (commentPattern.test(html)) return;
      const snippet = html.length > 40 ? `${html.slice(0, 40)}…` : html;
      warn(context, node, `raw HTML is not supported and was left out (${snippet}); write it in Markdown instead`);
    });
  };
}
