/** Inline SVG icons for heading anchors and callouts: stroked 24×24 outlines that take `currentColor`. */
import type { Element } from 'hast';
import type { CalloutType } from './callouts.ts';
import { h } from './hast.ts';
import { CALLOUT_ICON_PATHS } from '../../templates/compat/calloutIconPaths.ts';

const calloutPaths: Record<CalloutType, string> = CALLOUT_ICON_PATHS;

const linkPath =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.5 1.5M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5';

function icon(className: string, d: string, size: number): Element {
  return h(
    'svg',
    {
      className: [className],
      viewBox: '0 0 24 24',
      width: size,
      height: size,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ariaHidden: 'true',
      focusable: 'false',
    },
    [h('path', { d })],
  );
}

/** The chain-link icon shown in a heading's anchor link. */
export function linkIcon(): Element {
  return icon('anchor-icon', linkPath, 16);
}

/** The icon that marks a callout of `type`. */
export function calloutIcon(type: CalloutType): Element {
  return icon('MuiCallout-icon', calloutPaths[type], 20);
}
