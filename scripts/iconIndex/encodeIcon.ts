/**
 * The compact form of a Material icon kept in the icon search index: what the icon's component draws inside its
 * `<svg>`, so the search can draw thousands of icons without importing thousands of modules.
 */
import * as React from 'react';

/** A path with only a `d` attribute (most of them), or any element as tag, props and children. */
export type EncodedNode = string | [tag: string, props: Record<string, string | number>] | [tag: string, props: Record<string, string | number>, children: EncodedNode[]];

export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

const THEME_SUFFIX = /(Outlined|Rounded|TwoTone|Sharp)$/;

/** The theme an export name belongs to, and its name without the theme suffix. */
export function splitIconName(exportName: string): { base: string; theme: IconTheme } {
  const match = THEME_SUFFIX.exec(exportName);
  if (!match) return { base: exportName, theme: 'Filled' };
  return { base: exportName.slice(0, -match[1].length), theme: match[1] as IconTheme };
}

function isElement(node: unknown): node is React.ReactElement<Record<string, unknown>> {
  return typeof node === 'object' && node !== null && 'type' in node && 'props' in node;
}

/** Encodes the children an icon passes to `SvgIcon`: one element or a list of them. */
export function encodeNodes(children: unknown): EncodedNode[] {
  const list = Array.isArray(children) ? children : [children];
  return list.filter(isElement).flatMap((element): EncodedNode[] => {
    const { children: nested, ...rest } = element.props;
    // A fragment only groups elements: draw them in its place.
    if (element.type === React.Fragment) return encodeNodes(nested);
    if (typeof element.type !== 'string') throw new Error(`an icon draws a component (${String(element.type)}), not an SVG element`);
    const props = Object.fromEntries(Object.entries(rest).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<string, string | number>;
    const keys = Object.keys(props);
    if (element.type === 'path' && nested === undefined && keys.length === 1 && keys[0] === 'd') return [props.d as string];
    return [nested === undefined ? [element.type, props] : [element.type, props, encodeNodes(nested)]];
  });
}
