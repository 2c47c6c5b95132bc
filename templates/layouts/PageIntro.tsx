/** The opening of a page that owns the main area: an optional eyebrow, the title as the page's only h1, the description, and extras such as a call to action. */
import * as React from 'react';

export interface PageIntroProps {
  title: string;
  description?: string;
  /** A short label above the title, e.g. the section the page belongs to. */
  eyebrow?: React.ReactNode;
  children?: React.ReactNode;
}

/** Renders the page's title block. */
export function PageIntro({ title, description, eyebrow, children }: PageIntroProps) {
  return (
    <header className="page-intro">
      {eyebrow ? <p className="page-intro-eyebrow">{eyebrow}</p> : null}
      <h1 className="docs-title page-intro-title">{title}</h1>
      {description ? <p className="docs-description page-intro-description">{description}</p> : null}
      {children}
    </header>
  );
}
