import { describe, expect, it } from 'vitest';
import { docusaurusDocId, docusaurusRoute, isPartial } from '../../../../../cli/load/tools/docusaurusDocs.ts';

const fm = (values: Record<string, unknown> = {}) => ({ title: 'T', ...values });

describe('Docusaurus doc ids and routes', () => {
  it('drops number prefixes from folders and files, and lets the front matter id replace the file name', () => {
    expect(docusaurusDocId('02-guides/01-install.md', fm())).toBe('guides/install');
    expect(docusaurusDocId('guides/setup.mdx', fm({ id: 'first-steps' }))).toBe('guides/first-steps');
    // A date is no order prefix.
    expect(docusaurusDocId('2024-05-01-notes.md', fm())).toBe('2024-05-01-notes');
  });

  it('serves a doc under the route base at its folder and id, and a folder index at the folder', () => {
    expect(docusaurusRoute('02-guides/01-install.md', fm(), '/docs/')).toBe('/docs/guides/install/');
    expect(docusaurusRoute('guides/setup.md', fm({ id: 'first-steps' }), '/docs/')).toBe('/docs/guides/first-steps/');
    expect(docusaurusRoute('guides/index.md', fm(), '/docs/')).toBe('/docs/guides/');
    expect(docusaurusRoute('guides/README.md', fm(), '/')).toBe('/guides/');
    expect(docusaurusRoute('guides/guides.md', fm(), '/docs/')).toBe('/docs/guides/');
  });

  it('places a page by its slug: from the route base when absolute, from its folder when relative', () => {
    expect(docusaurusRoute('intro.md', fm({ slug: '/' }), '/docs/')).toBe('/docs/');
    expect(docusaurusRoute('a/b.md', fm({ slug: '/elsewhere/page' }), '/docs/')).toBe('/docs/elsewhere/page/');
    expect(docusaurusRoute('a/b.md', fm({ slug: 'renamed' }), '/docs/')).toBe('/docs/a/renamed/');
  });

  it('takes a file under a folder or with a name starting with _ for a partial', () => {
    expect(isPartial('guides/_note.mdx')).toBe(true);
    expect(isPartial('_shared/note.md')).toBe(true);
    expect(isPartial('guides/note.md')).toBe(false);
  });
});
