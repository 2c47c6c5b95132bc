import { describe, expect, it } from 'vitest';
import { pagesDir, render } from './helpers.ts';

describe('links', () => {
  it('rewrites relative .md links to routes, keeping the hash', async () => {
    const { html } = await render(
      'See [install](./installation.md), [button](../react-button.md#basic-button) and [custom](../customization/index.md?x=1#theme).\n',
    );
    expect(html).toContain('<a href="/material-ui/getting-started/installation/">install</a>');
    expect(html).toContain('<a href="/material-ui/react-button/#basic-button">button</a>');
    expect(html).toContain('<a href="/material-ui/customization/?x=1#theme">custom</a>');
  });

  it('rewrites reference-style links through their definition', async () => {
    const { html, links } = await render('Read [the guide][guide].\n\n[guide]: ../react-button.md\n');
    expect(html).toContain('<a href="/material-ui/react-button/">the guide</a>');
    expect(links).toEqual([{ href: '/material-ui/react-button/', line: 1, column: 6 }]);
  });

  it('collects internal links after rewriting, with file positions', async () => {
    const body =
      'Intro.\n\nGo [home](/) or [up](#usage).\n\n- [Button](../react-button.md)\n- [External](https://mui.com/)\n- [relative](./image.png)\n';
    const { links } = await render(body, { bodyLine: 4 });
    expect(links).toEqual([
      { href: '/', line: 6, column: 4 },
      { href: '#usage', line: 6, column: 17 },
      { href: '/material-ui/react-button/', line: 8, column: 3 },
    ]);
  });

  it('reports a .md link to a file that is not a page as a broken link, at its file line and column', async () => {
    const { brokenLinks } = await render('Text\n\nSee [missing](./missing.md#x).\n', { bodyLine: 10 });
    expect(brokenLinks).toEqual([
      {
        file: 'content/pages/material-ui/getting-started/usage.md',
        position: { line: 12, column: 5 },
        message: expect.stringMatching(/link to "\.\/missing\.md#x" points at .*missing\.md, which is not a page of this site/),
      },
    ]);
  });

  it('resolves root-absolute .md links from the pages folder and .html links to the page they name', async () => {
    const { html, links } = await render('[a](/material-ui/react-button.md#props) [b](/material-ui/customization/index.html) [c](../react-button.html) [d](/static/file.html)\n', {
      pagesDir,
    });
    expect(html).toContain('<a href="/material-ui/react-button/#props">a</a>');
    expect(html).toContain('<a href="/material-ui/customization/">b</a>');
    expect(html).toContain('<a href="/material-ui/react-button/">c</a>');
    expect(html).toContain('<a href="/static/file.html">d</a>');
    expect(links.map((link) => link.href)).toEqual(['/material-ui/react-button/#props', '/material-ui/customization/', '/material-ui/react-button/', '/static/file.html']);
  });

  it('marks external links rel="noopener" and keeps them in the same tab', async () => {
    const { html } = await render('[MUI](https://mui.com/) and <https://github.com/mui>\n');
    expect(html).toContain('<a href="https://mui.com/" rel="noopener">MUI</a>');
    expect(html).toContain('<a href="https://github.com/mui" rel="noopener">https://github.com/mui</a>');
    expect(html).not.toContain('target=');
  });

  it('does not collect generated footnote links or heading anchors', async () => {
    const { links } = await render('## Title\n\nA claim[^1].\n\n[^1]: Source.\n');
    expect(links).toEqual([]);
  });
});
