import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../cli/markdown/frontMatter.ts';
import { listMarkdownFiles } from '../../../../cli/load/contentFiles.ts';
import { routeForPagePath } from '../../../../cli/markdown/routeOfFile.ts';
import { LAYOUTS } from '../../../../templates/layouts/index.ts';
import { openRoleCount, readTeams } from '../../../../templates/layouts/careersFrontMatter.ts';
import { readThemes } from '../../../../templates/layouts/premiumThemesFrontMatter.ts';
import { sortedPosts } from '../../../../templates/layouts/blogPosts.ts';
import type { LayoutPage } from '../../../../templates/layouts/types.ts';
import { renderLayout } from '../../layouts/renderLayout.tsx';

// The pages of the bundled site that use these layouts: their front matter must read, their links must land.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const pagesDir = path.join(root, 'content/pages');
const sections = ['versions', 'careers', 'blog', 'premium-themes'];

const files = sections.flatMap((section) => listMarkdownFiles(path.join(pagesDir, section)));
const pages = files.map((file) => {
  const { frontMatter, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), path.relative(root, file));
  const page: LayoutPage = { route: routeForPagePath(path.relative(pagesDir, file)), title: frontMatter.title, description: frontMatter.description, frontMatter };
  return { page, body };
});
const byRoute = (route: string) => pages.find((p) => p.page.route === route)!.page;
const siteRoutes = new Set(listMarkdownFiles(pagesDir).map((file) => routeForPagePath(path.relative(pagesDir, file))));

describe('bundled pages', () => {
  it('include the versions, careers, blog and premium themes pages and four posts', () => {
    expect(pages.map((p) => p.page.route).sort()).toEqual([
      '/blog/',
      '/blog/accessibility-testing/',
      '/blog/dark-mode-without-flashes/',
      '/blog/joy-and-base-roadmap/',
      '/blog/material-ui-6-1/',
      '/careers/',
      '/premium-themes/',
      '/versions/',
    ]);
  });

  it.each(pages.map((p) => [p.page.route, p.page] as const))('%s renders with its registered full-width layout', (_, page) => {
    const layout = LAYOUTS[String(page.frontMatter.layout)];
    expect(layout?.docsShell).toBe(false);
    expect(renderLayout(layout.Component, page, { pages: pages.map((p) => p.page) })).toContain(`<h1 class="docs-title page-intro-title">`);
  });

  it('careers: six roles over four teams, one of them not hiring', () => {
    const teams = readTeams(byRoute('/careers/'));
    expect(teams).toHaveLength(4);
    expect(openRoleCount(teams)).toBe(6);
    expect(teams.filter((team) => team.roles.length === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('blog: four posts dated in 2026', () => {
    const posts = sortedPosts(pages.map((p) => p.page));
    expect(posts).toHaveLength(4);
    expect(posts.every((post) => post.date.year === 2026 && post.authors.length > 0 && post.tags.length > 0 && post.description)).toBe(true);
  });

  it('premium themes: at least four, each with a preview in public/ and a store link', () => {
    const themes = readThemes(byRoute('/premium-themes/'));
    expect(themes.length).toBeGreaterThanOrEqual(4);
    for (const theme of themes) {
      expect(fs.existsSync(path.join(root, 'public', theme.image))).toBe(true);
      expect(theme.href).toMatch(/^https:\/\/store\.example\.com\//);
    }
  });

  it.each(pages.map((p) => [p.page.route, p.body] as const))('%s links only to routes the site has', (_, body) => {
    const internal = [...body.matchAll(/\]\((\/[^)\s#]*)/g)].map((m) => m[1]);
    expect(internal.filter((href) => !siteRoutes.has(href))).toEqual([]);
  });

  it.each(pages.map((p) => [p.page.route, p.body] as const))('%s uses only h2 and h3, never an h3 before the first h2', (_, body) => {
    const outsideCode = body.replace(/^```[\s\S]*?^```/gm, '');
    const levels = [...outsideCode.matchAll(/^(#{1,6}) /gm)].map((m) => m[1].length);
    expect(levels.every((level) => level === 2 || level === 3)).toBe(true);
    expect(levels.indexOf(3) === -1 || levels.indexOf(2) < levels.indexOf(3)).toBe(true);
  });
});
