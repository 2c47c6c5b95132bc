/**
 * Attributes on a container's opening line, as Starlight (remark-directive) writes them: `:::tip{icon="heart"}` or
 * `:::tip[Did you know?]{icon="heart"}`. docsgen draws each callout type with its own icon, so the attributes are
 * taken off the line before the callouts read it; otherwise they would show as the title in Markdown, and in MDX
 * the braces would run as a JavaScript expression and fail the page.
 */
import type { Paragraph, Root } from 'mdast';
import { visitMdast } from './mdast.ts';

const OPENER = /^:::[ \t]*[A-Za-z][\w-]*(?:\[[^\]\n]*\])?/;
const ATTRIBUTES_IN_TEXT = /^(:::[ \t]*[A-Za-z][\w-]*(?:\[[^\]\n]*\])?)\{[^}\n]*\}/;

function withoutAttributes(paragraph: Paragraph): void {
  const [first, second] = paragraph.children;
  if (first?.type !== 'text' || !OPENER.test(first.value)) return;
  const inText = ATTRIBUTES_IN_TEXT.exec(first.value);
  if (inText) {
    first.value = inText[1] + first.value.slice(inText[0].length);
    return;
  }
  // In MDX the braces are an expression node right after the opener (and title) on the same line.
  const opener = OPENER.exec(first.value)?.[0];
  if (second?.type === 'mdxTextExpression' && opener === first.value) paragraph.children.splice(1, 1);
}

/** remark plugin: removes `{…}` attribute blocks from container openers (before code tabs and callouts read them). */
export function remarkDirectiveAttributes() {
  return (tree: Root): void => {
    visitMdast(tree, (node) => {
      if (node.type !== 'paragraph') return;
      withoutAttributes(node);
      return false;
    });
  };
}
