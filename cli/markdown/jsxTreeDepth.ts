/**
 * The JSX nesting limit checked on the tree the MDX compiler parsed, before any of its recursive passes: the scan of the
 * source (jsxDepth.ts) reads tags without parsing, and a body it misreads must still not reach them deeper than allowed.
 */
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { contentError, contextOf } from './context.ts';
import { MAX_NESTING_DEPTH, nestingMessage } from './pageLimits.ts';

const isJsx = (node: Nodes) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** remark plugin: throws a content error at the first JSX element nested more than MAX_NESTING_DEPTH deep. */
export function remarkJsxDepthLimit() {
  return (tree: Root, file: VFile): void => {
    let deepest = 0;
    let first: Nodes | null = null;
    // A stack, not recursion: the tree may be deeper than the call stack allows.
    const stack: Array<{ node: Nodes; depth: number }> = [{ node: tree, depth: 0 }];
    for (let entry = stack.pop(); entry; entry = stack.pop()) {
      const depth = entry.depth + (isJsx(entry.node) ? 1 : 0);
      if (depth > MAX_NESTING_DEPTH && !first) first = entry.node;
      deepest = Math.max(deepest, depth);
      // Pushed last to first, so that elements are met in document order.
      if ('children' in entry.node) for (let i = entry.node.children.length - 1; i >= 0; i--) stack.push({ node: entry.node.children[i], depth });
    }
    if (first) throw contentError(contextOf(file), first, nestingMessage('JSX elements', deepest));
  };
}
