import { describe, expect, it } from 'vitest';
import { contentErrorsIn } from '../../../../cli/errors.ts';
import { render } from './helpers.ts';

describe('container dialects', () => {
  it('renders VitePress ::: details as a collapsible <details> with its title as the summary', async () => {
    const { html } = await render('::: details Click to see the config\nSome **content**.\n:::\n\n:::details\nNo title.\n:::\n');
    expect(html).toContain(
      '<details class="MuiCallout-root MuiCallout-details" data-callout="details"><summary class="MuiCallout-title">Click to see the config</summary><div class="MuiCallout-content">\n<p>Some <strong>content</strong>.</p>\n</div></details>',
    );
    expect(html).toContain('<summary class="MuiCallout-title">Details</summary>');
  });

  it("styles MUI's :::error as danger and takes Starlight's :::note[title]", async () => {
    const { html, warnings } = await render(':::error\nBroken.\n:::\n\n:::note[Heads up]\nRead.\n:::\n');
    expect(html).toContain('<aside class="MuiCallout-root MuiCallout-danger" data-callout="error">');
    expect(html).toContain('<p class="MuiCallout-title">Heads up</p>');
    expect(warnings).toEqual([]);
  });

  it('renders ::: code-group with [label] blocks as a tab group', async () => {
    const { html } = await render('::: code-group\n```sh [npm]\nnpm install vitepress\n```\n```sh [pnpm]\npnpm add vitepress\n```\n:::\n');
    expect(html).toContain('data-code-tabs="code-group"');
    expect(html).toMatch(/<button[^>]*data-tab-value="npm"[^>]*>npm<\/button><button[^>]*data-tab-value="pnpm"/);
    expect(html).toMatch(/data-tab-value="npm"><div class="MuiCode-root" data-lang="sh"><pre[^>]*><code><span class="token function">npm<\/span> <span class="token function">install<\/span> vitepress/);
    expect(html).not.toContain('[npm]');
  });

  it('accepts a closer indented under a list item (CommonMark list continuation)', async () => {
    const { html } = await render(':::tip\n- first\n- second\n  :::\n\nAfter.\n');
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-tip"[^]*<li>second<\/li>\n<\/ul>\n<\/div><\/aside>\n<p>After\.<\/p>$/);
    expect(html).not.toContain(':::');
  });

  it('reports every problem of a page at once, each with its line, in source order', async () => {
    const caught = await render(':::tip\nOpen.\n\n{{"demo" "x"}}\n\n::: code-group\n```sh\nnpm i\n```\n:::\n').catch((error: unknown) => error);
    const errors = contentErrorsIn(caught) ?? [];
    expect(errors.map((e) => `${e.position?.line}: ${e.message}`)).toEqual([
      expect.stringMatching(/^1: ":::tip" is never closed/),
      expect.stringMatching(/^4: invalid demo JSON/),
      expect.stringMatching(/^7: each block in ":::code-group" needs a tab name/),
    ]);
  });
});
