import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

describe('[[toc]]', () => {
  it("becomes the page's table of contents: its h2s with their h3s, linked by id", async () => {
    const { html } = await render('[[toc]]\n\n## First part\n\n### A detail\n\n## Second part\n\nText about [[toc]] stays.\n');
    expect(html).toMatch(
      /^<nav class="table-of-contents"><ul><li><a href="#first-part">First part<\/a><ul><li><a href="#a-detail">A detail<\/a><\/li><\/ul><\/li><li><a href="#second-part">Second part<\/a><\/li><\/ul><\/nav>/,
    );
    expect(html).toContain('<p>Text about [[toc]] stays.</p>');
  });

  it('is empty on a page without headings', async () => {
    expect((await render('[[toc]]\n\nJust text.\n')).html).toBe('<nav class="table-of-contents"></nav>\n<p>Just text.</p>');
  });
});
