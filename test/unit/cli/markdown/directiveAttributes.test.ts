import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

describe('container attributes', () => {
  it('takes {…} off an opener with or without a title, so it is neither the title nor text', async () => {
    const { html } = await render(':::tip{icon="heart"}\nFirst.\n:::\n\n:::caution[Mind the step]{icon="warning"}\nSecond.\n:::\n');
    expect(html).not.toContain('{icon');
    expect(html).not.toContain('heart');
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-tip" data-callout="tip">.*<div class="MuiCallout-content">\n<p>First\.<\/p>/s);
    expect(html).toContain('<p class="MuiCallout-title">Mind the step</p>\n<p>Second.</p>');
  });

  it('leaves braces elsewhere alone', async () => {
    const { html } = await render('Set {a: 1} here.\n\n:::note\nKeep {this} text.\n:::\n');
    expect(html).toContain('<p>Set {a: 1} here.</p>');
    expect(html).toContain('<p>Keep {this} text.</p>');
  });
});
