/**
 * The Markdown form of an embedded props table: a paragraph that is exactly `{{"propsTable": "FancyButton"}}`, written
 * as a demo is, becomes a `<docsgen-props-table of="FancyButton">` element, which the render step draws from the
 * site's API reference. MDX pages write `<PropsTable of="FancyButton" />`.
 */
import type { Paragraph } from 'mdast';
import { fail, type MarkdownContext } from './context.ts';

/** Tag name the render step maps to the props table component. */
export const PROPS_TABLE_TAG = 'docsgen-props-table';

/** Turns `node` into the props table element when `parsed` is a props table reference; false when it is not one. */
export function propsTableElement(context: MarkdownContext, node: Paragraph, parsed: Record<string, unknown>): boolean {
  if (!('propsTable' in parsed)) return false;
  const { propsTable: of, ...rest } = parsed;
  if (typeof of !== 'string' || of === '' || Object.keys(rest).length > 0) {
    fail(context, node, 'a props table is written {{"propsTable": "ComponentName"}}, with the name only');
    return true;
  }
  const line = node.position ? node.position.start.line + context.bodyLine - 1 : undefined;
  node.data = { hName: PROPS_TABLE_TAG, hProperties: { of, ...(line ? { line } : {}) }, hChildren: [] };
  return true;
}
