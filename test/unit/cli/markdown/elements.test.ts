import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

describe('plain elements', () => {
  it('wraps tables in a scroll container and keeps the table plain', async () => {
    const { html } = await render('| Prop | Type |\n| :-- | --: |\n| `sx` | object |\n');
    expect(html).toMatch(/^<div class="MuiTable-wrapper"><table><thead><tr><th style="text-align:left">Prop<\/th>/);
    expect(html).toMatch(/<\/table><\/div>$/);
  });

  it('lazy-loads images', async () => {
    const { html } = await render('![A cat](/static/cat.png "Cat")\n');
    expect(html).toBe('<p><img src="/static/cat.png" alt="A cat" title="Cat" loading="lazy"/></p>');
  });

  it('renders lists, task lists, blockquotes and emphasis as plain HTML', async () => {
    const { html } = await render('- [x] done\n- [ ] todo\n\n1. one\n\n> quote *em* ~~del~~\n');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done</li>');
    expect(html).toContain('<ol>\n<li>one</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>quote <em>em</em> <del>del</del></p>\n</blockquote>');
  });

  it('describes the page by its first top-level paragraph, after the title', async () => {
    const { description } = await render(
      '# Button\n\n:::info\nNot this.\n:::\n\nButtons let people *act*\nwith one tap.\n\nNot this either.\n',
    );
    expect(description).toBe('Buttons let people act with one tap.');
    expect((await render('## Only a heading\n')).description).toBeNull();
  });

  it('keeps per-page results separate when pages render concurrently', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, (_, n) => render(`# Page ${n}\n\n## Section ${n}\n`)));
    expect(pages.map((page) => [page.title, page.headingIds])).toEqual(
      Array.from({ length: 5 }, (_, n) => [`Page ${n}`, [`section-${n}`]]),
    );
  });
});
