import { describe, expect, it } from 'vitest';
import { jsxNesting } from '../../../../cli/markdown/jsxDepth.ts';

describe('jsxNesting', () => {
  it('counts elements opened and not yet closed, self-closing tags and fragments as MDX reads them', () => {
    expect(jsxNesting('<Box sx={{ p: 2 }}>\n  <Stack>\n    <Button variant="a>b" />\n    <>\n      text <b>bold</b>\n    </>\n  </Stack>\n</Box>\n', 100).depth).toBe(4);
    // An element in an attribute's expression is a value of the attribute, not a child in the tree.
    expect(jsxNesting('<Card\n  title="x"\n  footer={<Link href="/a">a</Link>}\n>\n  body <b>bold</b>\n</Card>\n', 100).depth).toBe(2);
  });

  it('reads no tags in fenced code or code spans', () => {
    const text = `\`\`\`html\n${'<div>\n'.repeat(200)}\`\`\`\n\n> ~~~\n> ${'<div>'.repeat(200)}\n> ~~~\n\nUse \`${'<div>'.repeat(200)}\` or \`\`<div>\`\`.\n\n<Alert>done</Alert>\n`;
    expect(jsxNesting(text, 100)).toEqual({ depth: 1, pastLimit: null });
  });

  it('finds the first tag past the limit and the deepest nesting', () => {
    expect(jsxNesting(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`, 100)).toEqual({ depth: 5000, pastLimit: { line: 1, column: 501 } });
    expect(jsxNesting(`intro\n\n${'<div>\n'.repeat(5000)}x`, 100)).toEqual({ depth: 5000, pastLimit: { line: 103, column: 1 } });
    expect(jsxNesting(`${'<div>'.repeat(100)}x${'</div>'.repeat(100)}\n\n`.repeat(50), 100)).toEqual({ depth: 100, pastLimit: null });
  });
});
