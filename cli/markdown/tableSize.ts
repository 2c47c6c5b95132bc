/**
 * The size of a page's GFM tables, counted from its lines before the parse. micromark's table extension gives every
 * cell tokens and a text tokenizer of its own, about 10 KB while the page parses, where the same text outside a table
 * takes a twentieth of that: a page of a hundred thousand small cells (400 KB) took over a gigabyte. A table is a row
 * with a `|` over a delimiter row (`| --- | :-: |`), and its body the lines down to the next blank line; every `|`
 * parts cells (an escaped one too), so a count errs towards more cells than the parser makes.
 */
import type { Point } from 'unist';

/** The widest table of a page and its cells in all, with where each first went past its limit. */
export interface TableSize {
  widest: number;
  widestAt: Point | null;
  cells: number;
  cellsPastLimitAt: Point | null;
}

/** A line's text after its container prefix (quote markers, list markers, indentation). */
function afterContainerPrefix(line: string): string {
  const prefix = /^(?:[ \t]*(?:>|(?:[*+-]|\d{1,9}[.)])(?=[ \t])))*[ \t]*/.exec(line)?.[0] ?? '';
  return line.slice(prefix.length);
}

/** The cells of a row: the text between pipes (an escaped one too), less an empty first and last one (the row's outer pipes). */
function cellsOf(row: string): string[] {
  const cells = row.trim().split('|');
  if (cells.length > 1 && cells[0].trim() === '') cells.shift();
  if (cells.length > 1 && cells[cells.length - 1].trim() === '') cells.pop();
  return cells;
}

/** Whether `row` is a delimiter row: cells of hyphens, with a colon at either end for the alignment. */
function isDelimiterRow(row: string): boolean {
  return row.includes('-') && cellsOf(row).every((cell) => /^[ \t]*:?-+:?[ \t]*$/.test(cell));
}

/** The size of the tables of `markdown`, with the places a table first had more than `maxColumns` and the page more than `maxCells`. */
export function tableSize(markdown: string, maxColumns: number, maxCells: number): TableSize {
  const size: TableSize = { widest: 0, widestAt: null, cells: 0, cellsPastLimitAt: null };
  if (!markdown.includes('|')) return size;
  const lines = markdown.split(/\r\n?|\n/).map(afterContainerPrefix);
  let inTable = false;
  for (let index = 1; index < lines.length; index++) {
    const row = lines[index];
    if (row.trim() === '') {
      inTable = false;
      continue;
    }
    let cells: number;
    if (inTable) {
      cells = row.includes('|') ? cellsOf(row).length : 1;
    } else if (lines[index - 1].includes('|') && isDelimiterRow(row)) {
      inTable = true;
      const columns = cellsOf(row).length;
      cells = columns + cellsOf(lines[index - 1]).length;
      if (columns > size.widest) size.widest = columns;
      if (columns > maxColumns && !size.widestAt) size.widestAt = { line: index + 1, column: 1 };
    } else {
      continue;
    }
    size.cells += cells;
    if (size.cells > maxCells && !size.cellsPastLimitAt) size.cellsPastLimitAt = { line: index + 1, column: 1 };
  }
  return size;
}
