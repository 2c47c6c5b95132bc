import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMdx } from '../../../../cli/markdown/mdx.ts';
import { render } from './helpers.ts';

describe('heading ids', () => {
  it('follow github-slugger: punctuation and emoji dropped, spaces become dashes, case folded', async () => {
    const { headingIds } = await render(
      "## Basic button\n\n## The <code>sx</code> prop!\n\n## What's new? 🎉 (v6.1)\n\n## Theme: `palette.primary.main`\n",
    );
    expect(headingIds).toEqual(['basic-button', 'the-sx-prop', 'whats-new--v61', 'theme-paletteprimarymain']);
  });

  it('keep non-ASCII letters raw, as GitHub, VitePress and Starlight do', async () => {
    const { headingIds, html } = await render('## Codeblöcke\n\n## Über Größe\n\n## 日本語の見出し\n');
    expect(headingIds).toEqual(['codeblöcke', 'über-größe', '日本語の見出し']);
    expect(html).toContain('<h2 id="codeblöcke">');
  });

  it('go on every level, duplicates numbered from -1 like GitHub', async () => {
    const { headingIds, html } = await render('Intro.\n\n# Props\n\n## Props\n\n### Props\n\n#### Props\n\n##### Props\n\n###### Props\n');
    expect(headingIds).toEqual(['props', 'props-1', 'props-2', 'props-3', 'props-4', 'props-5']);
    expect(html).toContain('<h1 id="props">Props</h1>');
    expect(html).toContain('<h6 id="props-5">Props</h6>');
  });

  it('take an explicit {#custom-id}, which leaves the text and wins over the slug', async () => {
    const { headingIds, html, toc } = await render('## Installation guide {#install}\n\n## Install\n');
    expect(headingIds).toEqual(['install', 'install-1']);
    expect(html).toContain('<h2 id="install">Installation guide<a');
    expect(toc[0]).toEqual({ id: 'install', text: 'Installation guide', children: [] });
  });

  it('keep an id written in a raw HTML heading', async () => {
    const { headingIds, html } = await render('<h2 id="legacy-anchor">Old</h2>\n\n## New\n');
    expect(headingIds).toEqual(['legacy-anchor', 'new']);
    expect(html).toContain('<h2 id="legacy-anchor">Old</h2>');
  });
});

describe('headings', () => {
  it('builds the TOC from h2 with h3 children', async () => {
    const { toc } = await render('## Install\n\n### npm\n\n### yarn\n\n#### Detail\n\n## Usage `sx`\n');
    expect(toc).toEqual([
      {
        id: 'install',
        text: 'Install',
        children: [
          { id: 'npm', text: 'npm', children: [] },
          { id: 'yarn', text: 'yarn', children: [] },
        ],
      },
      { id: 'usage-sx', text: 'Usage sx', children: [] },
    ]);
  });

  it('adds an anchor link to h2 and h3 only', async () => {
    const { html } = await render('## Install\n\n### npm\n\n#### Detail\n');
    expect(html).toContain(
      '<h2 id="install">Install<a class="anchor-link" href="#install" aria-labelledby="install" tabindex="-1"><svg class="anchor-icon"',
    );
    expect(html).toContain('<h3 id="npm">npm<a class="anchor-link" href="#npm"');
    expect(html).toContain('<h4 id="detail">Detail</h4>');
  });

  it('warns about a skipped level at its file line, and keeps an h3 before any h2 in the TOC', async () => {
    const { warnings, toc } = await render('Intro\n\n### Orphan\n\n## Later\n\n#### Deep\n', { bodyLine: 5 });
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/pages\/material-ui\/getting-started\/usage\.md:7:1: "### Orphan" follows an h1, skipping a level/),
      expect.stringMatching(/usage\.md:11:1: "#### Deep" follows an h2, skipping a level.*make it an h3$/),
    ]);
    expect(toc.map((entry) => entry.id)).toEqual(['orphan', 'later']);
  });

  it('lifts a leading h1 out of the content as the title', async () => {
    const { title, html } = await render('# The `sx` prop {#sx}\n\nIntro.\n');
    expect(title).toBe('The sx prop');
    expect(html).toBe('<p>Intro.</p>');
  });

  it('leaves an h1 that is not the first node in place, with an id', async () => {
    const { title, html } = await render('Intro.\n\n# Later\n');
    expect(title).toBeNull();
    expect(html).toContain('<h1 id="later">Later</h1>');
  });
});

describe('the leading title of an MDX page', () => {
  it('is lifted out of the body after the imports, so the page shows it once', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-title-'));
    fs.writeFileSync(path.join(folder, 'Note.tsx'), 'export default function Note() { return <aside>note</aside>; }\n');
    const rendered = await renderMdx("import Note from './Note.tsx';\n\n# Getting started\n\n<Note />\n\nBody.\n", {
      file: 'page.mdx',
      absFile: path.join(folder, 'page.mdx'),
      bodyLine: 1,
      routeOfFile: () => undefined,
    });
    fs.rmSync(folder, { recursive: true, force: true });
    expect(rendered.title).toBe('Getting started');
    expect(renderToStaticMarkup(rendered.content)).not.toContain('<h1');
  });
});
