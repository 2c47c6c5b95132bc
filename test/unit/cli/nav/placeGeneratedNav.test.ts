import { describe, expect, it } from 'vitest';
import { placeGeneratedNav } from '../../../../cli/nav/placeGeneratedNav.ts';

const apiGroup = { pathname: '/lib/api', title: 'Component API', icon: 'CodeIcon', children: [{ pathname: '/lib/api/button', title: 'Button' }] };
const components = { pathname: '/lib/components-group', title: 'Components', children: [] };
const guides = { pathname: '/lib/guides-group', title: 'Guides', children: [] };

describe('placeGeneratedNav', () => {
  it('fills the hand-written placeholder in its place, keeping its title and icon', () => {
    const placeholder = { pathname: '/lib/api', title: 'APIs', icon: 'BookIcon' };
    expect(placeGeneratedNav([components, placeholder, guides], [apiGroup])).toEqual([
      components,
      { pathname: '/lib/api', title: 'APIs', icon: 'BookIcon', children: apiGroup.children },
      guides,
    ]);
  });

  it('puts a group the tree does not place last', () => {
    expect(placeGeneratedNav([components, guides], [apiGroup])).toEqual([components, guides, apiGroup]);
  });
});
