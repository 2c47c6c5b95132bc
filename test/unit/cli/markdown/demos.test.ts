import { describe, expect, it } from 'vitest';
import { expectContentError, render } from './helpers.ts';

describe('demos', () => {
  it('renders a demo line through the docsgen-demo component and collects its name', async () => {
    const { html, demos } = await render(
      'Intro.\n\n{{"demo": "BasicButtons.tsx", "bg": true, "hideToolbar": true}}\n\n{{"demo": "Other.js"}}\n\n{{"demo": "BasicButtons.tsx"}}\n',
    );
    expect(html).toContain(
      '<div data-demo="BasicButtons.tsx" data-options="{&quot;bg&quot;:true,&quot;hideToolbar&quot;:true}"></div>',
    );
    expect(html).toContain('<div data-demo="Other.js" data-options="{}"></div>');
    expect(html).not.toContain('{{');
    expect(demos).toEqual(['BasicButtons.tsx', 'Other.js']);
  });

  it('leaves text that merely contains braces alone', async () => {
    const { html, demos } = await render('Use {{"demo": "X.tsx"}} inline.\n');
    expect(html).toBe('<p>Use {{&quot;demo&quot;: &quot;X.tsx&quot;}} inline.</p>');
    expect(demos).toEqual([]);
  });

  it('rejects invalid demo JSON at its line', async () => {
    await expectContentError(() => render('Intro.\n\n{{"demo": BasicButtons.tsx}}\n', { bodyLine: 4 }), {
      line: 6,
      column: 1,
      message: /^invalid demo JSON \(.+\); write it as \{\{"demo": "BasicButtons.tsx"\}\}$/,
    });
  });

  it('rejects a demo without a file name', async () => {
    await expectContentError(() => render('{{"bg": true}}\n'), { line: 1, message: /needs a "demo" key/ });
  });

  it('requires the demo renderer', async () => {
    await expectContentError(() => render('{{"demo": "A.tsx"}}\n', { components: {} }), {
      line: 1,
      message: /demos need the demo renderer/,
    });
  });

  it("leaves Vue's {{ expr }} interpolations as text: only a JSON object is a demo", async () => {
    const { html, demos } = await render('{{ 1 + 1 }}\n\nThe count is {{ count }}.\n\n{{ $frontmatter.title }}\n');
    expect(demos).toEqual([]);
    expect(html).toBe('<p>{{ 1 + 1 }}</p>\n<p>The count is {{ count }}.</p>\n<p>{{ $frontmatter.title }}</p>');
  });
});
