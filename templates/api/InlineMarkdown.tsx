/**
 * JSDoc descriptions as HTML: they are Markdown, but the short ones shown on API pages only use code spans, links (whose
 * text may hold code), strong emphasis and paragraph breaks, which this renders without running the full Markdown
 * pipeline once per prop.
 */
import * as React from 'react';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

// A code span; a link, its text made of code spans and other characters but `]`; strong emphasis.
const INLINE = /`([^`]+)`|\[((?:`[^`]*`|[^\]`])+)\]\(([^)\s]+)\)|\*\*(?=\S)([^*]+?)\*\*/g;

function InlineLink({ href, children }: { href: string; children: React.ReactNode }) {
  return <a href={useWithBase()(href)}>{children}</a>;
}

function inlineNode(match: RegExpMatchArray, key: number): React.ReactNode {
  if (match[1] !== undefined) return <code key={key}>{match[1]}</code>;
  if (match[4] !== undefined) return <strong key={key}>{inline(match[4])}</strong>;
  return (
    <InlineLink key={key} href={match[3]}>
      {inline(match[2])}
    </InlineLink>
  );
}

/** Renders one paragraph's inline Markdown; line breaks inside it are soft, as in Markdown. */
function inline(text: string): React.ReactNode[] {
  const nodes: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index).replace(/\s*\n\s*/g, ' '));
    nodes.push(inlineNode(match, match.index));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last).replace(/\s*\n\s*/g, ' '));
  return nodes;
}

/**
 * `text` as the plain text it renders to: code spans, links and strong emphasis reduced to their words, lines joined. For
 * where Markdown cannot be rendered: a page's description in its head and in the search index.
 */
export function inlineMarkdownText(text: string): string {
  const plain = (part: string): string =>
    part.replace(
      INLINE,
      (_, code: string | undefined, label: string | undefined, _href: string | undefined, strong: string | undefined) => code ?? plain(label ?? strong ?? ''),
    );
  return plain(text).replace(/\s+/g, ' ').trim();
}

/** Renders `text` as paragraphs (`as="p"`, split on blank lines) or inline in a span. */
export function InlineMarkdown({ text, as = 'span' }: { text: string; as?: 'p' | 'span' }) {
  if (as === 'span') return <span>{inline(text)}</span>;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{inline(paragraph)}</p>
      ))}
    </>
  );
}
