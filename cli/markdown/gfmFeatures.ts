/**
 * GitHub-flavoured Markdown, parsed with only the extensions a page can use. Each GFM construct needs a character
 * sequence to start (a table a `|`, strikethrough a `~`…); when a page has none, its extension cannot change the tree,
 * and leaving it out is pure gain: the autolink-literal extension alone tries an e-mail address at the start of every
 * word, a large part of the parse time of a typical page.
 */
import type { Processor } from 'unified';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

export type GfmFeature = 'autolinkLiteral' | 'footnote' | 'strikethrough' | 'table';

/**
 * A necessary condition for each construct, erring on the side of "maybe": a false alarm costs a little time, a miss
 * would lose a link. Character references count, since the autolink transform runs on decoded text.
 */
const TRIGGERS: Record<GfmFeature, RegExp> = {
  // `www.`, `http:`/`https:`, and `local@domain.tld`: the only starts of a literal autolink.
  autolinkLiteral: /www[.&]|https?[:&]|@[\w-]+[.&]|&#|&commat;/i,
  footnote: /\[\^/,
  strikethrough: /~/,
  table: /\|/,
};

const ALL_FEATURES = Object.keys(TRIGGERS) as GfmFeature[];

/** The GFM constructs that may occur in `markdown`, in a fixed order (so equal sets have equal keys). */
export function gfmFeaturesIn(markdown: string): GfmFeature[] {
  return ALL_FEATURES.filter((feature) => TRIGGERS[feature].test(markdown));
}

const SYNTAX = {
  autolinkLiteral: () => ({ micromark: gfmAutolinkLiteral(), fromMarkdown: gfmAutolinkLiteralFromMarkdown() }),
  footnote: () => ({ micromark: gfmFootnote(), fromMarkdown: gfmFootnoteFromMarkdown() }),
  strikethrough: () => ({ micromark: gfmStrikethrough(), fromMarkdown: gfmStrikethroughFromMarkdown() }),
  table: () => ({ micromark: gfmTable(), fromMarkdown: gfmTableFromMarkdown() }),
} satisfies Record<GfmFeature, () => unknown>;

/**
 * unified plugin: the parser extensions of `features`, plus task-list items, which cost nothing measurable. With every
 * feature it parses exactly as remark-gfm does.
 */
export function remarkGfmFeatures(this: Processor, features: readonly GfmFeature[] = ALL_FEATURES): void {
  const data = this.data();
  const micromark = (data.micromarkExtensions ??= []);
  const fromMarkdown = (data.fromMarkdownExtensions ??= []);
  for (const feature of features) {
    const syntax = SYNTAX[feature]();
    micromark.push(syntax.micromark);
    fromMarkdown.push(syntax.fromMarkdown);
  }
  micromark.push(gfmTaskListItem());
  fromMarkdown.push(gfmTaskListItemFromMarkdown());
}
