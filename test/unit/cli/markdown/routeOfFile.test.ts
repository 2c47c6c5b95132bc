import { describe, expect, it } from 'vitest';
import { routeForPagePath } from '../../../../cli/markdown/routeOfFile.ts';

describe('routeForPagePath', () => {
  it('maps index pages to their folder', () => {
    expect(routeForPagePath('index.md')).toBe('/');
    expect(routeForPagePath('a/b/index.md')).toBe('/a/b/');
  });

  it('maps other pages to a folder of their own name', () => {
    expect(routeForPagePath('a/b.md')).toBe('/a/b/');
    expect(routeForPagePath('material-ui/react-button.md')).toBe('/material-ui/react-button/');
  });

  it('uses forward slashes and keeps case', () => {
    expect(routeForPagePath('a\\B\\index.md')).toBe('/a/B/');
    expect(routeForPagePath('./Guides/API.md')).toBe('/Guides/API/');
  });

  it('only routes pages named index.md as their folder, not names ending in index', () => {
    expect(routeForPagePath('a/reindex.md')).toBe('/a/reindex/');
  });

  it('rejects non-Markdown paths', () => {
    expect(() => routeForPagePath('a/Demo.tsx')).toThrow(/\.md/);
  });
});
