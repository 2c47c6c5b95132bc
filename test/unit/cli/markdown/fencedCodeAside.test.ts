import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmFeatures } from '../../../../cli/markdown/gfmFeatures.ts';
import { parseWithCodeAside } from '../../../../cli/markdown/fencedCodeAside.ts';
import { assembledPage } from '../../../fuzz/markdownArbitraries.ts';

const parser = unified().use(remarkParse).use(remarkGfmFeatures).freeze();
const parse = (markdown: string) => parser.parse(markdown);

/** What the parser was given: the page itself, or the page with code set aside. */
function parsedText(markdown: string): string {
  let given = '';
  parseWithCodeAside(markdown, (text) => {
    given = text;
    return parse(text);
  });
  return given;
}

const TRICKY = [
  'Intro\n\n```ts\nconst a = 1;\n\n## not a heading\n```\n\n## Heading\n\nAfter [x].\n\n```\n| not | a |\n| - | - |\n```\n\n[x]: /x\n',
  '```js title="a.js"\n\tindented with a tab\n```\n\n~~~\n```\nfence inside\n```\n~~~\n\ntext',
  '````md\n```\ninner\n```\n````\n\n```\nunclosed',
  'text\n```\ncode right after a paragraph\n```\n',
  '- item\n\n  ```\n  in a list\n  ```\n\n```\ntop\n```\n',
  '<div>\n\n```\ncode\n```\n\n</div>\n\n<!--\n\n```\nin a comment\n```\n\n-->\n',
  '> quote\n\n```\nafter a quote\n```\n\n    ```\n    indented code\n',
  '```\n```\n\n```js `bad info`\nnot a fence\n```\n',
  '# Title\r\n\r\n```\r\ncrlf\r\n```\r\n',
];

describe('parseWithCodeAside', () => {
  it('gives the tree of a plain parse, positions included', () => {
    for (const markdown of TRICKY) expect(parseWithCodeAside(markdown, parse), markdown).toEqual(parse(markdown));
  });

  it('sets the content of top-level fences aside, keeping the fences', () => {
    expect(parsedText('Intro\n\n```ts\nconst a = 1;\nconst b = 2;\n```\n\nEnd\n')).toBe('Intro\n\n```ts\n```\n\nEnd\n');
  });

  it('parses a page as it is when a fence or HTML block makes the bounds doubtful', () => {
    for (const markdown of ['text\n```\ncode\n```\n', '- a\n\n  ```\n  b\n  ```\n', '<!--\n\n```\nc\n```\n', '```\nunclosed\n', 'a\r\n\r\n```\r\nb\r\n```\r\n']) {
      expect(parsedText(markdown), markdown).toBe(markdown);
    }
  });

  it('gives the tree of a plain parse for every page of the bundled site', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../../../../content/pages');
    const files = fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(100);
    let setAside = 0;
    for (const file of files) {
      const markdown = fs.readFileSync(path.join(pagesDir, file), 'utf8');
      if (parsedText(markdown) !== markdown) setAside += 1;
      expect(parseWithCodeAside(markdown, parse), file).toEqual(parse(markdown));
    }
    // The comparison means something only if many pages take the shortened parse.
    expect(setAside).toBeGreaterThan(files.length / 4);
  }, 60_000);

  it('gives the tree of a plain parse for assembled hostile pages', () => {
    fc.assert(
      fc.property(assembledPage, (bytes) => {
        const markdown = bytes.toString('utf8');
        expect(parseWithCodeAside(markdown, parse)).toEqual(parse(markdown));
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
