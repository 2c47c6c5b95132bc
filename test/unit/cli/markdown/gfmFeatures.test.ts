import fs from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { gfmFeaturesIn, remarkGfmFeatures } from '../../../../cli/markdown/gfmFeatures.ts';

const fullGfm = unified().use(remarkParse).use(remarkGfm).freeze();

/** The tree the page's own feature subset gives, next to the one full GFM gives. */
function parseBoth(markdown: string) {
  const subset = unified().use(remarkParse).use(remarkGfmFeatures, gfmFeaturesIn(markdown)).freeze();
  return { subset: subset.parse(markdown), full: fullGfm.parse(markdown) };
}

const TRICKY = [
  'Write to hello@example.com or visit www.example.com and https://example.com/path.',
  'Encoded: hello&#64;example.com, www&period;example.com, http&colon;//example.com',
  'Mail me at SUPPORT@Example.ORG today; WWW.EXAMPLE.COM shouts; HTTPS://EXAMPLE.COM too.',
  'Packages like @mui/material and @emotion/react are not addresses: `npm i @mui/material`.',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'One column:\n\n| a |\n| - |\n| 1 |',
  '~~gone~~ and ~one~ tilde',
  'A note[^1].\n\n[^1]: The note.',
  '- [ ] todo\n- [x] done',
  '```js\nconst url = "https://example.com";\n```\n\nplain text after code',
  'No GFM at all: *emphasis*, `code`, [a link](/page/).',
];

describe('GFM features by page', () => {
  it('finds the constructs a page may use', () => {
    expect(gfmFeaturesIn('plain *text* with `code`')).toEqual([]);
    expect(gfmFeaturesIn('see www.example.com')).toEqual(['autolinkLiteral']);
    expect(gfmFeaturesIn('mail a@b.co')).toEqual(['autolinkLiteral']);
    expect(gfmFeaturesIn("import Button from '@mui/material/Button';")).toEqual([]);
    expect(gfmFeaturesIn('a[^note] ~x~ | y')).toEqual(['footnote', 'strikethrough', 'table']);
  });

  it('parses every tricky snippet exactly as full GFM does', () => {
    for (const markdown of TRICKY) {
      const { subset, full } = parseBoth(markdown);
      expect(subset, markdown).toEqual(full);
    }
  });

  it('parses every page of the bundled site exactly as full GFM does', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../../../../content/pages');
    const files = fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(100);
    let reduced = 0;
    for (const file of files) {
      const markdown = fs.readFileSync(path.join(pagesDir, file), 'utf8');
      if (gfmFeaturesIn(markdown).length < 4) reduced += 1;
      const { subset, full } = parseBoth(markdown);
      expect(subset, file).toEqual(full);
    }
    // The check above means something only if many pages take the reduced parser.
    expect(reduced).toBeGreaterThan(files.length / 4);
  }, 60_000);
});
