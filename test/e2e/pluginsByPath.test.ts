/**
 * A site of the project that installed the packed docsgen names its own remark plugin, a plugin package and its theme
 * by module path. Its pages render in the render workers and are cached: a second build renders nothing, an edit to
 * the plugin (or to a file it imports) renders every page again, and so does an upgrade of a package the plugin
 * imports. The theme replaces the home layout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { BuildReport } from '../../cli/build/report.ts';
import { docsgenOk } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const site = path.join(projectDir, 'docs-by-path');
/** Enough pages for a cold build to start its render workers (WORKER_THRESHOLD). */
const GUIDE_PAGES = 160;

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

/** A package installed in the project by hand (as npm would lay it out), which the site's plugin imports. */
function installWordsPackage(version: string, suffix: string): void {
  writeFiles(path.join(projectDir, 'node_modules/shout-words'), {
    'package.json': `${JSON.stringify({ name: 'shout-words', version, type: 'module', exports: './index.js' })}\n`,
    'index.js': `export function shout(word) {\n  return word.toUpperCase() + ${JSON.stringify(suffix)};\n}\n`,
  });
}

const guidePages = Object.fromEntries(
  Array.from({ length: GUIDE_PAGES }, (_, i) => [`pages/guide/page-${i}.md`, `---\ntitle: Page ${i}\ndescription: Guide page ${i}.\n---\n\nSay !hello! on page ${i}.\n`]),
);

const SITE: Record<string, string> = {
  'site.config.ts': `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Plugins by path',
  siteUrl: 'https://docs.example.com',
  languages: ['en'],
  products: [{ id: 'guide', name: 'Guide', versions: [{ text: '1.0.0', href: '/guide/page-0/', current: true }] }],
  plugins: ['./plugins/shout.ts', ['docsgen-plugin-stamp', { stamp: 'by-package' }]],
  theme: './theme/index.tsx',
});
`,
  'nav/guide.ts': `export default [{ pathname: '/guide/all', title: 'Guide', children: [${Array.from({ length: GUIDE_PAGES }, (_, i) => `{ pathname: '/guide/page-${i}' }`).join(', ')}] }];\n`,
  'pages/index.md': '---\ntitle: Plugins by path\ndescription: The home page.\nlayout: home\n---\n\nWelcome, !reader!.\n',
  ...guidePages,
  'plugins/shout.ts': `import { shout } from 'shout-words';
import { visitText } from './visitText.ts';

/** Shouts every !word! of a page's text. */
export default {
  name: 'shout',
  remarkPlugins: [() => (tree: unknown) => visitText(tree, (text) => text.replace(/!(\\w+)!/g, (_, word: string) => shout(word)))],
};
`,
  'plugins/visitText.ts': `type Node = { type: string; value?: string; children?: Node[] };

export function visitText(tree: unknown, edit: (text: string) => string): void {
  const node = tree as Node;
  if (node.type === 'text' && node.value !== undefined) node.value = edit(node.value);
  for (const child of node.children ?? []) visitText(child, edit);
}
`,
  'theme/index.tsx': `import * as React from 'react';
import { defineTheme, type LayoutProps } from 'docsgen';

function Welcome({ page, content }: LayoutProps) {
  return (
    <main className="welcome-by-path">
      <h1>{page.title}</h1>
      {content}
    </main>
  );
}

export default defineTheme({ extends: 'default', layouts: { home: { Component: Welcome, docsShell: false } }, css: ['welcome.css'] });
`,
  'theme/welcome.css': '.welcome-by-path { max-width: 40rem; margin: 0 auto; }\n',
};

const reportFile = path.join(os.tmpdir(), `docsgen-plugins-by-path-${process.pid}.json`);

/** Builds the site and returns its report. */
function build(): BuildReport {
  docsgenOk(['build', 'docs-by-path', '--out', 'docs-by-path-dist', '--report', reportFile], projectDir);
  return JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport;
}

const html = (route: string) => fs.readFileSync(path.join(projectDir, 'docs-by-path-dist', route, 'index.html'), 'utf8');
const pageCount = GUIDE_PAGES + 1;

describe('plugins and a theme named by module path, from the packed package', () => {
  it('run in the render workers, are cached, and render again when the plugin or a package it imports changes', () => {
    installWordsPackage('1.0.0', '');
    writeFiles(path.join(projectDir, 'node_modules/docsgen-plugin-stamp'), {
      'package.json': `${JSON.stringify({ name: 'docsgen-plugin-stamp', version: '2.1.0', type: 'module', main: 'index.js' })}\n`,
      'index.js': "export default function stamp({ stamp }) {\n  return { name: 'stamp', headMetas: () => ({ 'docs:stamp': stamp }) };\n}\n",
    });
    writeFiles(site, SITE);

    const cold = build();
    expect(cold.warnings.filter((warning) => warning.includes('given inline'))).toEqual([]);
    expect(html('guide/page-7')).toContain('<p>Say HELLO on page 7.</p>');
    expect(html('guide/page-7')).toContain('<meta name="docs:stamp" content="by-package">');
    // The theme's home layout replaces the default theme's.
    expect(html('')).toMatch(/<main class="welcome-by-path"><h1>Plugins by path<\/h1><p>Welcome, READER\.<\/p><\/main>/);
    expect(html('')).not.toContain('class="home-hero"');
    expect(cold.cache).toMatchObject({ pagesFromCache: 0, pagesRendered: pageCount });
    // Rendered by the workers (on one core there are none, and the build thread renders alone).
    if (os.availableParallelism() > 1) expect(cold.renderedIn!.workers).toBeGreaterThan(0);
    expect(cold.renderedIn!.buildThread + cold.renderedIn!.workers).toBe(pageCount);

    const warm = build();
    expect(warm.cache).toMatchObject({ pagesFromCache: pageCount, pagesRendered: 0 });
    expect(warm.renderedIn).toEqual({ buildThread: 0, workers: 0 });

    // An edit to a file the plugin imports: every page renders again, in the workers.
    fs.writeFileSync(path.join(site, 'plugins/visitText.ts'), SITE['plugins/visitText.ts'].replace('edit(node.value)', "edit(node.value).replace('Say', 'Shout')"));
    const edited = build();
    expect(edited.cache).toMatchObject({ pagesFromCache: 0, pagesRendered: pageCount });
    if (os.availableParallelism() > 1) expect(edited.renderedIn!.workers).toBeGreaterThan(0);
    expect(html('guide/page-7')).toContain('<p>Shout HELLO on page 7.</p>');
    expect(build().cache).toMatchObject({ pagesFromCache: pageCount, pagesRendered: 0 });

    // A new version of a package the plugin imports, installed without npm's lockfile changing.
    installWordsPackage('1.1.0', '!');
    expect(build().cache).toMatchObject({ pagesFromCache: 0, pagesRendered: pageCount });
    expect(html('guide/page-7')).toContain('<p>Shout HELLO! on page 7.</p>');
  });
});
