/**
 * Whether a page is compiled as MDX: an `.mdx` page always; a `.md` page as its folder's tool compiles it (Docusaurus 3:
 * as MDX unless its config's `markdown.format` is `detect`), or, in a folder of pages with no tool's config, when it
 * has what only MDX gives a meaning: a top-level `import` or `export` line, or a capitalised JSX component. Such a page
 * is named in a note, so a reader knows why it was not read as Markdown.
 */
import type { PageDialect } from '../model.ts';

export interface PageFormat {
  mdx: boolean;
  /** Why a `.md` page is compiled as MDX by its content, as `line: note` of the page's file. */
  detected?: { line: number; message: string };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MODULE_LINE = /^(?:import|export)\s/;
// A component's opening tag: `<Tabs>`, `<Tabs.Item`, `<Admonition type="tip" />`; not inside inline code.
const COMPONENT_TAG = /(^|[^`\w])<([A-Z][\w]*(?:\.[A-Z]?\w+)*)(?=[\s/>])/;

/** The first line (of the body, 1-based) that only MDX gives a meaning, outside fenced code, and what it holds. */
export function firstMdxLine(body: string): { line: number; what: string } | null {
  let fence: string | null = null;
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (MODULE_LINE.test(line)) return { line: index + 1, what: `a top-level \`${line.split(/\s/)[0]}\` line` };
    const component = COMPONENT_TAG.exec(line.replace(/`[^`]*`/g, ''));
    if (component) return { line: index + 1, what: `the component <${component[2]}>` };
  }
  return null;
}

/** How the page at `absFile` with `body` (starting at the file's line `bodyLine`) is compiled in a folder of `dialect`. */
export function pageFormat(absFile: string, body: string, bodyLine: number, dialect: PageDialect | undefined): PageFormat {
  if (absFile.endsWith('.mdx')) return { mdx: true };
  const rule = dialect?.mdPages ?? 'markdown';
  if (rule !== 'auto') return { mdx: rule === 'mdx' };
  const found = firstMdxLine(body);
  if (!found) return { mdx: false };
  return {
    mdx: true,
    detected: { line: found.line + bodyLine - 1, message: `compiled as MDX, as Docusaurus 3 compiles .md pages: the page has ${found.what} (rename it .mdx to say so)` },
  };
}
