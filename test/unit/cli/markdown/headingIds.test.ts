/** Heading ids by the rule of the tool a site was written for, so its authors' anchors keep working. */
import { describe, expect, it } from 'vitest';
import { headingSlugger } from '../../../../cli/markdown/headingIds.ts';
import { render } from './helpers.ts';

const idsOf = (rule: 'github' | 'vitepress' | 'mui', texts: string[]) => {
  const slug = headingSlugger(rule);
  return texts.map(slug);
};

describe('heading id rules', () => {
  const texts = ['build.assetsInlineLimit', 'The `sx` prop (system)', 'What’s new?', 'Crème brûlée', '2024 roadmap', 'A  --  B', 'snake_case name'];

  it('follows GitHub: punctuation dropped, spaces to dashes', () => {
    expect(idsOf('github', texts)).toEqual(['buildassetsinlinelimit', 'the-sx-prop-system', 'whats-new', 'crème-brûlée', '2024-roadmap', 'a------b', 'snake_case-name']);
  });

  it('follows VitePress: each run of punctuation one dash, accents stripped, a leading digit prefixed', () => {
    expect(idsOf('vitepress', texts)).toEqual(['build-assetsinlinelimit', 'the-sx-prop-system', 'what-s-new', 'creme-brulee', '_2024-roadmap', 'a-b', 'snake-case-name']);
  });

  it('follows MUI\'s docs: each run of punctuation one dash', () => {
    expect(idsOf('mui', texts)).toEqual(['build-assetsinlinelimit', 'the-sx-prop-system', 'what’s-new', 'crème-brûlée', '2024-roadmap', 'a-b', 'snake-case-name']);
  });

  it('numbers a repeated heading under every rule, and keeps an explicit {#id}', async () => {
    for (const rule of ['github', 'vitepress', 'mui'] as const) {
      const { headingIds } = await render('## build.target\n\n## build.target\n\n## Custom {#mine}\n', { headingIdRule: rule });
      const base = rule === 'github' ? 'buildtarget' : 'build-target';
      expect(headingIds, rule).toEqual([base, `${base}-1`, 'mine']);
    }
  });
});
