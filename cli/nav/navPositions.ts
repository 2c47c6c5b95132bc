/**
 * Where each entry of a navigation tree is written in its TypeScript module. The tree is known only as the value the
 * module exports, so its entries are matched to the `pathname:` literals of the source text: the n-th entry with a
 * given pathname is the n-th literal with that value (entries written in order, as trees are, match exactly; an
 * entry built by code has no literal and gets no position).
 */
import { ContentError, type SourcePosition } from '../errors.ts';

const PATHNAME_LITERAL = /\bpathname\s*:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

export interface NavPositions {
  /** Position of the entry a check names as `entry [0].children[2]`, the labels of runtime/nav.ts. */
  ofEntry(where: string): SourcePosition | undefined;
  /** Position of the second entry with `pathname`, the one a duplicate check reports. */
  ofDuplicate(pathname: string): SourcePosition | undefined;
}

function positionAt(source: string, index: number): SourcePosition {
  const before = source.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

/** Pre-order entries of a loaded tree with the labels runtime/nav.ts gives them. */
function* labelled(entries: unknown, where = 'entry '): Generator<{ where: string; pathname: unknown }> {
  if (!Array.isArray(entries)) return;
  for (const [index, entry] of entries.entries()) {
    const here = `${where}[${index}]`;
    const { pathname, children } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    yield { where: here, pathname };
    yield* labelled(children, `${here}.children`);
  }
}

/** Positions of the entries of `tree`, as written in `source`. */
export function navPositions(source: string, tree: unknown): NavPositions {
  const literals = new Map<string, SourcePosition[]>();
  for (const match of source.matchAll(PATHNAME_LITERAL)) {
    const list = literals.get(match[2]) ?? [];
    list.push(positionAt(source, match.index));
    literals.set(match[2], list);
  }
  const byLabel = new Map<string, SourcePosition>();
  const seen = new Map<string, number>();
  for (const { where, pathname } of labelled(tree)) {
    if (typeof pathname !== 'string') continue;
    const nth = seen.get(pathname) ?? 0;
    seen.set(pathname, nth + 1);
    const position = literals.get(pathname)?.[nth];
    if (position) byLabel.set(where, position);
  }
  return {
    ofEntry: (where) => byLabel.get(where),
    ofDuplicate: (pathname) => literals.get(pathname)?.[1],
  };
}

const ENTRY_LABEL = /entry (?:\[\d+\](?:\.children)?)+/;
const DUPLICATE = /^Duplicated pathname (\S+)/;

/** `error` with the position of the nav entry its message names, when it names one and has no position yet. */
export function withNavPosition(error: ContentError, positions: NavPositions): ContentError {
  if (error.position) return error;
  const label = ENTRY_LABEL.exec(error.message)?.[0].replace(/\.children$/, '');
  const duplicate = DUPLICATE.exec(error.message)?.[1];
  const position = label ? positions.ofEntry(label) : duplicate ? positions.ofDuplicate(duplicate) : undefined;
  return position ? new ContentError(error.file, error.message, position) : error;
}
