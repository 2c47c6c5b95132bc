/**
 * Nextra's built-in components (`nextra/components`: Callout, Tabs, Steps, Cards, FileTree) as React in docsgen's
 * look, for pages written for Nextra when the site has not installed Nextra itself. Props follow Nextra's docs.
 */
import * as React from 'react';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { TabGroup } from '../code/TabGroup.tsx';
import { CompatCallout, calloutKindOf } from './CompatCallout.tsx';
import { useSiteHref } from './compatLinks.ts';
import { FileTreeView, type FileTreeEntry } from './FileTree.tsx';

type WithChildren = { children?: React.ReactNode };

const CALLOUT_KINDS = { default: 'note', error: 'danger' } as const;

export function Callout({ type = 'default', emoji, children }: WithChildren & { type?: string; emoji?: React.ReactNode }) {
  return (
    <CompatCallout kind={calloutKindOf(type, CALLOUT_KINDS, 'note')} name={type} icon={emoji}>
      {children}
    </CompatCallout>
  );
}

export function Tab({ children }: WithChildren) {
  return <>{children}</>;
}

function TabsRoot({ items = [], defaultIndex = 0, storageKey, children }: WithChildren & { items?: React.ReactNode[]; defaultIndex?: number; storageKey?: string }) {
  const panels = React.Children.toArray(children).filter((child): child is React.ReactElement<WithChildren> => React.isValidElement(child));
  const tabs = panels.map((panel, i) => ({ label: String(items[i] ?? i + 1), panel: panel.props.children }));
  return <TabGroup tabs={tabs} syncKey={storageKey ? `nextra-tabs-${storageKey}` : undefined} selected={defaultIndex} prose />;
}

export const Tabs = Object.assign(TabsRoot, { Tab });

/** Each `###` heading inside starts a numbered step. */
export function Steps({ children }: WithChildren) {
  return <div className="compat-steps compat-steps-headings">{children}</div>;
}

export function Card({ title, icon, href, arrow, children }: WithChildren & { title: string; icon?: React.ReactNode; href: string; arrow?: boolean }) {
  return (
    <a className="compat-card compat-card-link" href={useSiteHref(href)}>
      <span className="compat-card-title">
        {icon}
        <span>{title}</span>
        {arrow ? <ArrowForward fontSize="inherit" aria-hidden /> : null}
      </span>
      {children ? <span className="compat-card-body">{children}</span> : null}
    </a>
  );
}

function CardsRoot({ children }: WithChildren & { num?: number }) {
  return <div className="compat-card-grid">{children}</div>;
}

export const Cards = Object.assign(CardsRoot, { Card });

interface FolderProps extends WithChildren {
  name: string;
  defaultOpen?: boolean;
  active?: boolean;
}

function File(_props: { name: string; active?: boolean }) {
  return null;
}

function Folder(_props: FolderProps) {
  return null;
}

/** The entries `<FileTree.Folder>` and `<FileTree.File>` elements describe. */
function entriesOf(children: React.ReactNode): FileTreeEntry[] {
  return React.Children.toArray(children).flatMap((child): FileTreeEntry[] => {
    if (!React.isValidElement<FolderProps>(child) || (child.type !== Folder && child.type !== File)) return [];
    const { name, active = false, defaultOpen = false } = child.props;
    const directory = child.type === Folder;
    return [{ name, directory, highlighted: active, comment: [], open: defaultOpen, children: directory ? entriesOf(child.props.children) : [] }];
  });
}

function FileTreeRoot({ children }: WithChildren) {
  return <FileTreeView entries={entriesOf(children)} />;
}

export const FileTree = Object.assign(FileTreeRoot, { Folder, File });
