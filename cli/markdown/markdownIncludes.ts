/**
 * Markdown file inclusion, VitePress's `<!--@include: path#region{from,to}-->`: the directive is replaced by the file's
 * text before the page is parsed (so it works inside fences too), or by part of it: a `#region` marked as editors fold
 * it, else the section under the heading with that id, then a 1-based line range (`{3,}`, `{,10}`, `{1,10}`). `@` is
 * the pages folder; other paths are relative to the including file; included files may include others (a cycle is
 * left as written). Every line the inclusion adds stands for the directive's line in messages, and relative links and
 * images of included Markdown resolve from the included file, as VitePress rebases them. A missing file, region,
 * heading or line range is a content error at the directive.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf, fail, sitePath, warn, type MarkdownContext } from './context.ts';
import { visitMdast } from './mdast.ts';
import { readSourceFile, resolveSourcePath } from './snippetImports.ts';
import { regionLines } from './sourceRegions.ts';
import { headingSlugger, type HeadingIdRule } from './headingIds.ts';

const directivePattern = /<!--\s*@include:\s*(.*?)\s*-->/g;
const rangePattern = /\{(\d*),(\d*)\}$/;
const regionPattern = /#([^\s{]+)$/;
const fencePattern = /^ {0,3}(`{3,}|~{3,})/;
const frontMatterPattern = /^---[ \t]*\n[\s\S]*?\n---[ \t]*(?:\n|$)/;
const headingPattern = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const customIdPattern = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;
const absoluteUrlPattern = /^(?:[a-z][a-z\d+.-]*:|\/|#|\?)/i;

/** A line of the expanded body: its text, the page line it stands for, and the folder of the file it came from. */
interface ExpandedLine {
  text: string;
  pageLine: number;
  folder: string;
}

/** The folder each line of an expanded body came from, for the pages that include Markdown. */
const lineFolders = new WeakMap<MarkdownContext, string[]>();

/**
 * The page body with its includes expanded; the body itself when it has none. Records the page line of every expanded
 * line on the context, so messages name the page's own lines.
 */
export function expandMarkdownIncludes(body: string, context: MarkdownContext): string {
  if (!body.includes('@include:')) return body;
  const lines = expandLines(body, context.absFile, (index) => index + 1, [], context);
  context.pageLines = lines.map((line) => line.pageLine);
  lineFolders.set(context, lines.map((line) => line.folder));
  return lines.map((line) => line.text).join('\n');
}

function expandLines(text: string, file: string, pageLineOf: (index: number) => number, ancestors: readonly string[], context: MarkdownContext): ExpandedLine[] {
  const folder = path.dirname(file);
  const result: ExpandedLine[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const pageLine = pageLineOf(index);
    const inFence = fence !== null;
    const marker = fencePattern.exec(line)?.[1];
    if (marker && fence === null) fence = marker;
    else if (marker && marker[0] === fence![0] && marker.length >= fence!.length && !line.trim().slice(marker.length)) fence = null;
    if (!line.includes('@include:')) {
      result.push({ text: line, pageLine, folder });
      return;
    }
    const pieces: ExpandedLine[] = [{ text: '', pageLine, folder }];
    let end = 0;
    for (const match of line.matchAll(directivePattern)) {
      const start = match.index;
      pieces[pieces.length - 1].text += line.slice(end, start);
      end = start + match[0].length;
      const at = { position: { start: { line: pageLine, column: start + 1 } } };
      const included = match[1] ? includedLines(match[1], file, pageLine, [...ancestors, file], context, at) : null;
      if (included === null) {
        pieces[pieces.length - 1].text += match[0];
        continue;
      }
      const ownLine = !line.slice(0, start).trim() && !line.slice(end).trim();
      // Blank lines around included Markdown keep it from running into the paragraph or HTML block beside it.
      const blank = { text: '', pageLine, folder };
      const block = ownLine && !inFence && included.markdown ? [blank, ...included.lines, blank] : included.lines;
      if (block.length === 0) continue;
      pieces[pieces.length - 1].text += block[0].text;
      pieces.push(...block.slice(1));
    }
    pieces[pieces.length - 1].text += line.slice(end);
    result.push(...pieces);
  });
  return result;
}

/** The expanded lines a directive stands for; null to leave it as written (an include cycle). */
function includedLines(
  spec: string,
  fromFile: string,
  pageLine: number,
  ancestors: readonly string[],
  context: MarkdownContext,
  at: { position: { start: { line: number; column: number } } },
): { lines: ExpandedLine[]; markdown: boolean } | null {
  let rest = spec;
  const range = rangePattern.exec(rest);
  if (range) rest = rest.slice(0, range.index);
  const region = regionPattern.exec(rest);
  if (region) rest = rest.slice(0, region.index);
  const absPath = resolveSourcePath(rest, fromFile, context);
  if (ancestors.includes(absPath)) {
    warn(context, at, `"${spec}" includes a file that includes this one; the directive is left as written`);
    return null;
  }
  const source = readSourceFile(absPath, 'the included file', context, at, rest);
  if (source === null) return { lines: [], markdown: false };

  const markdown = absPath.endsWith('.md');
  let text = source.replace(/\r\n?/g, '\n');
  // A line range alone counts the lines of the whole file, front matter included.
  if (markdown && (region || !range)) text = text.replace(frontMatterPattern, '');
  let lines = text.split('\n');
  if (region) {
    const part = regionLines(lines, region[1]) ?? (markdown ? headingSection(lines, region[1], context.headingIdRule) : null);
    if (!part) {
      const where = markdown ? 'no region or heading' : 'no region';
      fail(context, at, `the included file ${sitePath(context, absPath)} has ${where} "${region[1]}"`);
      return { lines: [], markdown };
    }
    lines = part;
  }
  if (range) {
    const from = range[1] ? Number(range[1]) : 1;
    const to = range[2] ? Number(range[2]) : lines.length;
    if (from < 1 || to < from || to > lines.length) {
      fail(context, at, `the line range ${range[0]} is outside the ${lines.length} lines included from ${sitePath(context, absPath)}`);
      return { lines: [], markdown };
    }
    lines = lines.slice(from - 1, to);
  }
  return { lines: expandLines(lines.join('\n'), absPath, () => pageLine, ancestors, context), markdown };
}

/**
 * The lines under the heading whose id is `id` (made from its text by the site's rule, or its `{#custom-id}`), up to
 * the next heading of the same or a higher level; null when no heading has that id.
 */
function headingSection(lines: readonly string[], id: string, rule: HeadingIdRule | undefined): string[] | null {
  const slug = headingSlugger(rule);
  let fence: string | null = null;
  let start = -1;
  let level = 0;
  for (let index = 0; index < lines.length; index++) {
    const marker = fencePattern.exec(lines[index])?.[1];
    if (marker) fence = fence === null ? marker : marker[0] === fence[0] ? null : fence;
    if (fence !== null || marker) continue;
    const heading = headingPattern.exec(lines[index]);
    if (!heading) continue;
    if (start >= 0 && heading[1].length <= level) return lines.slice(start, index);
    if (start >= 0) continue;
    const custom = customIdPattern.exec(heading[2]);
    const headingId = custom ? custom[1] : slug(plainText(heading[2]));
    if (headingId === id) {
      start = index + 1;
      level = heading[1].length;
    }
  }
  return start >= 0 ? lines.slice(start) : null;
}

/** A heading's inline Markdown as the text its id is made from: code, emphasis and links reduced to their words. */
function plainText(inline: string): string {
  return inline.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_~]/g, '').replace(/<[^>]+>/g, '');
}

/**
 * remark plugin: relative links and images written in an included file point where they pointed from that file, as
 * the page's own links resolve from the page.
 */
export function remarkIncludedUrls() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    const folders = lineFolders.get(context);
    if (!folders) return;
    const pageFolder = path.dirname(context.absFile);
    visitMdast(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const folder = node.position ? folders[node.position.start.line - 1] : undefined;
      if (!folder || folder === pageFolder || !node.url || absoluteUrlPattern.test(node.url)) return;
      const rebased = path.relative(pageFolder, path.resolve(folder, node.url)).split(path.sep).join('/');
      node.url = rebased.startsWith('.') ? rebased : `./${rebased}`;
    });
  };
}
