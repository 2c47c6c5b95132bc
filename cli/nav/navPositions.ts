/**
 * Where each entry of a navigation tree is written in its TypeScript module, found by following the entry's path
 * through the parsed source (the locator config errors use): an entry is placed at its `pathname` key, and an entry
 * built by code at the nearest written entry or list that holds it.
 */
import { ContentError, type SourcePosition } from '../errors.ts';
import { exportedKeyLocator } from '../load/configPositions.ts';

export interface NavPositions {
  /** Position of the entry a check names as `entry [0].children[2]`, the labels of templates/shell/navTree.ts. */
  ofEntry(where: string): SourcePosition | undefined;
  /** Position of the second entry with `pathname`, the one a duplicate check reports. */
  ofDuplicate(pathname: string): SourcePosition | undefined;
}

type EntryPath = (string | number)[];

/** `entry [0].children[2]` as the path to the entry from the exported list: `[0, 'children', 2]`. */
function pathOfLabel(where: string): EntryPath {
  return [...where.matchAll(/\[(\d+)\]/g)].flatMap((match, index) => (index === 0 ? [Number(match[1])] : ['children', Number(match[1])]));
}

/** Paths of the entries of a loaded tree with `pathname`, in pre-order (the order they are written in). */
function pathsWithPathname(entries: unknown, pathname: string, at: EntryPath = []): EntryPath[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) => {
    const { pathname: own, children } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const here = [...at, index];
    return [...(own === pathname ? [here] : []), ...pathsWithPathname(children, pathname, [...here, 'children'])];
  });
}

/** Positions of the entries of `tree`, as written in `source` (its module's text). */
export function navPositions(source: string, tree: unknown): NavPositions {
  const locate = exportedKeyLocator(source);
  const ofPath = (entryPath: EntryPath) => locate([...entryPath, 'pathname']);
  return {
    ofEntry: (where) => ofPath(pathOfLabel(where)),
    ofDuplicate: (pathname) => {
      const second = pathsWithPathname(tree, pathname)[1];
      return second && ofPath(second);
    },
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
