/** Splits a Markdown page into YAML front matter and body, validates the keys docsgen reads, resolves the title. */
import path from 'node:path';
import { LineCounter, isCollection, isMap, isScalar, parseDocument, visit, type Document, type Scalar, type YAMLError, type YAMLMap, type YAMLSeq } from 'yaml';
import { ContentError, type SourcePosition } from '../errors.ts';
import type { FrontMatter } from '../model.ts';

export interface ParsedPage {
  frontMatter: FrontMatter;
  body: string;
  /** Line of the file on which `body` starts. */
  bodyLine: number;
}

const fencePattern = /^ {0,3}(`{3,}|~{3,})/;
const atxH1Pattern = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** How the YAML of a front matter block becomes its values: `parse()`, or values known from an earlier parse of the same text. */
export type YamlValues = (yaml: string, parse: () => Partial<FrontMatter>) => Partial<FrontMatter>;

const parsedEachTime: YamlValues = (_yaml, parse) => parse();

/** Parses front matter and body of `source`; `file` is only used in error messages. */
export function parseFrontMatter(source: string, file: string, yamlValues: YamlValues = parsedEachTime): ParsedPage {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const block = findFrontMatterBlock(text, file);
  const values: Partial<FrontMatter> = block ? yamlValues(block.yaml, () => parseYaml(block.yaml, file)) : {};
  const body = block ? text.slice(block.bodyOffset) : text;
  const bodyLine = block ? block.bodyLine : 1;

  const title = values.title ?? firstH1(body) ?? titleFromFileName(file);
  return { frontMatter: { ...values, title }, body, bodyLine };
}

interface FrontMatterBlock {
  yaml: string;
  bodyOffset: number;
  bodyLine: number;
}

function findFrontMatterBlock(text: string, file: string): FrontMatterBlock | null {
  const firstEnd = lineEnd(text, 0);
  if (text.slice(0, firstEnd).trimEnd() !== '---') return null;

  let offset = nextLine(text, firstEnd);
  let line = 2;
  while (offset < text.length) {
    const end = lineEnd(text, offset);
    if (text.slice(offset, end).trimEnd() === '---') {
      return {
        yaml: text.slice(nextLine(text, firstEnd), offset),
        bodyOffset: nextLine(text, end),
        bodyLine: line + 1,
      };
    }
    offset = nextLine(text, end);
    line++;
  }
  throw new ContentError(file, 'front matter opened with --- is never closed; add a line with --- after the YAML', {
    line: 1,
  });
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

function nextLine(text: string, end: number): number {
  return Math.min(end + 1, text.length);
}

// The YAML starts on line 2 of the file, after the opening ---.
const yamlFirstLine = 2;

function parseYaml(yaml: string, file: string): Partial<FrontMatter> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const positionAt = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + yamlFirstLine - 1, column: col };
  };

  const [error] = doc.errors;
  if (error) throw new ContentError(file, `${error.message}; fix the YAML between the --- lines`, positionAt(errorOffset(doc, yaml, error)));
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) {
    throw new ContentError(
      file,
      'front matter must be a YAML mapping of keys to values (e.g. "title: Button"); fix the YAML between the --- lines',
      { line: yamlFirstLine },
    );
  }

  const values = frontMatterValues(doc, file, positionAt);
  for (const key of ['title', 'description', 'layout'] as const) {
    const value = values[key];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      throw new ContentError(
        file,
        `front matter "${key}" must be a non-empty string; write it as ${key}: "…"`,
        keyPosition(doc, key, positionAt),
      );
    }
  }
  return values;
}

/** The document's values; an alias whose anchor is not set before it (`*name`) fails only here, at the alias. */
function frontMatterValues(doc: Document, file: string, positionAt: (offset: number) => SourcePosition): Partial<FrontMatter> {
  try {
    return doc.toJS() as Partial<FrontMatter>;
  } catch (error) {
    let alias: number | undefined;
    visit(doc, {
      Alias: (_key, node) => {
        if (alias === undefined && !node.resolve(doc)) alias = node.range?.[0];
      },
    });
    throw new ContentError(file, `${(error as Error).message}; fix the YAML between the --- lines`, alias === undefined ? { line: yamlFirstLine } : positionAt(alias));
  }
}

/** The closing character of a quoted scalar or flow collection, by how `yaml` types it. */
function closingCharacter(node: Scalar | YAMLMap | YAMLSeq): string | undefined {
  if (isScalar(node)) return node.type === 'QUOTE_DOUBLE' ? '"' : node.type === 'QUOTE_SINGLE' ? "'" : undefined;
  if (isCollection(node) && node.flow) return isMap(node) ? '}' : ']';
  return undefined;
}

/**
 * Where a YAML error is reported. `yaml` reports a quote or bracket that is never closed where it expected the end: on
 * the next line, or past the last one. The author needs the place it opens, the innermost one when they nest. Any
 * other error at the end of input points at the last YAML line, not the closing ---.
 */
function errorOffset(doc: Document, yaml: string, error: YAMLError): number {
  const [at] = error.pos;
  let opening = -1;
  visit(doc, (_key, node) => {
    if (!(isScalar(node) || isCollection(node)) || !node.range) return;
    const closing = closingCharacter(node);
    const [start, end] = node.range;
    if (!closing || end !== at || start >= at) return;
    const closed = end - start > 1 && yaml[end - 1] === closing;
    if (!closed) opening = Math.max(opening, start);
  });
  return opening >= 0 ? opening : Math.min(at, Math.max(0, yaml.trimEnd().length - 1));
}

function keyPosition(doc: Document, key: string, positionAt: (offset: number) => SourcePosition): SourcePosition {
  const map = doc.contents;
  if (isMap(map)) {
    for (const pair of map.items) {
      if (isScalar(pair.key) && pair.key.value === key && pair.key.range) return positionAt(pair.key.range[0]);
    }
  }
  return { line: yamlFirstLine };
}

/** Text of the first ATX `# heading` outside fenced code, with inline Markdown markers removed. */
function firstH1(body: string): string | undefined {
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = fencePattern.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = atxH1Pattern.exec(line);
    if (heading) {
      const text = plainInline(heading[1]);
      if (text) return text;
    }
  }
  return undefined;
}

function plainInline(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/\*{1,3}(\S[^*]*?)\*{1,3}/g, '$1')
    .trim();
}

/** `react-button.md` → "React button"; `getting-started/index.md` → "Getting started". */
function titleFromFileName(file: string): string {
  const normalized = file.replace(/\\/g, '/');
  let name = path.posix.basename(normalized, path.posix.extname(normalized));
  const folder = path.posix.basename(path.posix.dirname(normalized));
  if (name === 'index' && folder !== '.' && folder !== '') name = folder;
  const words = name.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
