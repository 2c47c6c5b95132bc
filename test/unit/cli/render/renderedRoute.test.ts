import { describe, expect, it } from 'vitest';
import { renderedRoute } from '../../../../cli/render/renderedRoute.ts';

const parts = { file: 'pages/a.md', title: 'Button', mainHtml: '<p>A</p>', shell: null, styles: new Map(), productId: null };

describe('renderedRoute', () => {
  it('takes the language from the route prefix and adds the suffix to the document title', () => {
    const page = renderedRoute({ ...parts, route: '/zh/material-ui/react-button/', titleSuffix: 'Material UI' });
    expect(page.language).toBe('zh');
    expect(page.documentTitle).toBe('Button - Material UI');
    expect(page.links).toEqual([]);
    expect(page.warnings).toEqual([]);
  });

  it('uses the title alone without a suffix', () => {
    expect(renderedRoute({ ...parts, route: '/', titleSuffix: null }).documentTitle).toBe('Button');
  });
});
