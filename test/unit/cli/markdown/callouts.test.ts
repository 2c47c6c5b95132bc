import { describe, expect, it } from 'vitest';
import { calloutTypes } from '../../../../cli/markdown/callouts.ts';
import { expectContentError, render } from './helpers.ts';

describe('callouts', () => {
  it('turns a ::: container into an aside with icon, optional title and content', async () => {
    const { html } = await render(':::warning Mind the **gap**\nFirst paragraph.\n\n- a list\n\n:::\n\nAfter.\n');
    expect(html).toMatch(
      /^<aside class="MuiCallout-root MuiCallout-warning" data-callout="warning"><svg class="MuiCallout-icon"[^>]*><path d="[^"]+"><\/path><\/svg><div class="MuiCallout-content">/,
    );
    expect(html).toContain('<p class="MuiCallout-title">Mind the <strong>gap</strong></p>');
    expect(html).toContain('<p>First paragraph.</p>');
    expect(html).toContain('<li>a list</li>');
    expect(html).toMatch(/<\/div><\/aside>\n<p>After\.<\/p>$/);
  });

  it('accepts the opener, content and closer in one paragraph, and no title', async () => {
    const { html } = await render(':::tip\nUse the `sx` prop.\n:::\n');
    expect(html).toContain('data-callout="tip"');
    expect(html).not.toContain('MuiCallout-title');
    expect(html).toContain('<p>Use the <code>sx</code> prop.</p>');
    expect(html).not.toContain(':::');
  });

  it('supports every callout type and nesting', async () => {
    for (const type of calloutTypes) {
      const { html } = await render(`:::${type}\nBody\n:::\n`);
      expect(html).toContain(`<aside class="MuiCallout-root MuiCallout-${type}" data-callout="${type}">`);
    }
    const { html } = await render(':::info\nOuter\n\n:::danger\nInner\n:::\n\nStill outer\n:::\n');
    expect(html.match(/<aside/g)).toHaveLength(2);
    expect(html).toMatch(/data-callout="info".*data-callout="danger".*Inner.*<\/aside>.*Still outer.*<\/aside>$/s);
  });

  it('turns GitHub alerts into the same aside, titled like GitHub', async () => {
    const { html } = await render(
      '> [!IMPORTANT]\n> Read this.\n>\n> Twice.\n\n> [!caution]\n> Careful.\n\n> Plain quote.\n',
    );
    expect(html).toContain(
      '<aside class="MuiCallout-root MuiCallout-important" data-callout="important"><svg class="MuiCallout-icon"',
    );
    expect(html).toContain('<p class="MuiCallout-title">Important</p>\n<p>Read this.</p>\n<p>Twice.</p>');
    expect(html).toContain('data-callout="caution"');
    expect(html).toContain('<blockquote>\n<p>Plain quote.</p>\n</blockquote>');
  });

  it('leaves a blockquote with an unknown [!TYPE] alone', async () => {
    const { html } = await render('> [!FOO]\n> Text.\n');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('[!FOO]');
  });

  it('shows an unknown ::: name as a neutral callout with its content, and warns at its line', async () => {
    const { html, warnings } = await render('Intro.\n\n:::foo Title\nText\n:::\n', { bodyLine: 3 });
    expect(html).toContain('<aside class="MuiCallout-root MuiCallout-neutral" data-callout="foo"><div class="MuiCallout-content">');
    expect(html).toContain('<p class="MuiCallout-title">Title</p>\n<p>Text</p>');
    expect(warnings).toEqual([expect.stringMatching(/usage\.md:5:1: unknown container ":::foo", shown as a plain box; docsgen styles :::note, :::tip/)]);
  });

  it('rejects a callout that is never closed, and a stray closer', async () => {
    await expectContentError(() => render('\n:::note\nText\n'), { line: 2, message: /":::note" is never closed/ });
    await expectContentError(() => render('Text\n\n:::\n'), { line: 3, message: /never opened/ });
  });
});
