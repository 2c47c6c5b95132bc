/**
 * Starlight's built-in components (`@astrojs/starlight/components`) as React, in docsgen's look, for MDX pages written
 * for Starlight: Starlight's own are Astro components, which a React render cannot run. Props follow Starlight's
 * documentation; interactive parts (tabs) use docsgen's tab groups and their small shared script.
 */
import * as React from 'react';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { CodeBlockView } from '../code/CodeHighlighter.tsx';
import { TabGroup } from '../code/TabGroup.tsx';
import { CompatCallout, calloutKindOf } from './CompatCallout.tsx';
import { CompatIcon, type CompatIconProps } from './compatIcons.tsx';
import { entriesOfList, FileTreeView } from './FileTree.tsx';
import { titleOfMeta, useSiteHref } from './compatLinks.ts';

type WithChildren = { children?: React.ReactNode };

export function Aside({ type = 'note', title, icon, children }: WithChildren & { type?: string; title?: string; icon?: string }) {
  return (
    <CompatCallout kind={calloutKindOf(type, {}, 'note')} name={type} title={title} icon={icon ? <CompatIcon name={icon} /> : undefined}>
      {children}
    </CompatCallout>
  );
}

interface TabItemProps extends WithChildren {
  label: string;
  icon?: string;
}

/** A tab's content; `<Tabs>` reads its label and icon. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export function Tabs({ syncKey, children }: WithChildren & { syncKey?: string }) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> => React.isValidElement(child));
  const tabs = items.map((item) => ({
    label: String(item.props.label ?? ''),
    icon: item.props.icon ? <CompatIcon name={item.props.icon} /> : undefined,
    panel: item.props.children,
  }));
  return <TabGroup tabs={tabs} syncKey={syncKey ? `starlight-tabs-${syncKey}` : undefined} prose />;
}

export function Card({ title, icon, children }: WithChildren & { title: string; icon?: string }) {
  return (
    <article className="compat-card">
      <p className="compat-card-title">
        {icon ? <CompatIcon name={icon} className="compat-card-icon" /> : null}
        <span>{title}</span>
      </p>
      <div className="compat-card-body">{children}</div>
    </article>
  );
}

export function CardGrid({ stagger, children }: WithChildren & { stagger?: boolean }) {
  return <div className={stagger ? 'compat-card-grid compat-card-grid-stagger' : 'compat-card-grid'}>{children}</div>;
}

export function LinkCard({ title, href, description, target, rel }: { title: string; href: string; description?: string; target?: string; rel?: string }) {
  return (
    <div className="compat-link-card">
      <a href={useSiteHref(href)} target={target} rel={rel}>
        <span className="compat-link-card-title">{title}</span>
        {description ? <span className="compat-link-card-description">{description}</span> : null}
      </a>
      <ArrowForward className="compat-link-card-arrow" fontSize="inherit" aria-hidden />
    </div>
  );
}

export function LinkButton({
  href,
  variant = 'primary',
  icon,
  iconPlacement = 'end',
  target,
  rel,
  children,
}: WithChildren & { href: string; variant?: 'primary' | 'secondary' | 'minimal'; icon?: string; iconPlacement?: 'start' | 'end'; target?: string; rel?: string }) {
  const drawn = icon ? <CompatIcon name={icon} /> : null;
  return (
    <a className={`compat-link-button compat-link-button-${variant}`} href={useSiteHref(href)} target={target} rel={rel}>
      {iconPlacement === 'start' ? drawn : null}
      {children}
      {iconPlacement === 'end' ? drawn : null}
    </a>
  );
}

/** Numbered steps: the ordered list inside is drawn with large step numbers and a guide line. */
export function Steps({ children }: WithChildren) {
  return <div className="compat-steps">{children}</div>;
}

export function FileTree({ children }: WithChildren) {
  const lists = React.Children.toArray(children).filter((child): child is React.ReactElement<WithChildren> => React.isValidElement(child) && child.type === 'ul');
  return <FileTreeView entries={lists.flatMap(entriesOfList)} />;
}

export function Icon(props: CompatIconProps & { class?: string }) {
  return <CompatIcon {...props} className={props.className ?? props.class} />;
}

export function Badge({ text, variant = 'default', size = 'small', class: className }: { text: string; variant?: string; size?: string; class?: string }) {
  return <span className={['compat-badge', `compat-badge-${variant}`, `compat-badge-${size}`, className].filter(Boolean).join(' ')}>{text}</span>;
}

/** A code block from a string (often a file imported with `?raw`), highlighted as a fenced block. */
export function Code({ code, lang, title, meta }: { code: string; lang?: string; title?: string; meta?: string }) {
  return <CodeBlockView code={code} lang={lang} title={title ?? titleOfMeta(meta)} />;
}
