/** Bad input gets a clear error (file, place, reason), exit code 1, and loses nothing: the previous output stays as it was. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli, writeFixture } from './fixtureSite.ts';

// Each test runs the real CLI, which loads React, MUI and the Markdown pipeline: seconds, not milliseconds.
vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** Builds a broken variant of the fixture over a previous output, and checks that output survived untouched. */
function buildBroken(changes: Record<string, string | null>): string {
  const root = writeFixture(changes);
  roots.push(root);
  const out = path.join(root, 'dist');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'previous.html'), 'previous build');
  const { status, stderr } = runCli(['build', '--out', 'dist'], root);
  expect(status).toBe(1);
  expect(fs.readFileSync(path.join(out, 'previous.html'), 'utf8')).toBe('previous build');
  expect(fs.readdirSync(root).filter((name) => name.includes('staging'))).toEqual([]);
  return stderr;
}

describe('docsgen build on bad input', () => {
  it('reports malformed front matter with the file and line', () => {
    const stderr = buildBroken({ 'pages/guide/intro/index.md': '---\ntitle: Intro\ndescription: [unclosed\n---\n\nBody.\n' });
    expect(stderr).toMatch(/pages\/guide\/intro\/index\.md:3(:\d+)?: /);
  });

  it('reports a nav entry without a page, naming the nav file and the entry', () => {
    const stderr = buildBroken({ 'pages/guide/usage/index.md': null, 'pages/guide/intro/index.md': '---\ntitle: Intro\n---\n\nStart.\n' });
    expect(stderr).toContain('nav/guide.ts');
    expect(stderr).toContain('/guide/usage');
  });

  it('reports a duplicated pathname in a nav tree', () => {
    const stderr = buildBroken({
      'nav/guide.ts': "export default [{ pathname: '/guide/intro' }, { pathname: '/guide/usage' }, { pathname: '/guide/intro' }];\n",
    });
    expect(stderr).toContain('nav/guide.ts:1:79: Duplicated pathname /guide/intro in pages');
  });

  it('reports an unknown config key with its line, column and the keys that exist', () => {
    const config = "export default {\n  title: 'Fixture docs',\n  siteUrl: 'https://docs.example.com',\n  colour: 'blue',\n  languages: ['en'],\n  products: [],\n  ads: { enabled: false },\n};\n";
    const stderr = buildBroken({ 'site.config.ts': config, 'nav/guide.ts': null });
    expect(stderr).toMatch(/site\.config\.ts:4:3: unknown key "colour"; known keys here: .*siteUrl/);
  });

  it('reports a link to a missing page with the nearest existing route', () => {
    const stderr = buildBroken({ 'pages/guide/usage/index.md': '---\ntitle: Usage\n---\n\nSee [the intro](/guide/intor/).\n\n## First steps\n' });
    expect(stderr).toMatch(/pages\/guide\/usage\/index\.md:5:\d+: broken link \/guide\/intor\/: no page at \/guide\/intor\/; did you mean \/guide\/intro\/\?/);
  });

  it('reports a link to a missing anchor', () => {
    const stderr = buildBroken({ 'pages/guide/intro/index.md': '---\ntitle: Intro\n---\n\nSee [steps](/guide/usage/#first-step).\n' });
    expect(stderr).toContain('broken anchor /guide/usage/#first-step');
    expect(stderr).toContain('did you mean #first-steps?');
  });

  it('reports every broken link and anchor of a build together', () => {
    const stderr = buildBroken({
      'pages/guide/intro/index.md': '---\ntitle: Intro\n---\n\nSee [gone](/guide/gone/) and [steps](/guide/usage/#no-such-step).\n',
    });
    expect(stderr).toContain('2 problems found');
    expect(stderr).toContain('broken link /guide/gone/');
    expect(stderr).toContain('broken anchor /guide/usage/#no-such-step');
  });

  it('writes --report with every problem when the build fails', () => {
    const root = writeFixture({
      'pages/guide/intro/index.md': '---\ntitle: Intro\n---\n\nSee [gone](/guide/gone/) and [steps](/guide/usage/#no-such-step).\n',
    });
    roots.push(root);
    const { status } = runCli(['build', '--out', 'dist', '--report', 'report.json'], root);
    expect(status).toBe(1);
    const report = JSON.parse(fs.readFileSync(path.join(root, 'report.json'), 'utf8')) as { failed: boolean; problems: string[]; totalMs: number };
    expect(report.failed).toBe(true);
    expect(report.problems).toEqual([
      expect.stringMatching(/^pages\/guide\/intro\/index\.md:5:\d+: broken link \/guide\/gone\//),
      expect.stringMatching(/^pages\/guide\/intro\/index\.md:5:\d+: broken anchor \/guide\/usage\/#no-such-step/),
    ]);
    expect(report.totalMs).toBeGreaterThan(0);
  });

  it('reports a demo that does not compile with its file and line', () => {
    const stderr = buildBroken({
      'pages/guide/usage/index.md': '---\ntitle: Usage\n---\n\nUse it.\n\n## First steps\n\n{{"demo": "Broken.tsx"}}\n',
      'pages/guide/usage/Broken.tsx': 'export default function Broken() {\n  return <div>;\n}\n',
    });
    expect(stderr).toMatch(/pages\/guide\/usage\/Broken\.tsx:\d+:\d+: the demo does not compile: .*JSX/);
  });

  it('reports pages past the page limits with their places, however they render', () => {
    const ladder = Array.from({ length: 500 }, (_, d) => `${'  '.repeat(d)}- item`).join('\n');
    const stderr = buildBroken({
      // The demo reference makes the build thread parse the page for its demos before a render worker renders it.
      'pages/guide/usage/index.md': `---\ntitle: Usage\n---\n\n{{"demo": "Deep.tsx"}}\n\n${ladder}\n`,
      'pages/guide/usage/Deep.tsx': 'export default function Deep() {\n  return null;\n}\n',
      'pages/guide/deep/index.mdx': `---\ntitle: Deep\n---\n\n${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`,
      'pages/guide/intro/index.md': `---\ntitle: Intro\n---\n\n|${' h |'.repeat(2000)}\n|${' - |'.repeat(2000)}\n`,
    });
    expect(stderr).toContain('3 problems found');
    expect(stderr).toContain('pages/guide/usage/index.md:107:201: lists, block quotes and footnotes nest 500 deep, past the 100 levels a page may nest');
    expect(stderr).toContain('pages/guide/deep/index.mdx:5:501: JSX elements nest 5000 deep, past the 100 levels a page may nest');
    expect(stderr).toContain('pages/guide/intro/index.md:6:1: a table has 2000 columns, past the 1000 a table may have');
  });

  it('reports invalid CSS in the stylesheet of a demo variant with its file and line', () => {
    const stderr = buildBroken({
      'pages/guide/usage/index.md': '---\ntitle: Usage\n---\n\nUse it.\n\n## First steps\n\n{{"demo": "Styled"}}\n',
      'pages/guide/usage/Styled/css/index.tsx': "import './styles.css';\n\nexport default function Styled() {\n  return null;\n}\n",
      'pages/guide/usage/Styled/css/styles.css': '.a { color: red; }\n\n.b {\n  color: blue;\n',
    });
    expect(stderr).toMatch(/pages\/guide\/usage\/Styled\/css\/styles\.css:3:1: invalid CSS: Unclosed block/);
  });
});

describe('docsgen command line', () => {
  it('exits 2 on a usage error', () => {
    const root = writeFixture();
    roots.push(root);
    expect(runCli(['build', '--no-such-flag'], root).status).toBe(2);
    expect(runCli(['frobnicate'], root).status).toBe(2);
    const missing = runCli(['build', 'no-such-folder'], root);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no site folder at no-such-folder');
  });

  it('builds the fixture and replaces the previous output', () => {
    const root = writeFixture();
    roots.push(root);
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'stale.html'), 'stale');
    const { status, stdout } = runCli(['build', '--out', 'dist'], root);
    expect(status).toBe(0);
    expect(stdout).toMatch(/Built 3 pages in [\d.]+ s/);
    const intro = fs.readFileSync(path.join(root, 'dist/guide/intro/index.html'), 'utf8');
    expect(intro).toContain('<title>Intro - Guide</title>');
    expect(intro).toContain('href="/guide/usage/#first-steps"');
    expect(fs.existsSync(path.join(root, 'dist/404.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'dist/stale.html'))).toBe(false);
  });

  it('prefixes every URL with --base', () => {
    const root = writeFixture();
    roots.push(root);
    expect(runCli(['build', '--out', 'dist', '--base', '/docs'], root).status).toBe(0);
    const intro = fs.readFileSync(path.join(root, 'dist/guide/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/guide/usage/#first-steps"');
    expect(intro).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/site-[0-9a-f]{8}\.css">/);
    expect(intro).not.toMatch(/(href|src)="\/(assets|guide)\//);
  });

  it('checks without writing anything', () => {
    const good = writeFixture();
    roots.push(good);
    const ok = runCli(['check'], good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('No problems found in 3 pages');
    expect(fs.existsSync(path.join(good, 'dist'))).toBe(false);
    const bad = writeFixture({ 'pages/guide/intro/index.md': '---\ntitle: Intro\n---\n\n[x](/nowhere/)\n' });
    roots.push(bad);
    expect(runCli(['check'], bad).status).toBe(1);
  });

  it('builds a plain folder of Markdown with no config, its navigation generated from folders and titles', () => {
    const root = writeFixture({
      'site.config.ts': null,
      'nav/guide.ts': null,
      'pages/index.md': null,
      'pages/guide/intro/index.md': null,
      'pages/guide/usage/index.md': null,
      'README.md': '---\ntitle: Notes\n---\n\nSome notes. See [setup](guides/setup.md).\n',
      'guides/setup.md': '---\ntitle: Setting up\n---\n\n## Requirements\n\nNode 20.\n',
      'guides/deploy.md': '# Deploying\n\nCopy the folder.\n',
    });
    roots.push(root);
    const { status, stderr } = runCli(['build', '.', '--out', 'site'], root);
    expect(stderr).not.toContain('problem');
    expect(status).toBe(0);
    const setup = fs.readFileSync(path.join(root, 'site/guides/setup/index.html'), 'utf8');
    expect(setup).toContain('<title>Setting up');
    expect(setup).toContain('href="/guides/deploy/"');
    expect(setup).toContain('>Deploying<');
  });
});
