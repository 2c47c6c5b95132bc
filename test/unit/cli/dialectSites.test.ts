/** Sites written for MUI's docs, VitePress and Starlight build with the real CLI, nothing lost; bad input fails with file:line. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { muiSite, starlightProject, starlightSite, vitepressSite, writeSite } from './dialectSites.ts';
import { runCli } from './fixtureSite.ts';

// Each test runs the real CLI, which loads React, MUI and the Markdown pipeline: seconds, not milliseconds.
vi.setConfig({ testTimeout: 180_000 });

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** Builds `files` from a temporary folder into another; returns the CLI's result and a reader of the output. */
function build(files: Record<string, string | Buffer>, extraArgs: string[] = []) {
  const root = writeSite(files);
  // The output in a folder of its own: a build keeps its builds beside the output, which goes with that folder.
  const outParent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-dialect-out-'));
  const out = path.join(outParent, 'dist');
  folders.push(root, outParent);
  const result = runCli(['build', root, '--out', out, ...extraArgs], os.tmpdir());
  const main = (route: string) => {
    const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
    return /<div class="markdown-body">([^]*?)<\/div><footer/.exec(html)?.[1] ?? html;
  };
  return { ...result, out, main };
}

describe('a site in MUI docs format', () => {
  it('keeps the raw HTML lead paragraph, the demo, the :::error callout and the sized, hashed image', () => {
    const site = build(muiSite, ['--base', '/ui/']);
    expect(site.status).toBe(0);
    const html = site.main('components/buttons');
    expect(html).toContain('<p class="description">Buttons allow users to take actions with a single tap.</p>');
    expect(html).toMatch(/<button type="button">Basic<\/button>/);
    expect(html).toContain('<aside class="MuiCallout-root MuiCallout-danger" data-callout="error">');
    expect(html).toContain('<p>Press <kbd>Enter</kbd> to activate, and read <a href="#whats-new">what&#x27;s new</a>.</p>');
    const image = /<img src="\/ui\/assets\/overview-([0-9a-f]{8})\.png" alt="Overview of the variants" loading="lazy" width="640" height="360"\/>/.exec(html);
    expect(image).not.toBeNull();
    expect(fs.existsSync(path.join(site.out, `assets/overview-${image?.[1]}.png`))).toBe(true);
    expect(html).toContain('<h2 id="whats-new">');
  });
});

describe('a site in VitePress format', () => {
  it('renders its containers, code group and custom ids, resolves root-absolute links, and warns about the rest', () => {
    const site = build(vitepressSite);
    expect(site.status).toBe(0);
    const html = site.main('guide/getting-started');
    expect(html).toContain('<aside class="MuiCallout-root MuiCallout-info" data-callout="info">');
    expect(html).toContain('<p class="MuiCallout-title">Custom title</p>');
    expect(html).toContain('<details class="MuiCallout-root MuiCallout-details" data-callout="details"><summary class="MuiCallout-title">Click to expand</summary>');
    expect(html).toMatch(/<div class="code-tabs" data-code-tabs="code-group">.*data-tab-value="npm">npm<\/button>.*data-tab-value="pnpm">pnpm<\/button>/);
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-tip"[^]*<li>two<\/li>\n<\/ul>\n<\/div><\/aside>/);
    expect(html).toContain('<h2 id="setup-anchor">Setup<a');
    expect(html).toContain('<a href="/guide/config/#site-config">the config</a>, <a href="/guide/config/">again</a>');
    expect(site.stdout).toMatch(/heading levels \(1 in 1 file\):\n {4}guide\/getting-started\.md\n {6}37:1: "#### Deep heading" follows an h2/);
    expect(site.stdout).toMatch(/layouts \(1 in 1 file\):\n {4}guide\/getting-started\.md\n {6}2: unknown layout "page", built with the default layout "docs"/);

    const reuse = site.main('guide/reuse');
    // The outer container, opened with four colons, holds the inner details box and its imported region.
    expect(reuse).toMatch(
      /<aside class="MuiCallout-root MuiCallout-warning" data-callout="warning">[^]*Before you deploy[^]*<p>Check both settings\.<\/p>\n<details [^>]*><summary class="MuiCallout-title">The server settings<\/summary>[^]*server[^]*listen[^]*8080[^]*<\/details>\n<\/div><\/aside>/,
    );
    expect(reuse).toMatch(/<div class="code-tabs" data-code-tabs="code-group">.*data-tab-value="listen\.ts">listen\.ts<\/button>.*data-tab-value="start">start<\/button>/);
    const importedCode = reuse.replace(/<[^>]+>/g, '');
    expect(importedCode).toContain('const server = createServer();\nserver.listen(8080);');
    expect(importedCode).not.toContain('#region');
    expect(reuse).toContain('<ol>\n<li>Build the site.</li>\n<li>Upload <a href="/guide/config/">the folder</a>.</li>\n</ol>');
    expect(reuse).toContain('<div data-container="v-pre">\n<p>The template prints {{ user.name }} here.</p>\n</div>');
    expect(site.stdout).not.toContain('server.ts');
  });
});

describe('a site in Starlight format (MDX)', () => {
  it('server-renders the imported component and package, keeps non-ASCII ids reachable raw and encoded', () => {
    const site = build(starlightSite);
    expect(site.status).toBe(0);
    const html = site.main('de/guides/intro');
    expect(html).toContain('<section class="card"><h3 class="card-title">Hallo</h3><div class="card-body">Inhalt der <strong>Karte</strong></div></section>');
    expect(html).toContain('LAUT!');
    expect(html).toContain('<h2 id="codeblöcke">Codeblöcke<a');
    expect(html).toContain('<p class="MuiCallout-title">Gut zu wissen</p>');
    expect(html).toMatch(/<img src="\/assets\/diagram-[0-9a-f]{8}\.png" alt="Diagramm" loading="lazy" width="800" height="600"\/>/);
    expect(site.main('de/guides/links')).toContain('<a href="/de/guides/intro/#codebl%C3%B6cke">raw</a>');
  });
});

describe('an Astro Starlight project', () => {
  it('builds from src/content/docs with every built-in component drawn in docsgen\'s look, and the Astro component marked, not lost', () => {
    const site = build(starlightProject);
    expect(site.status).toBe(0);
    const html = site.main('parts');
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-caution" data-callout="caution"><svg class="MuiCallout-icon"[^]*?<p class="MuiCallout-title">Hot water<\/p>Turn the tap slowly\.<\/div><\/aside>/);
    expect(html).toContain('<p class="MuiCallout-title">Saves time</p>\n<p>Rinse first.</p>');
    expect(html).not.toContain('{icon');
    // Synced tabs share a key with every group using it; a group without one changes alone.
    expect(html).toMatch(/<div class="code-tabs code-tabs-prose" data-code-tabs="starlight-tabs-shell"><div class="code-tabs-list" role="tablist"[^>]*><button[^>]*aria-selected="true"[^>]*data-tab-value="bash"><svg[^>]*data-icon="seti:shell">/);
    expect(html).toMatch(/<div role="tabpanel"[^>]*data-tab-value="fish" hidden="">Run the fish line\.<\/div>/);
    expect(html).toMatch(/<div class="code-tabs code-tabs-prose" data-code-tabs="">/);
    expect(html).toMatch(/<div class="compat-card-grid"><article class="compat-card"><p class="compat-card-title"><svg[^>]*data-icon="star">[^]*?<span>Sponge<\/span><\/p><div class="compat-card-body">Soft side up\.<\/div><\/article>/);
    // An icon name with no equivalent is still drawn (a generic shape), never an empty box.
    expect(html).toMatch(/<svg[^>]*data-icon="no-such-icon"><path d="[^"]+"><\/path><\/svg><span>Brush<\/span>/);
    expect(html).toContain('<div class="compat-link-card"><a href="/"><span class="compat-link-card-title">Home page</span><span class="compat-link-card-description">Back to the start.</span></a>');
    expect(html).toMatch(/<a class="compat-link-button compat-link-button-secondary" href="\/de\/">German version<svg[^>]*data-icon="right-arrow">/);
    expect(html).toContain('<div class="compat-steps"><ol>\n<li>Fill the sink.</li>\n<li>Add soap.</li>\n</ol></div>');
    expect(html).toMatch(/<div class="file-tree"><ul><li class="file-tree-directory"><details open=""><summary><svg[^]*?<span class="file-tree-name">src<\/span><\/summary><ul><li class="file-tree-file"><svg[^]*?<span class="file-tree-name file-tree-highlight">sink\.ts<\/span><span class="file-tree-comment"> the main part<\/span><\/li><li class="file-tree-directory">[^]*?<span class="file-tree-name">drain\/<\/span>[^]*?<li class="file-tree-placeholder">…<\/li><\/ul><\/div>/);
    expect(html).toContain('<span class="compat-badge compat-badge-tip compat-badge-small">New</span>');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*data-icon="heart"><path d="[^"]+"><\/path><title>Loved<\/title><\/svg>/);
    expect(html).toContain('<div class="MuiCode-root" data-lang="json"><div class="MuiCode-title">palette.json</div><pre class="language-json" tabindex="0"><code><span class="token punctuation">{</span> <span class="token property">"accent"</span>');
    expect(html).toContain(
      '<div class="compat-unsupported" role="note" data-unsupported="astro" data-component="../../components/Banner.astro"><p class="compat-unsupported-title">Not rendered: the Astro component <code>Banner.astro</code>',
    );
    expect(html).toContain('<dl class="compat-unsupported-props"><dt>tone</dt><dd>calm</dd></dl><div class="compat-unsupported-content">Kept <strong>inside</strong> the block.</div></div>');
  });

  it('warns once at the Astro import\'s line and column, saying what to do', () => {
    const site = build(starlightProject);
    const warning = /Astro components \(1 in 1 file\):\n {4}src\/content\/docs\/parts\.mdx\n {6}6:1: Astro component <Banner> \("\.\.\/\.\.\/components\/Banner\.astro"\) cannot be rendered: docsgen renders React components; its 1 element is shown as a marked block with its props and content\. Replace it with a React component \(\.tsx\) to render it/;
    expect(site.stdout).toMatch(warning);
  });

  it('draws the hero and banner of the front matter above the page, its image published and its links checked', () => {
    const site = build(starlightProject);
    const home = site.main('');
    expect(home).toContain('<div class="compat-banner">New soap is <a href="/parts/">here</a>.</div>');
    expect(home).toMatch(
      /<div class="compat-hero"><div class="compat-hero-text"><p class="compat-hero-title">Shine the sink<\/p><p class="compat-hero-tagline">Clean <strong>every<\/strong> corner\.<\/p><div class="compat-hero-actions"><a class="compat-link-button compat-link-button-secondary" href="\/parts\/">See the parts<\/a><\/div><\/div><img class="compat-hero-image" src="\/assets\/sink-[0-9a-f]{8}\.png" alt=""\/><\/div>/,
    );
    expect(home).toContain('<p>Welcome to the sink.</p>');
    expect(site.main('404')).toContain('<p class="compat-hero-title">Empty sink</p><p class="compat-hero-tagline">This page went down the drain.</p>');
    expect(site.stdout).not.toContain('front matter but no content');
    const broken = build({ ...starlightProject, 'src/content/docs/404.md': '---\ntitle: Gone\nhero:\n  actions:\n    - text: Home\n      link: /nowhere/\n---\n' });
    expect(broken.stderr).toContain('src/content/docs/404.md');
    expect(broken.stderr).toContain('/nowhere/');
  });

  it('serves a page a language folder lacks at that language\'s route, in the default language with a note', () => {
    const site = build(starlightProject);
    expect(site.main('de')).toContain('<a href="/de/parts/">Zu den Bausteinen</a>');
    const fallback = site.main('de/parts');
    expect(fallback).toMatch(/^<aside class="MuiCallout-root MuiCallout-note" data-callout="note">[^]*?This page is not translated into this language yet/);
    expect(fallback).toContain('<span class="compat-badge compat-badge-tip compat-badge-small">New</span>');
    expect(fs.existsSync(path.join(site.out, 'src'))).toBe(false);
  });

  it('fails on a ?raw import of a missing file at its line', () => {
    const site = build({ ...starlightProject, 'src/content/docs/raw.mdx': '---\ntitle: Raw\n---\nimport text from "./gone.txt?raw";\n\n{text}\n' });
    expect(site.status).toBe(1);
    expect(site.stderr).toContain('src/content/docs/raw.mdx:4:1: MDX: cannot import "./gone.txt?raw"');
  });
});

describe('bad input', () => {
  const broken = {
    ...starlightSite,
    'de/guides/links.md': '# Links\n\n![gone](../../assets/missing.png)\n\n[anchor](/de/guides/intro/#codeblocke) and [page](./nowhere.md).\n',
  };

  it('fails with every broken link, anchor and missing file of the build, each with file:line', () => {
    const site = build(broken);
    expect(site.status).toBe(1);
    expect(site.stderr).toContain('de/guides/links.md:3:1: missing file "../../assets/missing.png"');
    expect(site.stderr).toContain('de/guides/links.md:5:1: broken anchor /de/guides/intro/#codeblocke: /de/guides/intro/ has no element with id "codeblocke"; did you mean #codeblöcke?');
    expect(site.stderr).toContain('de/guides/links.md:5:44: link to "./nowhere.md"');
  });

  it('names files from the site root, not from the folder docsgen runs in', () => {
    const site = build(broken);
    expect(site.stderr).toContain('missing file "../../assets/missing.png": assets/missing.png does not exist');
    expect(site.stderr).toContain('link to "./nowhere.md" points at de/guides/nowhere.md, which is not a page');
    const demoless = build({ ...muiSite, 'pages/components/buttons.md': '# Buttons\n\n{{"demo": "Missing.tsx"}}\n' });
    expect(demoless.stderr).toContain('pages/components/buttons.md:3: the demo "Missing.tsx" does not exist: expected pages/components/Missing.tsx');
  });

  it('ships with --links warn, listing them as warnings', () => {
    const site = build(broken, ['--links', 'warn']);
    expect(site.status).toBe(0);
    expect(site.stdout).toMatch(/broken links \(1 in 1 file\):\n {4}de\/guides\/links\.md\n {6}5:44: link to "\.\/nowhere\.md"/);
    expect(site.stdout).toMatch(/missing files \(1 in 1 file\)/);
  });

  it('fails on an MDX import that does not resolve, at its line', () => {
    const site = build({ ...starlightSite, 'de/guides/intro.mdx': `---\ntitle: Kaputt\n---\nimport Missing from './Missing.tsx';\n\n<Missing />\n` });
    expect(site.status).toBe(1);
    expect(site.stderr).toMatch(/de\/guides\/intro\.mdx:4:1: MDX: cannot import "\.\/Missing\.tsx"/);
  });
});
