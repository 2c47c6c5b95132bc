import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

describe('emoji shortcodes', () => {
  it('become their emoji in text, not in code, and unknown names stay as written', async () => {
    const { html } = await render('Done :tada: and :+1:, not :no_such_emoji: nor 10:30:00.\n\n`:tada:`\n\n```\n:tada:\n```\n');
    expect(html).toContain('<p>Done 🎉 and 👍, not :no_such_emoji: nor 10:30:00.</p>');
    expect(html).toContain('<p><code>:tada:</code></p>');
    expect(html.replace(/<[^>]+>/g, '')).toContain(':tada:Copy');
  });
});
