/**
 * The Markdown version of a page, served at `<route>index.md` for AI tools: the source with docsgen's extensions
 * (demos, code tabs, callouts) turned into plain CommonMark, so a reader without docsgen sees everything the page shows.
 */
import { calloutTypes } from '../../markdown/callouts.ts';

export interface PageMarkdownInput {
  title: string;
  description?: string;
  /** The page's Markdown source; front matter and a leading h1 are dropped (the title is written from `title`). */
  body: string;
  /**
   * The sources of each demo the page references, one per variant, by the line of `body` (from 1) that references it:
   * a line that only looks like a reference (in indented code, in HTML) is not one, and is kept as written.
   */
  demos: Map<number, DemoSources[]>;
  /** For API pages, whose body is empty: the whole page from `apiMarkdown()`. */
  apiMarkdown?: string;
}

/** What the export shows of one demo, or of one styling variant of it. */
export interface DemoSources {
  ts: string;
  /** The variant's styling, e.g. `Tailwind`; absent for a demo without styling variants. */
  styling?: string | null;
  /** Stylesheets the demo imports. */
  stylesheets?: { name: string; css: string }[];
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const H1 = /^ {0,3}#[ \t]+/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const DEMO = /^\{\{\s*"demo"\s*:\s*"([^"]+)".*\}\}$/;
const CODE_TABS = /^:::code-tabs(?:[ \t]+[\w-]+)?$/;
const CALLOUT = /^:::[ \t]*([A-Za-z][\w-]*)[ \t]*(.*)$/;
const CLOSER = /^:::$/;

const calloutLabels = new Set<string>(calloutTypes);

/** A line of the body with its number in it (from 1). */
interface BodyLine {
  text: string;
  line: number;
}

/** The body's lines without front matter and without the h1 that repeats the title. */
function contentLines(body: string): BodyLine[] {
  const frontMatter = FRONT_MATTER.exec(body)?.[0] ?? '';
  const before = frontMatter.split(/\r?\n/).length - 1;
  const lines = body
    .slice(frontMatter.length)
    .split(/\r?\n/)
    .map((text, i) => ({ text, line: before + i + 1 }));
  const first = lines.findIndex(({ text }) => text.trim() !== '');
  if (first !== -1 && H1.test(lines[first].text)) lines.splice(0, first + 1);
  return lines;
}

/** A fence longer than any backtick run at the start of a source line, so the source cannot close it. */
function fenceFor(source: string): string {
  const longest = Math.max(0, ...[...source.matchAll(/^[ \t]*(`+)/gm)].map((m) => m[1].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function fenced(code: string, lang: string): string[] {
  const source = code.replace(/\s+$/, '');
  const fence = fenceFor(source);
  return [`${fence}${lang}`, ...source.split('\n'), fence];
}

function demoBlock(name: string, variants: DemoSources[]): string[] {
  return variants.flatMap((variant, index) => [
    ...(index ? [''] : []),
    `Demo: \`${name}\`${variant.styling ? ` (${variant.styling})` : ''}`,
    '',
    ...fenced(variant.ts, 'tsx'),
    ...(variant.stylesheets ?? []).flatMap((sheet) => ['', `\`${sheet.name}\`:`, '', ...fenced(sheet.css, 'css')]),
  ]);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Rewrites docsgen's block extensions line by line; fenced code passes through untouched. */
function plainMarkdown(lines: BodyLine[], demos: PageMarkdownInput['demos']): string[] {
  const out: string[] = [];
  // Open `:::` groups, innermost last: each callout adds one level of `> ` to the lines inside it.
  const open: ('callout' | 'tabs')[] = [];
  let fence: string | null = null;
  const emit = (line: string) => {
    const prefix = '> '.repeat(open.filter((kind) => kind === 'callout').length);
    out.push(prefix ? `${prefix}${line}`.trimEnd() : line);
  };

  for (const { text: line, line: number } of lines) {
    const trimmed = line.trim();
    if (fence) {
      emit(line);
      // CommonMark: a fence closes on a line of the same character, at least as long as the opener.
      if (/^(`+|~+)$/.test(trimmed) && trimmed[0] === fence[0] && trimmed.length >= fence.length) fence = null;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      fence = fenceMatch[1];
      emit(line);
      continue;
    }
    const demo = DEMO.exec(trimmed);
    const variants = demos.get(number);
    const callout = CALLOUT.exec(trimmed);
    if (demo && variants) {
      demoBlock(demo[1], variants).forEach(emit);
    } else if (CODE_TABS.test(trimmed)) {
      open.push('tabs');
    } else if (CLOSER.test(trimmed) && open.length > 0) {
      open.pop();
    } else if (callout && calloutLabels.has(callout[1].toLowerCase())) {
      const title = callout[2].trim();
      open.push('callout');
      emit(`**${capitalise(callout[1].toLowerCase())}:**${title ? ` ${title}` : ''}`);
      emit('');
    } else {
      emit(line);
    }
  }
  return out;
}

/** The page as CommonMark: `# Title`, the description as a blockquote, then the converted body (or the API Markdown). */
export function pageMarkdown(input: PageMarkdownInput): string {
  if (input.apiMarkdown !== undefined) return input.apiMarkdown.endsWith('\n') ? input.apiMarkdown : `${input.apiMarkdown}\n`;
  const blocks = [`# ${input.title}`];
  if (input.description) blocks.push(`> ${input.description.replace(/\s+/g, ' ').trim()}`);
  const body = plainMarkdown(contentLines(input.body), input.demos).join('\n').trim();
  if (body) blocks.push(body);
  return `${blocks.join('\n\n')}\n`;
}
