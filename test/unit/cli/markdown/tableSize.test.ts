import { describe, expect, it } from 'vitest';
import { tableSize } from '../../../../cli/markdown/tableSize.ts';

const table = (columns: number, rows: number) =>
  [`|${' h |'.repeat(columns)}`, `|${' --- |'.repeat(columns)}`, ...Array.from({ length: rows }, () => `|${' c |'.repeat(columns)}`)].join('\n');

describe('tableSize', () => {
  it('counts the cells of every table, header and delimiter rows included, in and out of containers', () => {
    const markdown = `${table(3, 2)}\n\nNot | a table.\n\n> a | b\n> :-- | --:\n> 1 | 2\n\n- | x |\n  | - |\n  | y |\n`;
    expect(tableSize(markdown, 1000, 10_000)).toEqual({ widest: 3, widestAt: null, cells: 12 + 6 + 3, cellsPastLimitAt: null });
  });

  it('takes no setext heading or thematic break for a delimiter row', () => {
    expect(tableSize('Title | subtitle\n---\n\ntext\n***\n', 1000, 10_000).cells).toBe(2 + 1);
    expect(tableSize('Title\n---\n', 1000, 10_000).cells).toBe(0);
  });

  it('places a table past the column limit at its delimiter row, and the cells past the page limit at their row', () => {
    expect(tableSize(`intro\n\n${table(2000, 50)}`, 1000, 10_000)).toMatchObject({ widest: 2000, widestAt: { line: 4, column: 1 }, cellsPastLimitAt: { line: 8, column: 1 } });
    expect(tableSize(table(5, 2000), 1000, 10_000)).toMatchObject({ widest: 5, widestAt: null, cells: 10_010, cellsPastLimitAt: { line: 2001, column: 1 } });
  });
});
