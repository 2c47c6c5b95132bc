/**
 * Code snippet imports, VitePress's `<<< path#region{lines lang:option} [title]` line: the file (relative to the page,
 * or to the pages folder when it starts with `@`), or the named region of it, shown as a fenced code block. It is a
 * code block everywhere one may stand, code groups included (the title names the tab, as a fence's `[title]` does).
 * A missing file or region is a content error at the line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Paragraph, Root } from 'mdast';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { contextOf, fail, locateContentFile, showsFile, sitePath, type MarkdownContext } from './context.ts';
import { visitMdast } from './mdast.ts';
import { dedent, isRegionMarker, regionLines } from './sourceRegions.ts';

const importPattern = /^[ \t]*<<<[ \t]+(.+?)[ \t]*$/;
const titlePattern = /\s*\[(.+)\]$/;
const regionPattern = /#([\w.-]+)$/;
const lineListPattern = /^\d+(?:[,-]\d+)*$/;

/** What a `<<<` line asks for, its parts peeled off from the right so the path itself may hold spaces and dots. */
export interface SnippetImport {
  /** The path as written, `@` included. */
  path: string;
  region: string | null;
  /** Lines to highlight, as written in braces (`1,4-6`). */
  lines: string | null;
  /** The language named in the braces, or the file's extension. */
  lang: string;
  /** Options after the language (`:line-numbers`, `twoslash`), passed on in the block's meta. */
  options: string;
  /** The tab name in a code group: the bracketed title, or the file's name. */
  title: string;
}

/** The parts of the text after `<<<`. */
export function parseSnippetImport(spec: string): SnippetImport {
  let rest = spec.trim();
  let title = '';
  const titleMatch = titlePattern.exec(rest);
  if (titleMatch) {
    title = titleMatch[1];
    rest = rest.slice(0, titleMatch.index).trimEnd();
  }
  let braces = '';
  const open = rest.lastIndexOf('{');
  if (rest.endsWith('}') && open > 0) {
    braces = rest.slice(open + 1, -1).trim();
    rest = rest.slice(0, open).trimEnd();
  }
  const regionMatch = regionPattern.exec(rest);
  const region = regionMatch ? regionMatch[1] : null;
  if (regionMatch) rest = rest.slice(0, regionMatch.index);
  const filePath = rest.trim();
  const name = filePath.split(/[\\/]/).pop() ?? '';
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '';

  // `{1,2 ts:line-numbers}`: the highlighted lines (spaces allowed in a lines-only brace), then the language and options.
  let lines: string | null = null;
  let langAndOptions = braces;
  if (/^[\d\s,-]+$/.test(braces) && lineListPattern.test(braces.replace(/\s+/g, ''))) {
    lines = braces.replace(/\s+/g, '');
    langAndOptions = '';
  } else {
    const first = /^\S+/.exec(braces)?.[0] ?? '';
    if (lineListPattern.test(first)) {
      lines = first;
      langAndOptions = braces.slice(first.length).trim();
    }
  }
  const langWord = /^\S+/.exec(langAndOptions)?.[0] ?? '';
  const [lang, ...langOptions] = langWord.split(':');
  const options = [...langOptions.map((option) => `:${option}`), langAndOptions.slice(langWord.length).trim()].filter(Boolean).join(' ');
  return { path: filePath, region, lines, lang: lang || extension, options, title: title || name };
}

/** The absolute path a snippet or include path names: `@` is the pages folder, anything else is relative to the page. */
export function resolveSourcePath(written: string, fromFile: string, context: MarkdownContext): string {
  if (!written.startsWith('@')) return path.resolve(path.dirname(fromFile), written);
  const root = context.pagesDir ?? path.dirname(context.absFile);
  return path.join(root, written.slice(/^@[\\/]/.test(written) ? 2 : 1));
}

/** The file's text, or null with a content error at `node` when it cannot be read or is outside the content boundary. */
export function readSourceFile(absPath: string, what: string, context: MarkdownContext, node: { position?: { start: Point } }, written: string): string | null {
  const located = locateContentFile(context, node, written, absPath);
  if (located.kind === 'outside') return null;
  showsFile(context, absPath);
  try {
    return fs.readFileSync(located.kind === 'inside' ? located.realPath : absPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const shown = sitePath(context, absPath);
    fail(context, node, code === 'EISDIR' ? `${what} ${shown} is a folder, not a file` : `${what} ${shown} does not exist`);
    return null;
  }
}

function codeOf(paragraph: Paragraph, snippet: SnippetImport, context: MarkdownContext): Code | null {
  const absPath = resolveSourcePath(snippet.path, context.absFile, context);
  const text = readSourceFile(absPath, 'the imported snippet', context, paragraph, snippet.path);
  if (text === null) return null;
  let lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  if (snippet.region) {
    const region = regionLines(lines, snippet.region);
    if (!region) {
      fail(context, paragraph, `the imported snippet ${sitePath(context, absPath)} has no region "${snippet.region}" (marked // #region ${snippet.region} … // #endregion)`);
      return null;
    }
    // The markers of regions inside the one shown are editor folding, not code.
    lines = dedent(region.filter((line) => !isRegionMarker(line)));
  }
  const meta = [snippet.lines ? `{${snippet.lines}}` : '', snippet.options, `[${snippet.title}]`].filter(Boolean).join(' ');
  return { type: 'code', lang: snippet.lang || null, meta, value: lines.join('\n'), position: paragraph.position };
}

/**
 * The text after `<<<` of a paragraph that is a single import line, or null. It is read from the source line, as the
 * parsed text may have lost characters of the path to emphasis (`_`, `*`) or a link reference (`[title]`).
 */
function importLineOf(paragraph: Paragraph, sourceLines: readonly string[]): string | null {
  const first = paragraph.children[0];
  const line = paragraph.position?.start.line;
  if (first?.type !== 'text' || line === undefined || !first.value.startsWith('<<<')) return null;
  const source = sourceLines[line - 1] ?? '';
  return importPattern.exec(source.slice(source.indexOf('<<<')))?.[1] ?? null;
}

/** remark plugin: replaces `<<<` lines (paragraphs of their own after blockMarkerLines.ts) with the code they import. */
export function remarkSnippetImports() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    if (!source.includes('<<<')) return;
    const context = contextOf(file);
    const sourceLines = source.split('\n');
    visitMdast(tree, (node, index, parent) => {
      if (node.type !== 'paragraph') return;
      const spec = importLineOf(node, sourceLines);
      if (spec === null) return false;
      const code = codeOf(node, parseSnippetImport(spec), context);
      // A failed import leaves no block; its error fails the page.
      if (code) parent.children[index] = code;
      else parent.children.splice(index, 1, { ...node, children: [] });
      return false;
    });
  };
}
