import type { Root, RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { ContentError } from '../../../../cli/errors.ts';
import { createContext } from '../../../../cli/markdown/context.ts';
import { remarkJsxDepthLimit } from '../../../../cli/markdown/jsxTreeDepth.ts';

/** A tree of `depth` JSX elements, each inside the one before, the nth starting on line n. */
function nestedElements(depth: number): Root {
  let node: RootContent = { type: 'text', value: 'x' };
  for (let line = depth; line >= 1; line--) {
    node = { type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: [node as never], position: { start: { line, column: 3 }, end: { line, column: 9 } } };
  }
  return { type: 'root', children: [{ type: 'paragraph', children: [] }, node] };
}

const check = (tree: Root) => remarkJsxDepthLimit()(tree, new VFile({ data: { docsgen: createContext({ file: 'page.mdx', absFile: '/site/page.mdx', bodyLine: 5, routeOfFile: () => undefined }) } }));

describe('remarkJsxDepthLimit', () => {
  it('passes a tree whose elements nest up to the limit', () => {
    expect(() => check(nestedElements(100))).not.toThrow();
  });

  it('stops a deeper tree at its first element past the limit, naming how deep it goes, without recursing into it', () => {
    let caught: unknown;
    try {
      check(nestedElements(50_000));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContentError);
    expect((caught as ContentError).format()).toBe(
      'page.mdx:105:3: JSX elements nest 50000 deep, past the 100 levels a page may nest (here they go past it): nest them less deeply or split the content',
    );
  });
});
