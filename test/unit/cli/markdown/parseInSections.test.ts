import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmFeatures } from '../../../../cli/markdown/gfmFeatures.ts';
import { parseInSections } from '../../../../cli/markdown/parseInSections.ts';

const parser = unified().use(remarkParse).use(remarkGfmFeatures).freeze();
/** Small sizes, so that short pages (quick to parse in one piece for comparison) are cut into several sections. */
const sizes = { wholeUpTo: 2000, minSection: 600 };
const parse = (markdown: string) => parser.parse(markdown);
const inSections = (markdown: string) => parseInSections(markdown, parse, sizes);

/** Guide-like sections (prose, a list, code, a table, a quote) until the page passes the length of a sectioned parse. */
function longPage(section: (i: number) => string): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < sizes.wholeUpTo * 3; i++) {
    parts.push(section(i));
    length += parts[i].length;
  }
  return parts.join('');
}

const guideSection = (i: number) =>
  `## Part ${i}\n\nStep ${i} with **bold**, _emphasis_, \`code\` and ~~old~~ text, see www.example.com.\n\n- one\n- two\n  continued\n\n> quoted ${i}\n\n\`\`\`ts\nconst step${i} = ${i};\n\`\`\`\n\n| a | b |\n| --- | --- |\n| ${i} | ${i * 2} |\n\n`;

// Each case also parses its page in one piece, which is slow for a page of this length.
describe('parseInSections', { timeout: 60_000 }, () => {
  it('parses a short page in one piece', () => {
    const markdown = '# Title\n\n[link][ref]\n\n[ref]: /x\n';
    expect(inSections(markdown)).toEqual(parse(markdown));
  });

  it('gives the tree of a single parse for a long page, positions included', () => {
    const markdown = longPage(guideSection);
    expect(inSections(markdown)).toEqual(parse(markdown));
  });

  it('resolves references and footnotes to definitions in other sections', () => {
    const markdown = `See [the start][start], [end] and a note[^n].\n\n${longPage(guideSection)}[start]: /start "Start"\n[end]: </the end>\n\n[^n]: The note, with [start].\n`;
    const tree = inSections(markdown);
    expect(tree).toEqual(parse(markdown));
    expect(JSON.stringify(tree)).toContain('"type":"linkReference"');
    expect(JSON.stringify(tree)).toContain('"type":"footnoteReference"');
  });

  it('keeps headings inside fenced code, unclosed fences and marker-ended HTML blocks where they are', () => {
    const filler = longPage(guideSection);
    const inside = (open: string, close: string) => `${open}\n\n## not a heading\n\n${filler.slice(0, 700)}\n${close}\n\n`;
    const markdown = [
      filler,
      inside('````md', '````'),
      inside('<!--', '-->'),
      inside('<pre>', '</pre>'),
      inside('- ```', '  ```'),
      '```\nnever closed\n\n## still code\n',
      filler,
    ].join('');
    expect(inSections(markdown)).toEqual(parse(markdown));
  });

  it('finds the fences of a page with deeply indented lines in time linear in their length', () => {
    // Read with an ambiguous pattern, a line of 30 spaces took minutes: the page never finished.
    const indented = `\`\`\`json\n${Array.from({ length: 40 }, (_, d) => `${'  '.repeat(d)}"level${d}": {`).join('\n')}\n\`\`\`\n\n${' '.repeat(200)}- far\n\n`;
    const markdown = longPage((i) => `${guideSection(i)}${indented}`);
    expect(inSections(markdown)).toEqual(parse(markdown));
  });
});

