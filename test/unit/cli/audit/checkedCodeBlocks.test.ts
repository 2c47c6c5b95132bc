import { describe, expect, it } from 'vitest';
import { checkedCodeBlocks } from '../../../../cli/audit/checkedCodeBlocks.ts';
import type { SourcePage } from '../../../../cli/model.ts';

const page = (body: string): SourcePage => ({ route: '/docs/', file: 'pages/docs/index.md', absFile: '/site/pages/docs/index.md', frontMatter: { title: 'Docs' }, body, bodyLine: 5 });

describe('checkedCodeBlocks', () => {
  it('takes the ts and tsx blocks marked check, with the line of their first line of code in the file', () => {
    const body = ['# Docs', '', '```tsx check', "const n: number = 'x';", '```', '', '```ts', 'let unchecked = 1;', '```', '', '~~~typescript title="a.ts" check', 'export const a = 1;', '~~~'].join('\n');
    expect(checkedCodeBlocks(page(body))).toEqual([
      expect.objectContaining({ language: 'tsx', line: 8, code: "const n: number = 'x';", file: 'pages/docs/index.md', route: '/docs/' }),
      expect.objectContaining({ language: 'ts', line: 16, code: 'export const a = 1;' }),
    ]);
  });

  it('does not take a fence shown inside another block for a block', () => {
    const body = ['````md', '```tsx check', 'const shown = true;', '```', '````'].join('\n');
    expect(checkedCodeBlocks(page(body))).toEqual([]);
  });
});
