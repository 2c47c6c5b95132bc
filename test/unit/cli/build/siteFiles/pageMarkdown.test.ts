import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../../../../../cli/build/siteFiles/pageMarkdown.ts';

// By the line of the body that references the demo.
const demos = new Map([[9, [{ ts: 'export default function BasicButtons() {\n  return <Button />;\n}\n' }]]]);

describe('pageMarkdown', () => {
  it('writes the title and description, drops front matter and the h1, inlines demo sources', () => {
    const body = '---\ntitle: Button\n---\n\n# Button\n\nButtons allow users to act.\n\n{{"demo": "BasicButtons.tsx", "bg": true}}\n\nAfter.\n';
    expect(pageMarkdown({ title: 'Button', description: 'Buttons  allow\nusers.', body, demos })).toBe(
      [
        '# Button',
        '',
        '> Buttons allow users.',
        '',
        'Buttons allow users to act.',
        '',
        'Demo: `BasicButtons.tsx`',
        '',
        '```tsx',
        'export default function BasicButtons() {',
        '  return <Button />;',
        '}',
        '```',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('turns callouts into blockquotes and code tabs into consecutive fences', () => {
    const body = [
      ':::tip Good to know',
      'Use the `sx` prop.',
      '',
      '- a list',
      ':::',
      '',
      ':::warning',
      'Careful.',
      ':::',
      '',
      ':::code-tabs install',
      '```bash title="npm"',
      'npm install @mui/material',
      '```',
      '```bash title="pnpm"',
      'pnpm add @mui/material',
      '```',
      ':::',
    ].join('\n');
    expect(pageMarkdown({ title: 'T', body, demos: new Map() })).toBe(
      [
        '# T',
        '',
        '> **Tip:** Good to know',
        '>',
        '> Use the `sx` prop.',
        '>',
        '> - a list',
        '',
        '> **Warning:**',
        '>',
        '> Careful.',
        '',
        '```bash title="npm"',
        'npm install @mui/material',
        '```',
        '```bash title="pnpm"',
        'pnpm add @mui/material',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('leaves demo and callout syntax inside fenced code alone, and fences sources that contain fences', () => {
    const body = '````md\n{{"demo": "Missing.tsx"}}\n:::tip\n````\n\n{{"demo": "Doc.tsx"}}\n';
    const doc = new Map([[6, [{ ts: '/**\n```js\nx\n```\n*/' }]]]);
    const md = pageMarkdown({ title: 'T', body, demos: doc });
    expect(md).toContain('````md\n{{"demo": "Missing.tsx"}}\n:::tip\n````');
    expect(md).toContain('````tsx\n/**\n```js\nx\n```\n*/\n````');
  });

  it('writes each styling variant of a demo with its stylesheets', () => {
    const variants = new Map([
      [
        1,
        [
          { styling: 'MUI System', ts: 'export default A;\n' },
          { styling: 'CSS', ts: "import './styles.css';\nexport default B;\n", stylesheets: [{ name: 'styles.css', css: '.b { color: red; }\n' }] },
        ],
      ],
    ]);
    expect(pageMarkdown({ title: 'T', body: '{{"demo": "Buttons"}}\n', demos: variants })).toBe(
      [
        '# T',
        '',
        'Demo: `Buttons` (MUI System)',
        '',
        '```tsx',
        'export default A;',
        '```',
        '',
        'Demo: `Buttons` (CSS)',
        '',
        '```tsx',
        "import './styles.css';",
        'export default B;',
        '```',
        '',
        '`styles.css`:',
        '',
        '```css',
        '.b { color: red; }',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('serves the API Markdown for API pages', () => {
    const apiMarkdown = '# Button API\n\nAPI reference docs.\n';
    expect(pageMarkdown({ title: 'Button API', body: '', demos: new Map(), apiMarkdown })).toBe(apiMarkdown);
  });

  it('keeps a line that only looks like a demo reference as written: indented code, HTML', () => {
    const body = 'Written as:\n\n    {{"demo": "Nope.tsx"}}\n\n<!--\n{{"demo": "Old.tsx"}}\n-->\n';
    expect(pageMarkdown({ title: 'T', body, demos: new Map() })).toBe(`# T\n\n${body.trimEnd()}\n`);
  });
});
