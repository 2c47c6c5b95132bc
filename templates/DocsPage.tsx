/** The main column of a docs page: title, description, the rendered content, the table of contents and the page footer. */
import * as React from 'react';
import { TableOfContents, type TocItem } from './shell/TableOfContents.tsx';
import { DocsFooter, type PageLinkRef } from './shell/DocsFooter.tsx';

export interface DocsPageProps {
  /** The page's h1; null for a page that hides it. */
  title: string | null;
  description?: string;
  content: React.ReactNode;
  toc: TocItem[];
  editUrl?: string;
  prev?: PageLinkRef;
  next?: PageLinkRef;
  /** Placed under the description (the ad slot). */
  belowDescription?: React.ReactNode;
  feedback?: React.ReactNode;
}

export function DocsPage({ title, description, content, toc, editUrl, prev, next, belowDescription, feedback }: DocsPageProps) {
  return (
    <div className={toc.length ? 'docs-content-grid has-toc' : 'docs-content-grid'}>
      <article className="docs-article">
        {title === null ? null : <h1 className="docs-title">{title}</h1>}
        {description ? <p className="docs-description description">{description}</p> : null}
        {belowDescription}
        <div className="markdown-body">{content}</div>
        <DocsFooter editUrl={editUrl} prev={prev} next={next} feedback={feedback} />
      </article>
      <TableOfContents toc={toc} />
    </div>
  );
}
