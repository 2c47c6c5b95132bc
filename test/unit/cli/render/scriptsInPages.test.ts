/** The config's `markdown.allowScripts` reaches every page's render: a script is kept, and warned about unless allowed. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildWithCache } from '../cache/builtTree.ts';
import { FIXTURE_FILES, writeFixture } from '../fixtureSite.ts';

// Each build runs the real CLI, which loads React, MUI and the Markdown pipeline.
vi.setConfig({ testTimeout: 180_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const pageWithScript = '---\ntitle: Usage\ndescription: How to use it.\n---\n\n## First steps\n\n<script>window.answer = 42;</script>\n';

/** Builds the fixture with a script in a page; its warnings and the page's HTML. */
function build(config: string): { warnings: string[]; html: string } {
  const root = writeFixture({ 'site.config.ts': config, 'pages/guide/usage/index.md': pageWithScript });
  roots.push(root);
  const report = buildWithCache(root, path.join(root, 'dist'), path.join(root, 'cache'));
  return { warnings: report.warnings, html: fs.readFileSync(path.join(root, 'dist/guide/usage/index.html'), 'utf8') };
}

describe('scripts in Markdown pages', () => {
  it('keeps the script and warns at its line, unless the config allows scripts', () => {
    const warned = build(FIXTURE_FILES['site.config.ts']);
    expect(warned.html).toContain('<script>window.answer = 42;</script>');
    expect(warned.warnings).toEqual([expect.stringMatching(/pages\/guide\/usage\/index\.md:8:1: raw <script> in Markdown runs in readers' browsers/)]);

    const allowed = build(FIXTURE_FILES['site.config.ts'].replace('ads: {', 'markdown: { allowScripts: true },\n  ads: {'));
    expect(allowed.html).toContain('<script>window.answer = 42;</script>');
    expect(allowed.warnings).toEqual([]);
  });
});
