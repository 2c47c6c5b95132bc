/**
 * A theme a site defines in its config: one of docsgen's themes extended with a layout and a stylesheet of the site's
 * own, used by a page; and the errors of a theme that is wrong, at the config's key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_FILES, runCli, writeFixture } from '../fixtureSite.ts';

vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const RELEASES_LAYOUT = `
import * as React from 'react';

/** Owns the main area: the page title over its Markdown, in an article the site's stylesheet styles. */
function ReleaseNotes({ page, content }: { page: { title: string }; content: React.ReactNode }) {
  return React.createElement('article', { className: 'release-notes' }, React.createElement('h1', null, page.title), content);
}
`;

function siteWithTheme(theme: string, files: Record<string, string> = {}): string {
  const config = RELEASES_LAYOUT + FIXTURE_FILES['site.config.ts'].replace('export default {', `export default {\n  theme: ${theme},`);
  const root = writeFixture({
    'site.config.ts': config,
    'pages/guide/releases/index.md': '---\ntitle: Releases\ndescription: What changed.\nlayout: releases\n---\n\n## 2.0.0\n\nDark mode.\n',
    ...files,
  });
  roots.push(root);
  return root;
}

const SITE_THEME = "{ extends: 'default', layouts: { releases: { Component: ReleaseNotes, docsShell: false } }, css: ['theme/brand.css'] }";

describe('a theme the site defines', () => {
  it('renders a page with the layout it adds and puts its stylesheet after the theme’s own', () => {
    const root = siteWithTheme(SITE_THEME, { 'theme/brand.css': '.release-notes { color: rebeccapurple; }\n' });
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status, stderr).toBe(0);

    const releases = fs.readFileSync(path.join(root, 'dist/guide/releases/index.html'), 'utf8');
    expect(releases).toMatch(/<article class="release-notes"><h1>Releases<\/h1><h2 id="200">2\.0\.0<a class="anchor-link".*<p>Dark mode\.<\/p><\/article>/s);
    // The pages that name no layout keep the extended theme's docs layout and shell.
    const intro = fs.readFileSync(path.join(root, 'dist/guide/intro/index.html'), 'utf8');
    expect(intro).toContain('<header');
    expect(intro).not.toContain('release-notes');

    const stylesheets = fs.readdirSync(path.join(root, 'dist/assets')).filter((file) => file.endsWith('.css'));
    const css = stylesheets.map((file) => fs.readFileSync(path.join(root, 'dist/assets', file), 'utf8')).join('\n');
    expect(css).toMatch(/\.release-notes\s*\{\s*color:\s*rebeccapurple/);
  });

  it('fails at the config key naming a stylesheet that cannot be read', () => {
    const root = siteWithTheme(SITE_THEME);
    const { status, stderr } = runCli(['check'], root);
    expect(status).toBe(1);
    expect(stderr).toMatch(/site\.config\.ts:\d+:\d+: "theme\.css\[0\]" cannot be read: ENOENT \(theme\/brand\.css, relative to the config's folder\)/);
  });

  it('names the keys a theme may have and what a layout must be', () => {
    const root = siteWithTheme("{ extends: 'default', colours: 'blue', layouts: { releases: ReleaseNotes } }");
    const { status, stderr } = runCli(['check'], root);
    expect(status).toBe(1);
    expect(stderr).toContain('unknown key "theme.colours"; known keys here: extends, layouts, css');
    expect(stderr).toContain('"theme.layouts.releases" must be a layout: { Component: a React component, docsShell: true or false }');
  });

  it('says what a theme may be when it is neither a name, a module nor a definition', () => {
    const root = siteWithTheme("'material'");
    const { status, stderr } = runCli(['check'], root);
    expect(status).toBe(1);
    expect(stderr).toContain('"theme" names neither one of docsgen\'s themes (default, mui) nor a module: "material" is not found: no installed package of that name');
  });
});
