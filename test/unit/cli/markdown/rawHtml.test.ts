import { describe, expect, it } from 'vitest';
import { expectContentError, render } from './helpers.ts';

describe('raw HTML', () => {
  it('keeps block and inline HTML, parsed into elements, with Markdown between the tags', async () => {
    const { html, warnings, description } = await render(
      '<p class="description">Buttons let users act.</p>\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>.<br>Next line.\n\n<details>\n<summary>More</summary>\n\nSome *Markdown*.\n\n</details>\n\n<!-- editor note -->\n',
    );
    expect(html).toContain('<p class="description">Buttons let users act.</p>');
    expect(html).toContain('<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.<br/>Next line.</p>');
    expect(html).toContain('<details>\n<summary>More</summary>\n<p>Some <em>Markdown</em>.</p>\n</details>');
    expect(html).not.toContain('editor note');
    expect(warnings).toEqual([]);
    expect(description).toBe('Buttons let users act.');
  });

  it('keeps every code block\'s title and highlighted lines on a page with raw HTML', async () => {
    const fence = '```js title="hello.js" {2}\nconst a = 1;\nconst b = 2;\n```\n';
    const plain = await render(`Press Ctrl.\n\n${fence}`);
    const withHtml = await render(`Press <kbd>Ctrl</kbd>.\n\n${fence}`);
    for (const { html } of [plain, withHtml]) {
      expect(html).toContain('hello.js');
      expect(html.match(/class="line highlighted"/g)).toHaveLength(1);
      expect(html).not.toContain('data-docsgen-meta');
    }
  });

  it('renders media elements with their attributes, style strings included', async () => {
    const { html } = await render('<video src="https://example.com/a.mp4" controls muted width="320"></video>\n\n<div style="text-align: center; color: red">x</div>\n');
    expect(html).toContain('<video src="https://example.com/a.mp4" controls="" muted="" width="320"></video>');
    expect(html).toContain('<div style="text-align:center;color:red">x</div>');
  });

  it('checks links and ids inside raw HTML like Markdown ones', async () => {
    const { links, headingIds } = await render('<a href="/material-ui/react-button/#x">b</a>\n\n<h2 id="old">Old</h2>\n', { bodyLine: 4 });
    expect(links).toEqual([{ href: '/material-ui/react-button/#x', line: 4, column: 1 }]);
    expect(headingIds).toEqual(['old']);
  });

  it('warns with file:line about an unclosed element, a closed void element and a self-closed one', async () => {
    const { warnings, html } = await render('Intro.\n\n<div class="box">\n\nText\n\n<img src="https://example.com/a.png"></img>\n\n<span/>\n', { bodyLine: 2 });
    expect(warnings).toEqual([
      expect.stringMatching(/usage\.md:8:38: <\/img> closes a void element/),
      expect.stringMatching(/usage\.md:10:1: <span \/> is not self-closing in HTML/),
      expect.stringMatching(/usage\.md:4:1: <div> is never closed/),
    ]);
    expect(html).toContain('<div class="box">');
  });

  it('drops inline event handlers with a warning', async () => {
    const { html, warnings } = await render('<button onclick="alert(1)">Hi</button>\n');
    expect(html).toBe('<p><button>Hi</button></p>');
    expect(warnings).toEqual([expect.stringMatching(/usage\.md:1:1: the onclick attribute of <button> was left out/)]);
  });

  it('keeps a script a browser runs, with a warning at its line', async () => {
    const { html, warnings } = await render('Intro.\n\n<script>if (a < b) console.log("<b>")</script>\n\nInline <script type="module" src="/x.js"></script> too.\n', { bodyLine: 3 });
    expect(html).toContain('<script>if (a < b) console.log("<b>")</script>');
    expect(html).toContain('<script type="module" src="/x.js"></script>');
    expect(warnings).toEqual([
      expect.stringMatching(/usage\.md:5:1: raw <script> in Markdown runs in readers' browsers; it is kept as written\. If it is meant to, set markdown: \{ allowScripts: true \}/),
      expect.stringMatching(/usage\.md:7:8: raw <script> in Markdown runs/),
    ]);
  });

  it('says nothing of data blocks, whose markup inside is text, nor of scripts the site allows', async () => {
    const jsonLd = '<script type="application/ld+json">{"name": "<b>Docs</b>"}</script>\n';
    expect((await render(jsonLd)).warnings).toEqual([]);
    const allowed = await render('<script>window.answer = 42;</script>\n', { allowScripts: true });
    expect(allowed.warnings).toEqual([]);
    expect(allowed.html).toBe('<script>window.answer = 42;</script>');
  });

  it('refuses HTML elements nested past the limit at the tag that goes past it, before parsing them', async () => {
    const deep = /^HTML elements nest 5000 deep, past the 100 levels a page may nest/;
    await expectContentError(() => render(`Intro.\n\n${'<div>\n'.repeat(5000)}x\n`, { bodyLine: 6 }), { line: 108, column: 1, message: deep });
    await expectContentError(() => render(`${'<section><div>'.repeat(2500)}x`), { line: 1, column: 701, message: deep });
    // Written `<div />`, an element stays open in HTML.
    await expectContentError(() => render(`${'<div />'.repeat(5000)}x`), { line: 1, column: 701, message: deep });
  });

  it('counts neither elements HTML closes at their next sibling nor self-closed ones inside SVG', async () => {
    const items = `<ul>\n${'<li>item\n'.repeat(300)}</ul>\n\n<p>${'<p>para '.repeat(300)}\n\n<svg>${'<path d="M0 0" />'.repeat(300)}</svg>\n`;
    const { html } = await render(items);
    expect(html.match(/<li>/g)).toHaveLength(300);
    expect(html.match(/<path/g)).toHaveLength(300);
    const { html: nested } = await render(`${'<div>'.repeat(100)}x${'</div>'.repeat(100)}\n`);
    expect(nested.match(/<div>/g)).toHaveLength(100);
  });
});

