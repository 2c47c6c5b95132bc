import { describe, expect, it } from 'vitest';
import { firstMdxLine, pageFormat } from '../../../../cli/markdown/pageFormat.ts';

describe('a page format', () => {
  it('finds import lines and components outside code, and nothing in code or plain HTML', () => {
    expect(firstMdxLine('Text.\n\nimport Tabs from "@theme/Tabs";\n')).toEqual({ line: 3, what: 'a top-level `import` line' });
    expect(firstMdxLine('Text <Badge /> here.\n')).toEqual({ line: 1, what: 'the component <Badge>' });
    expect(firstMdxLine('```js\nimport x from "y";\n<Tabs>\n```\n\nA `<Tabs>` tag and <kbd>K</kbd>.\n')).toBeNull();
  });

  it('compiles .md pages by the dialect: always MDX, never, or by their content with a note at the line', () => {
    const dialect = (mdPages: 'markdown' | 'mdx' | 'auto') => ({ tool: 'markdown' as const, mdPages });
    expect(pageFormat('/a.mdx', 'x', 1, undefined)).toEqual({ mdx: true });
    expect(pageFormat('/a.md', 'import X from "x";', 1, undefined)).toEqual({ mdx: false });
    expect(pageFormat('/a.md', 'plain', 1, dialect('mdx'))).toEqual({ mdx: true });
    expect(pageFormat('/a.md', 'plain', 1, dialect('auto'))).toEqual({ mdx: false });
    expect(pageFormat('/a.md', 'Text\n\n<Tabs>\n</Tabs>\n', 4, dialect('auto'))).toEqual({
      mdx: true,
      detected: { line: 6, message: expect.stringMatching(/^compiled as MDX, as Docusaurus 3 compiles \.md pages: the page has the component <Tabs>/) },
    });
  });
});
