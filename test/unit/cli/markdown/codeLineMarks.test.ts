import { describe, expect, it } from 'vitest';
import { lineMarksOf, markLines } from '../../../../cli/markdown/codeLineMarks.ts';
import { render } from './helpers.ts';

const classesOf = (marks: Map<number, Set<string>>) => Object.fromEntries([...marks].map(([line, classes]) => [line, [...classes]]));

describe('code line marks', () => {
  it('reads highlighted lines from the braces after the language or in the meta', () => {
    expect(classesOf(lineMarksOf('language-js{1,3-4}', 'a\nb\nc\nd\ne')!.marks)).toEqual({ 1: ['highlighted'], 3: ['highlighted'], 4: ['highlighted'] });
    expect(classesOf(lineMarksOf('language-ts {2}', 'a\nb')!.marks)).toEqual({ 2: ['highlighted'] });
    expect(lineMarksOf('language-ts title="x.ts"', 'a\nb')).toBeNull();
  });

  it('takes [!code …] notations out of the code and marks their lines', () => {
    const marked = lineMarksOf('language-js', "const a = 1; // [!code --]\nconst a = 2; // [!code ++]\nrun(); // [!code focus:2]\nstop();\n# [!code warning]")!;
    expect(marked.code).toBe('const a = 1;\nconst a = 2;\nrun();\nstop();\n');
    expect(classesOf(marked.marks)).toEqual({ 1: ['diff', 'remove'], 2: ['diff', 'add'], 3: ['focused'], 4: ['focused'], 5: ['highlighted', 'warning'] });
  });

  it('takes Docusaurus magic comment lines out of the code and highlights the lines they name', () => {
    const code = [
      'import a from "a";',
      '// highlight-next-line',
      'const b = 1;',
      '{/* highlight-start */}',
      '<Button />',
      '<Link />',
      '{/* highlight-end */}',
      '# highlight-next-line',
      'npm run build',
      '<!-- highlight-next-line -->',
      '<p>x</p>',
      'const note = "// highlight-next-line";',
    ].join('\n');
    const marked = lineMarksOf('language-jsx', code)!;
    expect(marked.code).toBe('import a from "a";\nconst b = 1;\n<Button />\n<Link />\nnpm run build\n<p>x</p>\nconst note = "// highlight-next-line";');
    expect(classesOf(marked.marks)).toEqual({ 2: ['highlighted'], 3: ['highlighted'], 4: ['highlighted'], 5: ['highlighted'], 6: ['highlighted'] });
  });

  it('leaves magic comments as written in a block with line numbers in braces, as Docusaurus does', () => {
    const marked = lineMarksOf('language-js {1}', 'a();\n// highlight-next-line\nb();')!;
    expect(marked.code).toBe('a();\n// highlight-next-line\nb();');
    expect(classesOf(marked.marks)).toEqual({ 1: ['highlighted'] });
  });

  it('cuts highlighted HTML into lines, closing and reopening a token that spans lines', () => {
    const html = markLines('<span class="token comment">/* a\nb */</span>\nx', new Map([[2, new Set(['highlighted'])]]));
    expect(html).toBe(
      '<span class="line"><span class="token comment">/* a</span></span>\n<span class="line highlighted"><span class="token comment">b */</span></span>\n<span class="line">x</span>',
    );
  });

  it('renders marked lines in a fenced block, and leaves unmarked blocks as they were', async () => {
    const { html } = await render('```js{2}\nlet a = 1;\nlet b = 2; // [!code focus]\n```\n\n```js\nlet c = 3;\n```\n');
    expect(html).toContain('<pre class="has-marked-lines has-focused-lines language-javascript" tabindex="0"><code><span class="line">');
    expect(html).toMatch(/<span class="line highlighted focused"><span class="token keyword">let<\/span> b/);
    expect(html).not.toContain('[!code');
    expect(html).toContain('<pre class="language-javascript" tabindex="0"><code><span class="token keyword">let</span> c');
  });
});
