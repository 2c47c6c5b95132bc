import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../../cli/errors.ts';
import { checkNavAgainstPages, type NavSource } from '../../../../cli/nav/checkNavAgainstPages.ts';

const materialNav: NavSource = {
  id: 'material-ui',
  navFile: 'content/nav/material-ui.ts',
  nav: [
    {
      pathname: '/material-ui/getting-started-group',
      title: 'Getting started',
      children: [{ pathname: '/material-ui/getting-started' }, { pathname: '/material-ui/getting-started/installation' }],
    },
    {
      pathname: '/material-ui/react-',
      title: 'Components',
      children: [
        { pathname: '/material-ui/react-button' },
        { pathname: '/material-ui/react-missing' },
        { pathname: 'https://mui.com/store/', title: 'Templates' },
      ],
    },
    { pathname: '/material-ui/api', title: 'Component API', children: [{ pathname: '/material-ui/api/button/' }] },
  ],
};

const systemNav: NavSource = {
  id: 'system',
  navFile: 'content/nav/system.ts',
  nav: [{ pathname: '/system/getting-started' }, { pathname: '/system/gone' }],
};

const builtRoutes = new Set([
  '/',
  '/material-ui/getting-started/',
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/api/',
  '/material-ui/api/button/',
  '/system/getting-started/',
]);

describe('checkNavAgainstPages', () => {
  it('passes a nav whose every leaf has a page, and reports no page left unlisted', () => {
    const result = checkNavAgainstPages(
      [{ id: 'system', navFile: 'content/nav/system.ts', nav: [{ pathname: '/system/getting-started' }] }],
      new Set(['/', '/system/getting-started/']),
    );
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('reports a leaf without a page as a ContentError naming the nav file and the entry', () => {
    const { errors } = checkNavAgainstPages([materialNav, systemNav], builtRoutes);
    expect(errors).toHaveLength(2);
    expect(errors.every((error) => error instanceof ContentError)).toBe(true);
    expect(errors[0]).toMatchObject({ file: 'content/nav/material-ui.ts' });
    expect(errors[0].message).toBe(
      'entry [1].children[1] (/material-ui/react-missing) points to /material-ui/react-missing/, which has no page: ' +
        'add a page for that route, fix the pathname, or remove the entry',
    );
    expect(errors[1]).toMatchObject({ file: 'content/nav/system.ts' });
    expect(errors[1].message).toContain('entry [1] (/system/gone)');
  });

  it('does not report a pure group (children, no page of its own) or an external link', () => {
    const { errors } = checkNavAgainstPages([materialNav], builtRoutes);
    const reported = errors.map((error) => error.message.slice(0, error.message.indexOf(')') + 1));
    expect(reported).toEqual(['entry [1].children[1] (/material-ui/react-missing)']);
  });

  it('counts a group whose route is a page as listing that page', () => {
    const { warnings } = checkNavAgainstPages([materialNav], builtRoutes);
    expect(warnings.join('\n')).not.toContain('/material-ui/api/ ');
  });

  it('matches nav pathnames with or without a trailing slash, and ignores their hash', () => {
    const nav: NavSource = {
      id: 'base-ui',
      navFile: 'content/nav/base-ui.ts',
      nav: [{ pathname: '/base-ui/react-badge/' }, { pathname: '/base-ui/react-badge/components-api/#badge' }],
    };
    const result = checkNavAgainstPages([nav], new Set(['/base-ui/react-badge/', '/base-ui/react-badge/components-api/']));
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('accepts built routes written without a trailing slash', () => {
    const nav: NavSource = { id: 'a', navFile: 'a.ts', nav: [{ pathname: '/a/b' }] };
    expect(checkNavAgainstPages([nav], new Set(['/a/b']))).toEqual({ errors: [], warnings: [] });
  });

  const page = (route: string, file: string, layout?: string) => ({
    route,
    file,
    absFile: `/site/${file}`,
    frontMatter: { title: route, ...(layout && { layout }) },
  });
  const pagesFolder = (...pages: ReturnType<typeof page>[]) => ({ pages, dir: '/site/content/pages' });

  it('warns, sorted by file, about docs pages of a product no nav tree lists, naming the file, its nav file and its folder', () => {
    const pages = [
      page('/system/orphan/', 'content/pages/system/orphan.md'),
      page('/material-ui/guides/orphan/', 'content/pages/material-ui/guides/orphan.md'),
      page('/material-ui/react-button/', 'content/pages/material-ui/react-button.md'),
    ];
    const { warnings } = checkNavAgainstPages([materialNav, systemNav], builtRoutes, pagesFolder(...pages));
    expect(warnings).toEqual([
      "content/pages/material-ui/guides/orphan.md: not in any navigation tree; add it to content/nav/material-ui.ts or use { autogenerate: 'material-ui/guides' }",
      "content/pages/system/orphan.md: not in any navigation tree; add it to content/nav/system.ts or use { autogenerate: 'system' }",
    ]);
  });

  it('does not warn about / or a page of no product, nor a page with a layout of its own', () => {
    const pages = [
      page('/', 'content/pages/index.md'),
      page('/careers/', 'content/pages/careers/index.md'),
      page('/material-ui/showcase/', 'content/pages/material-ui/showcase.md', 'home'),
      page('/material-ui/lost/', 'content/pages/material-ui/lost.md', 'docs'),
    ];
    const { warnings } = checkNavAgainstPages([materialNav, systemNav], builtRoutes, pagesFolder(...pages));
    expect(warnings).toEqual([expect.stringMatching(/^content\/pages\/material-ui\/lost\.md: not in any navigation tree/)]);
  });

  it('treats a page listed in any product tree as listed', () => {
    const pages = [page('/system/getting-started/', 'content/pages/system/getting-started.md'), page('/material-ui/api/', 'content/pages/material-ui/api.md')];
    expect(checkNavAgainstPages([materialNav, systemNav], builtRoutes, pagesFolder(...pages)).warnings).toEqual([]);
  });

  it('lets extraListed cover a route and everything below it, segment-wise', () => {
    const blog: NavSource = { id: 'blog', navFile: 'nav/blog.ts', nav: [] };
    const pages = ['/blog/', '/blog/2024-release/', '/blogroll/'].map((route) => page(route, `content/pages${route}index.md`));
    const { warnings } = checkNavAgainstPages([blog, { ...blog, id: 'blogroll' }], new Set(), pagesFolder(...pages), {
      extraListed: ['/versions', '/blog/', 'https://mui.com/store/'],
    });
    expect(warnings).toEqual(["content/pages/blogroll/index.md: not in any navigation tree; add it to nav/blog.ts or use { autogenerate: 'blogroll' }"]);
  });

  it('reports nothing for no products and no pages', () => {
    expect(checkNavAgainstPages([], new Set())).toEqual({ errors: [], warnings: [] });
  });
});
