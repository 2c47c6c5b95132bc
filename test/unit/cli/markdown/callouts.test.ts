import { describe, expect, it } from 'vitest';
import { contentErrorsIn } from '../../../../cli/errors.ts';
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

  it('nests containers by colon count: a container closes at a line of at least as many colons as opened it', async () => {
    const { html, warnings } = await render(
      ':::: warning Outer box\nBefore the inner one.\n\n::: details Inner box\n```js\nlet x = 1;\n```\n:::\nAfter the inner one.\n::::\n\nOutside.\n',
    );
    expect(warnings).toEqual([]);
    expect(html).toMatch(
      /data-callout="warning".*Outer box.*Before the inner one.*<details[^>]*data-callout="details"><summary[^>]*>Inner box<\/summary>.*let.*<\/details>\n<p>After the inner one\.<\/p>\n<\/div><\/aside>\n<p>Outside\.<\/p>$/s,
    );
    expect(html).not.toContain(':::');
  });

  it('ends an inner container left open with the outer one, with a warning naming it', async () => {
    const { html, warnings } = await render(':::: info\n::: tip\nInner.\n::::\n\nAfter.\n');
    expect(html).toMatch(/data-callout="info".*data-callout="tip".*Inner\..*<\/aside>.*<\/aside>\n<p>After\.<\/p>$/s);
    expect(warnings).toEqual([expect.stringMatching(/usage\.md:2:1: ":::tip" has no closing line of its own/)]);
  });

  it('rejects a closer shorter than the container it would close', async () => {
    const errors = await render(':::: info\nText\n:::\n').then(
      () => [],
      (error: unknown) => contentErrorsIn(error)?.map((e) => `${e.position?.line}: ${e.message}`),
    );
    expect(errors).toEqual([
      '1: ":::: info" is never closed; add a line with :::: after the callout content',
      '3: ":::" is too short to close ":::: info", opened with ::::; a container closes at a line of at least as many colons as opened it',
    ]);
  });

  it('points at a closer written at the end of a line of text', async () => {
    await expectContentError(() => render('Intro.\n\n::: warning\nMind this.\nAnd this.:::\n\nAfter.\n'), {
      line: 3,
      message: /":::warning" is never closed; add a line with ::: after the callout content \(the ":::" ending line 5 does not close it: a closing line holds only colons\)$/,
    });
  });

  it('reads the {open} and {no-title} attributes after a title', async () => {
    const { html } = await render('::: details Show me {open}\nHidden.\n:::\n\n::: tip Ignored title {no-title}\nTip.\n:::\n');
    expect(html).toContain('data-callout="details" open=""><summary class="MuiCallout-title">Show me</summary>');
    expect(html).toContain('<aside class="MuiCallout-root MuiCallout-tip" data-callout="tip"><svg');
    expect(html).not.toContain('Ignored title');
    expect(html).not.toContain('{');
  });

  it('renders raw and v-pre as a plain wrapper, with interpolations shown as written', async () => {
    const { html, warnings } = await render('::: v-pre\n{{ shown as written }}\n:::\n\n::: raw\nIsolated.\n:::\n');
    expect(html).toBe('<div data-container="v-pre">\n<p>{{ shown as written }}</p>\n</div>\n<div data-container="raw">\n<p>Isolated.</p>\n</div>');
    expect(warnings).toEqual([]);
  });
});
