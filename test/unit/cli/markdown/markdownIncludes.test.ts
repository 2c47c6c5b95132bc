import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentErrorsIn } from '../../../../cli/errors.ts';
import { render } from './helpers.ts';

let site: string;
let page: { file: string; absFile: string; pagesDir: string };

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
}

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-includes-'));
  const pagesDir = path.join(site, 'pages');
  write('pages/shared/setup.md', '---\ntitle: Not shown\n---\nInstall the kit first.\n\n### Settings\n\nSee [the options](./options.md) and ![diagram](./flow.png).\n');
  write('pages/shared/parts.md', '<!-- #region steps -->\n1. Open\n2. Edit\n3. Save\n<!-- #endregion steps -->\n\n## Only This Part {#only}\n\nInside the part.\n\n### Still inside\n\nDeeper.\n\n## Next part\n\nOutside.\n');
  write('pages/shared/outer.md', 'Outer text.\n\n<!--@include: ./inner.md-->\n');
  write('pages/shared/inner.md', 'Inner text.\n');
  write('pages/code/add.js', 'export function add(a, b) {\n  return a + b;\n}\n');
  page = { file: 'pages/guide/intro.md', absFile: path.join(pagesDir, 'guide', 'intro.md'), pagesDir };
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

async function problemsOf(markdown: string): Promise<string[]> {
  return render(markdown, page).then(
    () => [],
    (error: unknown) => contentErrorsIn(error)!.map((e) => `${e.position?.line}: ${e.message}`),
  );
}

describe('Markdown includes', () => {
  it('replaces the directive with the file, front matter left out, its relative links rebased to the page', async () => {
    const { html, sourceFiles, brokenLinks } = await render('# Intro\n\n## Basics\n<!--@include: ../shared/setup.md-->\nAfter.\n', page);
    expect(html).toContain('<p>Install the kit first.</p>');
    expect(html).toContain('<h3 id="settings">');
    expect(html).not.toContain('Not shown');
    expect(html).toMatch(/<p>After\.<\/p>$/);
    expect(sourceFiles).toEqual([path.join(page.pagesDir, 'shared', 'setup.md')]);
    // Neither target exists: both are reported at the directive's line, named from the page.
    expect(brokenLinks.map((link) => `${link.position?.line}: ${link.message}`)).toEqual([
      expect.stringMatching(/^4: .*\.\.\/shared\/options\.md/),
      expect.stringMatching(/^4: .*pages\/shared\/flow\.png/),
    ]);
  });

  it('takes a region, a heading section by id, a line range, and includes nested in included files', async () => {
    const { html } = await render(
      '<!--@include: @/shared/parts.md#steps{2,}-->\n\n<!--@include: @/shared/parts.md#only-->\n\n<!--@include: @/shared/outer.md-->\n',
      page,
    );
    expect(html).toContain('<ol start="2">\n<li>Edit</li>\n<li>Save</li>\n</ol>');
    expect(html).not.toContain('Open');
    expect(html).toContain('<p>Inside the part.</p>');
    expect(html).toContain('Deeper.');
    expect(html).not.toContain('Outside.');
    expect(html).toContain('<p>Outer text.</p>\n<p>Inner text.</p>');
  });

  it('includes code files inside a fence', async () => {
    const { html } = await render('```js\n<!--@include: @/code/add.js{2,2}-->\n```\n', page);
    expect(html.replace(/<[^>]+>/g, '')).toContain('  return a + b;Copy');
  });

  it('reports a missing file, region or range at the directive, and keeps later lines at their own numbers', async () => {
    expect(
      await problemsOf('<!--@include: ../shared/gone.md-->\n\n<!--@include: @/shared/parts.md#nowhere-->\n\n<!--@include: @/shared/inner.md{3,9}-->\n\n<!--@include: @/shared/setup.md-->\n\n:::tip\n'),
    ).toEqual([
      '1: the included file pages/shared/gone.md does not exist',
      '3: the included file pages/shared/parts.md has no region or heading "nowhere"',
      '5: the line range {3,9} is outside the 2 lines included from pages/shared/inner.md',
      '9: ":::tip" is never closed; add a line with ::: after the callout content',
    ]);
  });

  it('leaves a cycle as written, with a warning', async () => {
    write('pages/guide/loop.md', 'Looping.\n\n<!--@include: ./intro.md-->\n');
    const { html, warnings } = await render('<!--@include: ./loop.md-->\n', page);
    expect(html).toContain('<p>Looping.</p>');
    expect(warnings).toEqual([expect.stringContaining('intro.md:1:1: "./intro.md" includes a file that includes this one')]);
  });
});
