/**
 * A demo that throws while it renders on the server is reported at the line that threw (found in the stack, which the
 * TypeScript loader maps back to the demo's source) and with the page that shows it, the place an author looks first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, type SourcePosition } from '../errors.ts';
import { parseDemoReferences } from '../markdown/demoReferenceParser.ts';

const STACK_LOCATION = /\(?((?:file:\/\/)?[^\s()]+?):(\d+):(\d+)\)?$/;

/** The first stack frame in `absFile`, as a position; undefined when the stack never passes through it. */
export function positionInStack(error: unknown, absFile: string): SourcePosition | undefined {
  const stack = (error as Error)?.stack ?? '';
  for (const line of stack.split('\n').slice(1)) {
    const match = STACK_LOCATION.exec(line.trim());
    if (!match) continue;
    const location = match[1].replace(/\?.*$/, '');
    const file = location.startsWith('file://') ? fileURLToPath(location) : location;
    if (path.resolve(file) === absFile) return { line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/**
 * The page (`file:line`) whose `{{"demo": …}}` reference shows `absFile`: a Markdown file in the demo's folder or the
 * two above it (a styling variant sits two levels below its page).
 */
export function pageShowingDemo(absFile: string, root: string): string | null {
  for (let dir = path.dirname(absFile), up = 0; up < 3; dir = path.dirname(dir), up++) {
    let names: string[];
    try {
      names = fs.readdirSync(dir).filter((name) => name.endsWith('.md'));
    } catch {
      continue;
    }
    for (const name of names) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      for (const { name: demo, offset } of parseDemoReferences(text)) {
        const target = path.join(dir, demo);
        if (absFile === target || absFile.startsWith(target + path.sep)) {
          const line = text.slice(0, offset).split('\n').length;
          return `${path.relative(root, path.join(dir, name))}:${line}`;
        }
      }
    }
  }
  return null;
}

/** The content error for a demo whose server render threw `error`. */
export function demoRenderError(error: unknown, absFile: string, root: string): ContentError {
  const page = pageShowingDemo(absFile, root);
  return new ContentError(
    path.relative(root, absFile),
    `the demo failed to render on the server: ${(error as Error)?.message ?? error}${page ? ` (shown on ${page})` : ''}`,
    positionInStack(error, absFile),
  );
}
