/**
 * Marked lines of a code block, as VitePress writes them: line numbers in braces after the language (```` ```js{1,4-6} ````
 * or ```` ```js {1} ````) highlight lines, and a `[!code …]` comment at the end of a line marks it (`++` added, `--`
 * removed, `focus`, `highlight`, `warning`, `error`; `[!code focus:3]` marks three lines) and is taken out of the code;
 * and as Docusaurus writes them: a line that is only a `highlight-next-line`, `highlight-start` or `highlight-end`
 * comment (in the comment syntax of any common language) highlights the next line or the lines between, and is taken
 * out (only in a block without line numbers in braces, which Docusaurus then leaves as written).
 * The highlighted HTML is then cut into one element per line, carrying the marks as classes.
 */

/** The classes each marked line gets, by 1-based line number. */
export type LineMarks = Map<number, Set<string>>;

const rangesPattern = /\{([\d\s,-]+)\}/;
const notationPattern = /[ \t]*(?:\/\/|#|--|<!--|\/\*|;)?[ \t]*\[!code (\+\+|--|focus|highlight|hl|warning|error)(?::(\d+))?\][ \t]*(?:-->|\*\/)?[ \t]*$/;
const notationClasses: Record<string, string[]> = {
  '++': ['diff', 'add'],
  '--': ['diff', 'remove'],
  focus: ['focused'],
  highlight: ['highlighted'],
  hl: ['highlighted'],
  warning: ['highlighted', 'warning'],
  error: ['highlighted', 'error'],
};

const magicCommentPattern = /^[ \t]*(?:\/\/|#|--|%|;|\/\*|\{\/\*|<!--)[ \t]*(highlight-next-line|highlight-start|highlight-end)[ \t]*(?:\*\/\}?|-->)?[ \t]*$/;

function mark(marks: LineMarks, line: number, classes: readonly string[]): void {
  let set = marks.get(line);
  if (!set) marks.set(line, (set = new Set()));
  for (const name of classes) set.add(name);
}

/** The lines the braces of a fence's language or meta name (`1,4-6`). */
function bracedLines(info: string, marks: LineMarks): void {
  const ranges = rangesPattern.exec(info)?.[1];
  if (!ranges) return;
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().split('-').map(Number);
    for (let line = from; line >= 1 && line <= to; line++) mark(marks, line, ['highlighted']);
  }
}

/** The code without Docusaurus's magic comment lines, the lines they name marked as highlighted. */
function withoutMagicComments(code: string, marks: LineMarks): string {
  const kept: string[] = [];
  let nextLine = false;
  let openRanges = 0;
  for (const line of code.split('\n')) {
    const directive = magicCommentPattern.exec(line)?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') openRanges++;
    else if (directive === 'highlight-end') openRanges = Math.max(0, openRanges - 1);
    else {
      kept.push(line);
      if (nextLine || openRanges > 0) mark(marks, kept.length, ['highlighted']);
      nextLine = false;
    }
  }
  return kept.join('\n');
}

/**
 * The code without its `[!code …]` notations and the marks of its lines, or null when the block marks none (most do
 * not, and pay only for two searches).
 */
export function lineMarksOf(info: string, code: string): { code: string; marks: LineMarks } | null {
  const marks: LineMarks = new Map();
  if (info.includes('{')) bracedLines(info, marks);
  if (marks.size === 0 && code.includes('highlight-')) code = withoutMagicComments(code, marks);
  if (!code.includes('[!code ')) return marks.size > 0 ? { code, marks } : null;
  const lines = code.split('\n').map((line, index) => {
    const notation = notationPattern.exec(line);
    if (!notation) return line;
    const count = Number(notation[2] ?? 1);
    for (let offset = 0; offset < count; offset++) mark(marks, index + 1 + offset, notationClasses[notation[1]]);
    return line.slice(0, notation.index);
  });
  return { code: lines.join('\n'), marks };
}

const tagPattern = /<span\b[^>]*>|<\/span>/g;

/**
 * Highlighted code HTML (text and `<span>` tokens, as Prism writes it) cut at its newlines into one
 * `<span class="line …">` per line; a token spanning lines (a block comment) is closed at each line end and opened again.
 */
export function markLines(codeHtml: string, marks: LineMarks): string {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  let from = 0;
  const addText = (text: string) => {
    const parts = text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) {
        lines.push(current + '</span>'.repeat(open.length));
        current = open.join('');
      }
      current += part;
    });
  };
  for (const tag of codeHtml.matchAll(tagPattern)) {
    addText(codeHtml.slice(from, tag.index));
    from = tag.index + tag[0].length;
    current += tag[0];
    if (tag[0] === '</span>') open.pop();
    else open.push(tag[0]);
  }
  addText(codeHtml.slice(from));
  lines.push(current);
  return lines.map((line, index) => `<span class="${['line', ...(marks.get(index + 1) ?? [])].join(' ')}">${line}</span>`).join('\n');
}

/** Marks the lines of a highlighted `<pre><code>` block; the `<pre>` says whether some lines are focused. */
export function withMarkedLines(preHtml: string, marks: LineMarks): string {
  const start = preHtml.indexOf('<code>') + '<code>'.length;
  const end = preHtml.lastIndexOf('</code>');
  const focused = [...marks.values()].some((classes) => classes.has('focused'));
  const pre = preHtml.slice(0, start).replace('<pre class="', `<pre class="has-marked-lines${focused ? ' has-focused-lines' : ''} `);
  return pre + markLines(preHtml.slice(start, end), marks) + preHtml.slice(end);
}
