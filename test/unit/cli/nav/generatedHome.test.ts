import { describe, expect, it } from 'vitest';
import { generatedHomePage, homeMarkdown } from '../../../../cli/nav/generatedHome.ts';
import { generateNav } from '../../../../cli/nav/generateNav.ts';

const nav = generateNav([
  { route: '/about/', title: 'About [us]' },
  { route: '/guide/install/', title: 'Install' },
  { route: '/guide/usage/', title: 'Usage' },
  { route: '/api/reference/', title: 'Reference' },
]);

describe('the generated home page of a plain folder', () => {
  it('lists top-level pages, then one section per folder with links to its pages', () => {
    expect(homeMarkdown('My docs', nav)).toBe(
      '# My docs\n\n- [About \\[us\\]](/about/)\n\n## Api\n\n- [Reference](/api/reference/)\n\n## Guide\n\n- [Install](/guide/install/)\n- [Usage](/guide/usage/)\n',
    );
  });

  it('is the page at /, titled after the site', () => {
    const page = generatedHomePage('/site', 'My docs', nav);
    expect(page.route).toBe('/');
    expect(page.frontMatter.title).toBe('My docs');
    expect(page.absFile).toBe('/site/index.md');
  });
});
