import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSnippetImport } from '../../../../cli/markdown/snippetImports.ts';
import { expectContentError, render } from './helpers.ts';

let site: string;
let page: { file: string; absFile: string; pagesDir: string };

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-snippets-'));
  const pagesDir = path.join(site, 'pages');
  fs.mkdirSync(path.join(pagesDir, 'guide'), { recursive: true });
  fs.mkdirSync(path.join(pagesDir, 'code'), { recursive: true });
  fs.writeFileSync(path.join(pagesDir, 'code', 'greet.ts'), 'export function greet(name: string) {\n  return `Hi ${name}`;\n}\n');
  fs.writeFileSync(
    path.join(pagesDir, 'code', 'setup.js'),
    'import { start } from "./app";\n\nfunction boot() {\n  // #region boot-call\n  start({ verbose: true });\n  // #endregion boot-call\n}\n\n// #region boot-call\nboot();\n// #endregion boot-call\n',
  );
  page = { file: 'pages/guide/intro.md', absFile: path.join(pagesDir, 'guide', 'intro.md'), pagesDir };
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('snippet imports', () => {
  it('reads the parts of an import line from the right', () => {
    expect(parseSnippetImport('@/snippets/a b.js#setup{1,2 ts:line-numbers} [Setup file]')).toEqual({
      path: '@/snippets/a b.js',
      region: 'setup',
      lines: '1,2',
      lang: 'ts',
      options: ':line-numbers',
      title: 'Setup file',
    });
    expect(parseSnippetImport('../code/x.cs{c#}')).toMatchObject({ path: '../code/x.cs', region: null, lines: null, lang: 'c#', title: 'x.cs' });
    expect(parseSnippetImport('./x.py{ 1, 3-4 }')).toMatchObject({ lines: '1,3-4', lang: 'py' });
  });

  it('shows a whole file as a highlighted block, from the pages folder with @ or relative to the page', async () => {
    const { html, sourceFiles } = await render('Before.\n<<< @/code/greet.ts\n\n<<< ../code/greet.ts\n', page);
    expect(html.match(/data-lang="ts"><pre class="language-typescript"/g)).toHaveLength(2);
    expect(html).toContain('<span class="token function">greet</span>');
    expect(html).toMatch(/^<p>Before\.<\/p>/);
    expect(sourceFiles).toEqual([path.join(page.pagesDir, 'code', 'greet.ts')]);
  });

  it('shows every part of a named region, dedented and without its markers', async () => {
    const { html } = await render('<<< @/code/setup.js#boot-call\n', page);
    const code = html.replace(/<[^>]+>/g, '');
    expect(code).toContain('start({ verbose: true });\nboot();Copy');
    expect(code).not.toContain('region');
    expect(code).not.toContain('import');
  });

  it('names the tabs of a code group by the bracketed title or the file name', async () => {
    const { html } = await render('::: code-group\n<<< @/code/greet.ts\n<<< @/code/setup.js#boot-call{2 js} [Boot]\n:::\n', page);
    expect(html).toContain('data-tab-value="greet.ts">greet.ts</button>');
    expect(html).toContain('data-tab-value="Boot">Boot</button>');
  });

  it('fails at the line of a missing file or region', async () => {
    await expectContentError(() => render('Intro.\n\n<<< @/code/gone.ts\n', page), { line: 3, message: /the imported snippet pages\/code\/gone\.ts does not exist/ });
    await expectContentError(() => render('<<< @/code/setup.js#nothing\n', page), {
      line: 1,
      message: /pages\/code\/setup\.js has no region "nothing"/,
    });
  });
});
