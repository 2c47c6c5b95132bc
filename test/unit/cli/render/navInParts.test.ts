import { describe, expect, it } from 'vitest';
import { collapseThreshold, DEFAULT_COLLAPSE_ABOVE, navInParts, navLinkCount } from '../../../../cli/render/navInParts.ts';
import type { NavPage } from '../../../../runtime/navTypes.ts';

const tree: NavPage[] = [
  { pathname: '/start', children: [{ pathname: '/start/install' }, { pathname: '/start/usage' }] },
  { pathname: '/components', subheader: 'components', children: [{ pathname: '/components/inputs', children: [{ pathname: '/components/button' }] }, { pathname: '/components/box' }] },
  { pathname: 'https://example.com/blog', title: 'Blog' },
];

describe('navInParts', () => {
  it('counts the links a drawer shows: entries without children and the side links', () => {
    expect(navLinkCount(tree, 0)).toBe(5);
    expect(navLinkCount(tree, 2)).toBe(7);
  });

  it('takes the threshold from the config: a number of links, false for never, 500 otherwise', () => {
    expect(collapseThreshold({ navCollapseAbove: 3 })).toBe(3);
    expect(collapseThreshold({ navCollapseAbove: false })).toBe(Infinity);
    expect(collapseThreshold({})).toBe(DEFAULT_COLLAPSE_ABOVE);
    expect(DEFAULT_COLLAPSE_ABOVE).toBe(500);
  });

  it('sends a nav in parts only when it has more links than the threshold', () => {
    expect(navInParts({ navCollapseAbove: 5 }, tree)).toBe(false);
    expect(navInParts({ navCollapseAbove: 4 }, tree)).toBe(true);
    expect(navInParts({ navCollapseAbove: 5, sideLinks: [{}] }, tree)).toBe(true);
    expect(navInParts({ navCollapseAbove: false }, tree)).toBe(false);
    expect(navInParts({}, tree)).toBe(false);
  });
});
