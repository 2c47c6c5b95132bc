import { describe, expect, it } from 'vitest';
import { llmsTxt as llmsLines } from '../../../../../cli/build/siteFiles/llms.ts';

const llmsTxt = (...args: Parameters<typeof llmsLines>) => [...llmsLines(...args)].join('');

describe('llmsTxt', () => {
  it('lists pages by product with absolute Markdown URLs, pages without a product last under Other', () => {
    const text = llmsTxt({
      siteTitle: 'MUI',
      siteDescription: 'React components\nfor faster development.',
      siteUrl: 'https://mui.com/',
      pages: [
        { route: '/about/', title: 'About' },
        { route: '/material-ui/react-button/', title: 'Button', description: 'Buttons allow users to act.', productName: 'Material UI' },
        { route: '/joy-ui/react-card', title: 'Card [Joy]', productName: 'Joy UI' },
        { route: '/material-ui/api/button/', title: 'Button API', productName: 'Material UI' },
      ],
    });
    expect(text).toBe(
      [
        '# MUI',
        '',
        '> React components for faster development.',
        '',
        '## Material UI',
        '',
        '- [Button](https://mui.com/material-ui/react-button/index.md): Buttons allow users to act.',
        '- [Button API](https://mui.com/material-ui/api/button/index.md)',
        '',
        '## Joy UI',
        '',
        '- [Card \\[Joy\\]](https://mui.com/joy-ui/react-card/index.md)',
        '',
        '## Other',
        '',
        '- [About](https://mui.com/about/index.md)',
        '',
      ].join('\n'),
    );
  });

  it('has no blockquote without a site description', () => {
    expect(llmsTxt({ siteTitle: 'Docs', siteUrl: 'https://x.com', pages: [] })).toBe('# Docs\n');
  });
});
