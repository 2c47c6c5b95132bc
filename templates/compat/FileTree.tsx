/**
 * A file tree: folders as native `<details>` (open, collapsible without JavaScript), files with an icon, a highlighted
 * entry in bold, and a comment after the name. Starlight writes it as a Markdown list inside `<FileTree>`; Nextra as
 * `<FileTree.Folder>` and `<FileTree.File>` elements.
 */
import * as React from 'react';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';

export interface FileTreeEntry {
  name: React.ReactNode;
  directory: boolean;
  highlighted: boolean;
  comment: React.ReactNode[];
  /** Whether a folder starts open (Starlight's are; Nextra's only with `defaultOpen`). */
  open: boolean;
  children: FileTreeEntry[];
}

const PLACEHOLDERS = new Set(['…', '...']);

function Entry({ entry }: { entry: FileTreeEntry }) {
  const name = <span className={entry.highlighted ? 'file-tree-name file-tree-highlight' : 'file-tree-name'}>{entry.name}</span>;
  const comment = entry.comment.length ? <span className="file-tree-comment">{entry.comment}</span> : null;
  if (entry.directory) {
    return (
      <li className="file-tree-directory">
        <details open={entry.open}>
          <summary>
            <FolderIcon fontSize="inherit" aria-hidden />
            {name}
            {comment}
          </summary>
          {entry.children.length ? <EntryList entries={entry.children} /> : null}
        </details>
      </li>
    );
  }
  if (typeof entry.name === 'string' && PLACEHOLDERS.has(entry.name)) return <li className="file-tree-placeholder">{entry.name}</li>;
  return (
    <li className="file-tree-file">
      <FileIcon fontSize="inherit" aria-hidden />
      {name}
      {comment}
    </li>
  );
}

function EntryList({ entries }: { entries: FileTreeEntry[] }) {
  return (
    <ul>
      {entries.map((entry, i) => (
        <Entry key={i} entry={entry} />
      ))}
    </ul>
  );
}

export function FileTreeView({ entries }: { entries: FileTreeEntry[] }) {
  return (
    <div className="file-tree">
      <EntryList entries={entries} />
    </div>
  );
}

type AnyElement = React.ReactElement<{ children?: React.ReactNode }>;

const isElementOf = (node: React.ReactNode, type: string): node is AnyElement => React.isValidElement(node) && node.type === type;
const childrenOf = (node: AnyElement): React.ReactNode[] => React.Children.toArray(node.props.children);
const isBlank = (node: React.ReactNode) => typeof node === 'string' && node.trim() === '';

/** One list item: its first word (or bold name) is the entry, the rest of its line a comment, a nested list its contents. */
function entryOfItem(item: AnyElement): FileTreeEntry {
  const parts = childrenOf(item).flatMap((child) => (isElementOf(child, 'p') ? childrenOf(child) : [child]));
  const nested = parts.filter((part) => isElementOf(part, 'ul'));
  const inline = parts.filter((part) => !isElementOf(part, 'ul'));
  while (inline.length && isBlank(inline[0])) inline.shift();
  const [first, ...rest] = inline;
  let name: React.ReactNode = first;
  let comment: React.ReactNode[] = rest;
  let highlighted = false;
  if (typeof first === 'string') {
    const match = /^\s*(\S+)\s*([^]*)$/.exec(first);
    name = match?.[1] ?? first.trim();
    comment = [match?.[2] ?? '', ...rest].filter((part) => !isBlank(part));
  } else if (isElementOf(first, 'strong')) {
    highlighted = true;
    name = first.props.children;
  }
  comment = comment.filter((part) => !isBlank(part));
  const text = typeof name === 'string' ? name : '';
  return {
    name,
    directory: nested.length > 0 || text.endsWith('/'),
    highlighted,
    comment,
    open: true,
    children: nested.flatMap((list) => entriesOfList(list)),
  };
}

/** The entries of a Markdown list (`<ul>` of `<li>`) as rendered from MDX. */
export function entriesOfList(list: AnyElement): FileTreeEntry[] {
  return childrenOf(list)
    .filter((child): child is AnyElement => isElementOf(child, 'li'))
    .map(entryOfItem);
}
