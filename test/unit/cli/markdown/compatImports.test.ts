/** MDX pages importing Docusaurus's and Nextra's built-in components, and files with Vite's `?raw` and `?url`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdx } from '../../../../cli/markdown/mdx.ts';
import { basePrefixer } from '../../../../templates/shell/basePath.ts';
import { SiteUrlProvider } from '../../../../templates/shell/SiteUrlContext.tsx';
import { createElement } from 'react';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-compat-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
fs.writeFileSync(path.join(folder, 'notes.txt'), 'line <one>\n');
fs.writeFileSync(path.join(folder, 'guide.pdf'), 'pdf bytes');

async function renderPage(body: string) {
  const withBase = basePrefixer('/docs/');
  const rendered = await renderMdx(body, { file: 'page.mdx', absFile: path.join(folder, 'page.mdx'), bodyLine: 1, routeOfFile: () => undefined, withBase });
  return { ...rendered, html: renderToStaticMarkup(createElement(SiteUrlProvider, { value: withBase }, rendered.content)) };
}

describe('Docusaurus components', () => {
  it('renders tabs with a group id and default, admonitions, code blocks, details, links and the base URL hook', async () => {
    const { html } = await renderPage(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BrowserOnly from '@docusaurus/BrowserOnly';

<Tabs groupId="os" values={[{ label: 'macOS', value: 'mac' }, { label: 'Linux', value: 'linux' }]}>
  <TabItem value="mac">Use brew.</TabItem>
  <TabItem value="linux" default>Use apt.</TabItem>
</Tabs>

<Admonition type="caution" title="Careful">Hot.</Admonition>

<CodeBlock language="ts" title="a.ts">{'const a = 1;'}</CodeBlock>

<Details summary="More">Hidden text.</Details>

<Link to="/intro/">Intro</Link> <img src={useBaseUrl('/img/logo.png')} alt="" />

<BrowserOnly fallback={<span>Loading map</span>}>{() => 'map'}</BrowserOnly>
`);
    expect(html).toMatch(/<div class="code-tabs code-tabs-prose" data-code-tabs="docusaurus-tabs-os">[^]*?aria-selected="false"[^>]*data-tab-value="mac">macOS<\/button>[^]*?aria-selected="true"[^>]*data-tab-value="linux">Linux<\/button>/);
    expect(html).toMatch(/data-tab-value="linux">Use apt\.<\/div>/);
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-warning" data-callout="caution"><svg[^]*?<p class="MuiCallout-title">Careful<\/p>Hot\.<\/div><\/aside>/);
    expect(html).toContain('<div class="MuiCode-root" data-lang="ts"><div class="MuiCode-title">a.ts</div><pre class="language-typescript" tabindex="0"><code><span class="token keyword">const</span>');
    expect(html).toContain('<details class="MuiCallout-root MuiCallout-details" data-callout="details"><summary class="MuiCallout-title">More</summary><div class="MuiCallout-content">Hidden text.</div></details>');
    expect(html).toContain('<a href="/docs/intro/">Intro</a>\n<img src="/docs/img/logo.png" alt=""/>');
    expect(html).toContain('<span>Loading map</span>');
  });
});

describe('Nextra components', () => {
  it('renders callouts, tabs with items and a storage key, steps, cards and a file tree', async () => {
    const { html } = await renderPage(`import { Callout, Tabs, Steps, Cards, FileTree } from 'nextra/components';

<Callout type="error">Broken.</Callout>

<Tabs items={['pnpm', 'npm']} defaultIndex={1} storageKey="pm">
  <Tabs.Tab>pnpm add x</Tabs.Tab>
  <Tabs.Tab>npm i x</Tabs.Tab>
</Tabs>

<Steps>
### First
Do this.
</Steps>

<Cards>
  <Cards.Card title="Start" href="/start/" arrow />
</Cards>

<FileTree>
  <FileTree.Folder name="pages" defaultOpen>
    <FileTree.File name="index.mdx" active />
  </FileTree.Folder>
</FileTree>
`);
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-danger" data-callout="error">[^]*?Broken\./);
    expect(html).toMatch(/data-code-tabs="nextra-tabs-pm">[^]*?aria-selected="false"[^>]*data-tab-value="pnpm">pnpm<\/button>[^]*?aria-selected="true"[^>]*data-tab-value="npm">npm<\/button>/);
    expect(html).toMatch(/<div class="compat-steps compat-steps-headings"><h3 id="first">First/);
    expect(html).toMatch(/<div class="compat-card-grid"><a class="compat-card compat-card-link" href="\/docs\/start\/"><span class="compat-card-title"><span>Start<\/span>[^]*?<svg/);
    expect(html).toMatch(/<li class="file-tree-directory"><details open=""><summary>[^]*?<span class="file-tree-name">pages<\/span><\/summary><ul><li class="file-tree-file">[^]*?<span class="file-tree-name file-tree-highlight">index\.mdx<\/span>/);
  });
});

describe('Vite import suffixes', () => {
  it('gives a ?raw import the file\'s text and publishes a ?url import under a hashed asset URL', async () => {
    const { html, assets } = await renderPage(`import notes from './notes.txt?raw';
import guide from './guide.pdf?url';

<pre>{notes}</pre>

<a href={guide}>Guide</a>
`);
    expect(html).toContain('<pre>line &lt;one&gt;\n</pre>');
    const url = /<a href="(\/docs\/assets\/guide-[0-9a-f]+\.pdf)">Guide<\/a>/.exec(html)?.[1];
    expect(url).toBeDefined();
    expect(assets).toEqual([{ url: url!.slice('/docs'.length), absPath: path.join(folder, 'guide.pdf') }]);
  });
});
