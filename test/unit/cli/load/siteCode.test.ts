/**
 * Plugins and a theme named by module path: found from the config's folder, loaded, cached like any page with their
 * files in the key, and each way a module can be wrong reported with its file and the reason. Inline code still works,
 * with a warning naming the slow path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveCodeModule } from '../../../../cli/load/siteCode.ts';
import { FIXTURE_FILES, runCli, writeFixture } from '../fixtureSite.ts';

vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
const previousCacheDir = process.env.DOCSGEN_CACHE_DIR;
beforeAll(() => {
  process.env.DOCSGEN_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-site-code-cache-'));
  roots.push(process.env.DOCSGEN_CACHE_DIR);
});
afterAll(() => {
  if (previousCacheDir === undefined) delete process.env.DOCSGEN_CACHE_DIR;
  else process.env.DOCSGEN_CACHE_DIR = previousCacheDir;
  roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true }));
});

const SHOUT = `import { loud } from './loud.ts';

function visit(node: any, fn: (node: any) => void): void {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

/** Turns !word! into the word shouted. */
export default function shout(options: { suffix: string }) {
  return {
    name: 'shout',
    remarkPlugins: [() => (tree: any) => visit(tree, (node) => {
      if (node.type === 'text') node.value = node.value.replace(/!(\\w+)!/g, (_: string, word: string) => loud(word) + options.suffix);
    })],
  };
}
`;

const THEME = `import * as React from 'react';

function Releases({ page, content }: { page: { title: string }; content: React.ReactNode }) {
  return <article className="releases-by-path"><h1>{page.title}</h1>{content}</article>;
}

export default { extends: 'default', layouts: { releases: { Component: Releases, docsShell: false } }, css: ['brand.css'] };
`;

function site(configKeys: string, files: Record<string, string | null> = {}): string {
  const config = FIXTURE_FILES['site.config.ts'].replace('export default {', `export default {\n${configKeys}`);
  const root = writeFixture({
    'site.config.ts': config,
    'docs/plugins/shout.ts': SHOUT,
    'docs/plugins/loud.ts': 'export const loud = (word: string) => word.toUpperCase();\n',
    'docs/theme/index.tsx': THEME,
    'docs/theme/brand.css': '.releases-by-path { color: teal; }\n',
    'pages/guide/usage/index.md': '---\ntitle: Usage\ndescription: How to use it.\nlayout: releases\n---\n\nSay !hello! to it.\n\n## First steps\n\nStart.\n',
    ...files,
  });
  roots.push(root);
  return root;
}

const BY_PATH = "  plugins: [['./docs/plugins/shout.ts', { suffix: '?' }]],\n  theme: './docs/theme/index.tsx',";

describe('finding a module the config names', () => {
  it('takes a path relative to the config folder, with or without its extension, or a folder with an index', () => {
    const root = site('');
    expect(resolveCodeModule('./docs/plugins/shout.ts', root)).toEqual({ file: path.join(root, 'docs/plugins/shout.ts') });
    expect(resolveCodeModule('./docs/plugins/shout', root)).toEqual({ file: path.join(root, 'docs/plugins/shout.ts') });
    expect(resolveCodeModule('./docs/theme', root)).toEqual({ file: path.join(root, 'docs/theme/index.tsx') });
    expect(resolveCodeModule('../plugins/shout.ts', path.join(root, 'docs/theme'))).toEqual({ file: path.join(root, 'docs/plugins/shout.ts') });
  });

  it('takes an installed package by name, and says what is missing otherwise', () => {
    const root = site('', { 'node_modules/remark-shout/package.json': '{ "name": "remark-shout", "main": "main.js" }', 'node_modules/remark-shout/main.js': '' });
    expect(resolveCodeModule('remark-shout', root)).toEqual({ file: path.join(root, 'node_modules/remark-shout/main.js') });
    expect(resolveCodeModule('remark-whisper', root)).toEqual({ problem: expect.stringMatching(/^"remark-whisper" is not found: no installed package of that name/) });
    expect(resolveCodeModule('./docs/plugins/whisper.ts', root)).toEqual({ problem: `"./docs/plugins/whisper.ts" is not found: no file ${path.join(root, 'docs/plugins/whisper.ts')} (paths are relative to the config's folder)` });
  });
});

describe('a plugin and a theme named by module path', () => {
  it('run on every page, are cached like any page, and an edit to a file the plugin imports renders the pages again', () => {
    const root = site(BY_PATH);
    const first = runCli(['build', '--out', 'dist'], root);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).not.toContain('given inline');
    const usage = () => fs.readFileSync(path.join(root, 'dist/guide/usage/index.html'), 'utf8');
    expect(usage()).toMatch(/<article class="releases-by-path"><h1>Usage<\/h1>.*<p>Say HELLO\? to it\.<\/p>/s);
    const css = fs.readdirSync(path.join(root, 'dist/assets')).filter((file) => file.endsWith('.css'));
    expect(css.map((file) => fs.readFileSync(path.join(root, 'dist/assets', file), 'utf8')).join('\n')).toMatch(/\.releases-by-path\s*\{\s*color:\s*teal/);

    const again = runCli(['build', '--out', 'dist'], root);
    expect(again.stdout).toMatch(/Build cache: 3 pages from the cache, 0 rendered/);

    fs.writeFileSync(path.join(root, 'docs/plugins/loud.ts'), "export const loud = (word: string) => word.toUpperCase() + '!';\n");
    const edited = runCli(['build', '--out', 'dist'], root);
    expect(edited.stdout).toMatch(/Build cache: 0 pages from the cache, 3 rendered/);
    expect(usage()).toContain('<p>Say HELLO!? to it.</p>');

    // The theme's stylesheet is one of its files too.
    fs.writeFileSync(path.join(root, 'docs/theme/brand.css'), '.releases-by-path { color: navy; }\n');
    expect(runCli(['build', '--out', 'dist'], root).stdout).toMatch(/Build cache: 0 pages from the cache, 3 rendered/);
  });

  it('given inline instead, still runs, with one warning naming the slow path', () => {
    const inline = `  plugins: [{ name: 'shout', remarkPlugins: [() => (tree: any) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Inline.' }] }); }] }],`;
    const root = site(inline);
    const { status, stdout, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status, stderr).toBe(0);
    expect(fs.readFileSync(path.join(root, 'dist/guide/intro/index.html'), 'utf8')).toContain('<p>Inline.</p>');
    expect(stdout).toContain('plugin "shout" is given inline: pages render on the build thread and are not cached; name it by module path');
    expect(stdout.match(/given inline/g)).toHaveLength(1);
    expect(stdout).not.toMatch(/Build cache:/);
  });
});

describe('a module that cannot be used', () => {
  /** Builds a good site, breaks it with `configKeys` and `files`, and returns the failed build's output. */
  function failedBuild(configKeys: string, files: Record<string, string> = {}): string {
    const root = site(BY_PATH);
    expect(runCli(['build', '--out', 'dist'], root).status).toBe(0);
    const config = FIXTURE_FILES['site.config.ts'].replace('export default {', `export default {\n${configKeys}`);
    for (const [file, text] of Object.entries({ 'site.config.ts': config, ...files })) fs.writeFileSync(path.join(root, file), text);
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status).toBe(1);
    // The previous output is left as it was.
    expect(fs.readFileSync(path.join(root, 'dist/guide/usage/index.html'), 'utf8')).toContain('Say HELLO? to it.');
    return stderr;
  }

  it('is not found: the config key and the path looked for', () => {
    const stderr = failedBuild("  plugins: ['./docs/plugins/whisper.ts'],");
    expect(stderr).toMatch(/site\.config\.ts:2:\d+: "plugins\[0\]" "\.\/docs\/plugins\/whisper\.ts" is not found: no file .*docs\/plugins\/whisper\.ts/);
  });

  it('names a theme that is neither one of docsgen’s nor a module', () => {
    expect(failedBuild("  theme: './docs/theme/missing.tsx',")).toMatch(/site\.config\.ts:2:\d+: "theme" names neither one of docsgen's themes \(default, mui\) nor a module: "\.\/docs\/theme\/missing\.tsx" is not found/);
  });

  it('has no default export', () => {
    const stderr = failedBuild("  plugins: ['./docs/plugins/named.ts'],", { 'docs/plugins/named.ts': "export const shout = { name: 'shout' };\n" });
    expect(stderr).toContain('docs/plugins/named.ts: plugin module "./docs/plugins/named.ts" has no default export: export the plugin');
  });

  it('has the wrong shape', () => {
    const stderr = failedBuild("  plugins: ['./docs/plugins/nameless.ts'],", { 'docs/plugins/nameless.ts': 'export default { remarkPlugins: [] };\n' });
    expect(stderr).toContain('docs/plugins/nameless.ts: plugin module "./docs/plugins/nameless.ts" has the wrong shape: the plugin has no non-empty string `name`');
    const theme = failedBuild("  theme: './docs/theme/odd.ts',", { 'docs/theme/odd.ts': "export default { extends: 'ocean', colours: 'blue' };\n" });
    expect(theme).toContain('docs/theme/odd.ts: theme module "./docs/theme/odd.ts" has the wrong shape: "extends" must name a theme: default or mui');
    expect(theme).toContain('docs/theme/odd.ts: theme module "./docs/theme/odd.ts" has the wrong shape: unknown key "colours"');
  });

  it('does not compile: its file, line and column', () => {
    const stderr = failedBuild("  plugins: ['./docs/plugins/broken.ts'],", { 'docs/plugins/broken.ts': 'export default { name: "broken",, };\n' });
    expect(stderr).toMatch(/docs\/plugins\/broken\.ts:1:\d+: /);
  });
});
