/**
 * Docusaurus's theme components and hooks that docs pages import (`@theme/Tabs`, `@theme/Admonition`,
 * `@docusaurus/Link`, …), as React in docsgen's look. Props follow Docusaurus's documentation.
 */
import * as React from 'react';
import { CodeBlockView } from '../code/CodeHighlighter.tsx';
import { TabGroup } from '../code/TabGroup.tsx';
import { useWithBase } from '../shell/SiteUrlContext.tsx';
import { CompatCallout, calloutKindOf } from './CompatCallout.tsx';
import { titleOfMeta, useSiteHref } from './compatLinks.ts';

type WithChildren = { children?: React.ReactNode };

interface TabItemProps extends WithChildren {
  value: string;
  label?: string;
  default?: boolean;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export function Tabs({
  groupId,
  defaultValue,
  values,
  children,
}: WithChildren & { groupId?: string; defaultValue?: string; values?: { label: string; value: string }[] }) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> => React.isValidElement(child));
  const labelOf = (value: string, own?: string) => own ?? values?.find((entry) => entry.value === value)?.label ?? value;
  const tabs = items.map((item) => ({ label: labelOf(item.props.value, item.props.label), value: item.props.value, panel: item.props.children }));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  const selected = Math.max(0, tabs.findIndex((tab) => tab.value === chosen));
  return <TabGroup tabs={tabs} syncKey={groupId ? `docusaurus-tabs-${groupId}` : undefined} selected={selected} prose />;
}

/** Docusaurus's admonition types and the callout each is drawn as. */
const ADMONITION_KINDS = { secondary: 'note', caution: 'warning', success: 'tip' } as const;

export function Admonition({ type = 'note', title, icon, children }: WithChildren & { type?: string; title?: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <CompatCallout kind={calloutKindOf(type, ADMONITION_KINDS, 'note')} name={type} title={title} icon={icon}>
      {children}
    </CompatCallout>
  );
}

export function CodeBlock({ language, title, metastring, children }: WithChildren & { language?: string; title?: string; metastring?: string }) {
  return <CodeBlockView code={React.Children.toArray(children).join('')} lang={language} title={title ?? titleOfMeta(metastring)} />;
}

export function Details({ summary, children }: WithChildren & { summary?: React.ReactNode }) {
  return (
    <details className="MuiCallout-root MuiCallout-details" data-callout="details">
      <summary className="MuiCallout-title">{summary ?? 'Details'}</summary>
      <div className="MuiCallout-content">{children}</div>
    </details>
  );
}

export function Link({ to, href, children, ...rest }: WithChildren & { to?: string; href?: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} href={useSiteHref(to ?? href ?? '#')}>
      {children}
    </a>
  );
}

/** `useBaseUrl('/img/x.png')`: the URL under the site's base path. */
export function useBaseUrl(url: string): string {
  return useWithBase()(url);
}

/** The page is static HTML: what Docusaurus shows before its browser-only code runs (the fallback) is what the reader sees. */
export function BrowserOnly({ fallback }: { fallback?: React.ReactNode; children?: () => React.ReactNode }) {
  return <>{fallback ?? null}</>;
}
