/** Inline SVG icons for heading anchors and callouts: stroked 24×24 outlines that take `currentColor`. */
import type { Element } from 'hast';
import type { CalloutType } from './callouts.ts';
import { h } from './hast.ts';

// One path per icon keeps each copy in the page HTML to a couple of hundred bytes.
const calloutPaths: Record<CalloutType, string> = {
  note: 'M6 3h9l4 4v14H6zM9 12h7M9 16h5',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v5M12 8h.01',
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12l3 3l5-6',
  important: 'M4 4h16v12H9l-5 4zM12 7v4M12 14h.01',
  warning: 'M12 3L2 20h20zM12 9v5M12 17h.01',
  caution: 'M8 3h8l5 5v8l-5 5H8l-5-5V8zM12 8v5M12 16h.01',
  danger: 'M8 3h8l5 5v8l-5 5H8l-5-5V8zM9 9l6 6M15 9l-6 6',
};

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
