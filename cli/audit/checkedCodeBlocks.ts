/** The `ts`/`tsx` code blocks of a page whose meta asks for a type check (```` ```tsx check ````), with where they start. */
import type { SourcePage } from '../model.ts';

export interface CheckedCodeBlock {
  /** The page's source file, relative to the site folder. */
  file: string;
  absFile: string;
  route: string;
  /** Line of the page's file on which the block's first line of code stands. */
  line: number;
  language: 'ts' | 'tsx';
  code: string;
}

const OPENING = /^ {0,3}(`{3,}|~{3,})\s*(ts|tsx|typescript)\b(.*)$/;
const LANGUAGE = { ts: 'ts', typescript: 'ts', tsx: 'tsx' } as const;

/** The blocks of `page` marked `check`, in order; a block left open runs to the end of the page, as Markdown has it. */
export function checkedCodeBlocks(page: SourcePage): CheckedCodeBlock[] {
  const lines = page.body.split('\n');
  const blocks: CheckedCodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const opening = OPENING.exec(lines[i]);
    if (!opening) {
      // Skip over any other fenced block, so a fence shown inside it is not taken for a block.
      const other = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
      if (other) i = closingLine(lines, i, other[1]);
      continue;
    }
    const [, fence, language, meta] = opening;
    const end = closingLine(lines, i, fence);
    if (/(^|\s)check(\s|$)/.test(meta)) {
      blocks.push({
        file: page.file,
        absFile: page.absFile,
        route: page.route,
        line: page.bodyLine + i + 1,
        language: LANGUAGE[language as keyof typeof LANGUAGE],
        code: lines.slice(i + 1, end).join('\n'),
      });
    }
    i = end;
  }
  return blocks;
}

/** The index of the line that closes the fence opened at `start` (or of the last line). */
function closingLine(lines: string[], start: number, fence: string): number {
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  for (let i = start + 1; i < lines.length; i++) if (closing.test(lines[i])) return i;
  return lines.length;
}
