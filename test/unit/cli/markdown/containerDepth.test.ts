import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { containerNesting } from '../../../../cli/markdown/containerDepth.ts';
import { parseMarkdown } from '../../../../cli/markdown/index.ts';

const CONTAINERS = new Set(['blockquote', 'listItem', 'footnoteDefinition']);

/** How deep containers nest in the parsed tree. */
function parsedDepth(node: Nodes): number {
  const below = 'children' in node ? Math.max(0, ...node.children.map(parsedDepth)) : 0;
  return below + (CONTAINERS.has(node.type) ? 1 : 0);
}

const ladder = (depth: number) => Array.from({ length: depth }, (_, d) => `${'  '.repeat(d)}- item ${d}`).join('\n');

describe('containerNesting', () => {
  it('counts the containers of each kind of line as the parser nests them', () => {
    for (const markdown of ['- a\n  - b\n    - c', '> - > - x', '1. 2) - + * x', '-\tx\n\t-\tx\n\t\t-\tx', '[^a]: [^b]: [^c]: x', '> a\nlazy\n> > b', '- a\n\n  - b\n\n    - c\n\nd']) {
      expect(containerNesting(markdown, 100).depth, markdown).toBe(parsedDepth(parseMarkdown(markdown)));
    }
  });

  it('finds where a page first nests past the limit, and how deep it goes', () => {
    expect(containerNesting(ladder(500), 100)).toMatchObject({ depth: 500, pastLimit: { line: 101, column: 201 } });
    expect(containerNesting(`intro\n\n${'- '.repeat(10_000)}x`, 100)).toMatchObject({ depth: 10_000, pastLimit: { line: 3, column: 201 } });
    expect(containerNesting(`${'> - '.repeat(5000)}x`, 100)).toMatchObject({ depth: 10_000, pastLimit: { line: 1, column: 201 } });
    expect(containerNesting(`${'> '.repeat(100)}x\r\n\r\n${'> '.repeat(101)}x`, 100)).toMatchObject({ depth: 101, pastLimit: { line: 3, column: 201 } });
    expect(containerNesting(ladder(100), 100)).toMatchObject({ depth: 100, pastLimit: null });
  });

  it('never counts fewer containers than the parser makes, whatever the lines', { timeout: 60_000 }, () => {
    const piece = fc.constantFrom('> ', '>', '- ', '-', '1. ', '2)', ' ', '  ', '    ', '\t', '* ', '+ ', '[^a]: ', 'x', '```', '~~~', '<div>', '---', '\r\n');
    const page = fc.array(fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')), { maxLength: 16 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(page, (markdown) => containerNesting(markdown, 100).depth >= parsedDepth(parseMarkdown(markdown))),
      { numRuns: 500, seed: 40 },
    );
  });

  it('keeps the bundled pages far below the limit', () => {
    const pages = path.resolve(import.meta.dirname, '../../../../content/pages');
    const files = fs.readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((name) => /\.mdx?$/.test(name));
    const deepest = Math.max(...files.map((name) => containerNesting(fs.readFileSync(path.join(pages, name), 'utf8'), 100).depth));
    expect(deepest).toBeLessThanOrEqual(10);
  });
});
