import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../../../cli/errors.ts';
import { redirectPages } from '../../../../../cli/build/siteFiles/redirects.ts';
import { basePrefixer } from '../../../../../templates/shell/basePath.ts';

const routes = new Set(['/', '/material-ui/react-button/', '/material-ui/getting-started/installation/']);

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected a ContentError');
}

describe('redirectPages', () => {
  it('writes a forwarding page per redirect, keyed by the normalised source route', () => {
    const pages = redirectPages({ '/components/buttons': '/material-ui/react-button' }, routes);
    expect([...pages.keys()]).toEqual(['/components/buttons/']);
    const html = pages.get('/components/buttons/')!;
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/material-ui/react-button/">');
    expect(html).toContain('<link rel="canonical" href="/material-ui/react-button/">');
    expect(html).toContain('<script>location.replace("/material-ui/react-button/" + location.hash)</script>');
    expect(html).toContain('<a href="/material-ui/react-button/">');
  });

  it('keeps a target hash instead of the visitor one, allows absolute URLs and prefixes the base', () => {
    const pages = redirectPages(
      { '/a/': '/material-ui/react-button/#sizes', '/b/': 'https://github.com/mui?x=1&y=2' },
      routes,
      basePrefixer('/docs/'),
    );
    expect(pages.get('/a/')).toContain('location.replace("/docs/material-ui/react-button/#sizes")');
    expect(pages.get('/a/')).toContain('url=/docs/material-ui/react-button/#sizes"');
    expect(pages.get('/b/')).toContain('href="https://github.com/mui?x=1&amp;y=2"');
  });

  it('rejects a source that is a page of the site', () => {
    const error = errorOf(() => redirectPages({ '/material-ui/react-button': '/' }, routes));
    expect(error.file).toBe('site config');
    expect(error.message).toContain('redirect "/material-ui/react-button" → "/"');
    expect(error.message).toContain('is a page of the site');
  });

  it('rejects a source that is not a path, and two sources for one route', () => {
    expect(errorOf(() => redirectPages({ 'old/': '/' }, routes)).message).toContain('must be a path starting with "/"');
    expect(errorOf(() => redirectPages({ '/old': '/', '/old/': '/' }, routes)).message).toContain('another redirect');
  });

  it('rejects an unknown target, naming the nearest route', () => {
    const error = errorOf(() => redirectPages({ '/old/': '/material-ui/react-buton/' }, routes));
    expect(error.file).toBe('site config');
    expect(error.message).toContain('redirect "/old/" → "/material-ui/react-buton/"');
    expect(error.message).toContain('did you mean /material-ui/react-button/?');
    expect(errorOf(() => redirectPages({ '/old/': 'react-button' }, routes)).message).toContain('or an absolute URL');
  });
});
