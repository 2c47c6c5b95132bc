import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../../cli/errors.ts';
import { navPositions, withNavPosition } from '../../../../cli/nav/navPositions.ts';

const source = [
  "import type { NavPage } from 'docsgen';",
  'const extra = { pathname: `/guide/extra` };',
  'const nav: NavPage[] = [',
  "  { pathname: '/guide/intro', title: 'Intro' },",
  '  {',
  "    title: 'Usage',",
  "    pathname: '/guide/usage',",
  "    children: [{ pathname: '/guide/intro' }, extra],",
  '  },',
  '];',
  'export default nav;',
].join('\n');
const tree = [{ pathname: '/guide/intro' }, { pathname: '/guide/usage', children: [{ pathname: '/guide/intro' }, { pathname: '/guide/extra' }] }];

describe('navPositions', () => {
  it('places an entry at its pathname key, through nested children and the constants the tree names', () => {
    const positions = navPositions(source, tree);
    expect(positions.ofEntry('entry [0]')).toEqual({ line: 4, column: 5 });
    expect(positions.ofEntry('entry [1]')).toEqual({ line: 7, column: 5 });
    expect(positions.ofEntry('entry [1].children[1]')).toEqual({ line: 2, column: 17 });
  });

  it('places a duplicated pathname at its second entry in the order the tree is written', () => {
    const positions = navPositions(source, tree);
    expect(positions.ofDuplicate('/guide/intro')).toEqual({ line: 8, column: 18 });
    expect(positions.ofDuplicate('/guide/usage')).toBeUndefined();
  });

  it('gives a check error the position of the entry its message names', () => {
    const positions = navPositions(source, tree);
    const error = withNavPosition(new ContentError('nav/guide.ts', 'entry [1].children[0] (/guide/intro) has a title of type number'), positions);
    expect(error.format()).toMatch(/^nav\/guide\.ts:8:18: entry \[1\]\.children\[0\]/);
  });
});
