/**
 * The content boundary: every path a page names leads, after its symlinks, into the site's project folder (or a
 * configured content root); anything else fails the page at its line and nothing of it reaches the output.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectDemos } from '../../../../cli/demos/collectDemos.ts';
import { ContentError, ContentErrors, contentErrorsIn } from '../../../../cli/errors.ts';
import { demoReferencesReady } from '../../../../cli/markdown/demoReferences.ts';
import { renderMarkdown } from '../../../../cli/markdown/index.ts';
import { renderMdx } from '../../../../cli/markdown/mdx.ts';
import { contentRootsOf, locateContentPath } from '../../../../cli/site/contentBoundary.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import { pngOfSize } from '../dialectSites.ts';

// work/secret.txt beside the project work/project (with a package.json), whose site is work/project/docs.
const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-boundary-')));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const SECRET = 'TOKEN-7f3a1c';
const project = path.join(work, 'project');
const site = path.join(project, 'docs');
fs.mkdirSync(path.join(site, 'pages/guide'), { recursive: true });
fs.writeFileSync(path.join(work, 'secret.txt'), SECRET);
fs.writeFileSync(path.join(work, 'secret.png'), pngOfSize(4, 4));
fs.writeFileSync(path.join(project, 'package.json'), '{"name":"project","private":true}');
fs.writeFileSync(path.join(project, 'shared.md'), 'Shared words.');
fs.writeFileSync(path.join(site, 'pages/guide/snippet.ts'), 'export const a = 1;');
fs.symlinkSync(path.join(work, 'secret.png'), path.join(site, 'pages/guide/linked.png'));
fs.symlinkSync(path.join(project, 'shared.md'), path.join(site, 'pages/guide/shared-link.md'));

const pageOptions = (extra: Partial<Parameters<typeof renderMarkdown>[1]> = {}) => ({
  file: 'pages/guide/page.md',
  absFile: path.join(site, 'pages/guide/page.md'),
  bodyLine: 1,
  routeOfFile: () => undefined,
  ...extra,
});

/** The page's errors (thrown or recorded) as formatted lines, and its HTML when it rendered. */
async function outcome(body: string, extra: Partial<Parameters<typeof renderMarkdown>[1]> = {}): Promise<{ errors: string[]; html: string }> {
  try {
    const rendered = await renderMarkdown(body, pageOptions(extra));
    const { renderToStaticMarkup } = await import('react-dom/server');
    return { errors: rendered.brokenLinks.map((e) => new ContentError(e.file, e.message, e.position).format()), html: renderToStaticMarkup(rendered.content) + JSON.stringify(rendered.assets) };
  } catch (error) {
    const errors = contentErrorsIn(error);
    if (!errors) throw error;
    return { errors: errors.map((e) => e.format()), html: '' };
  }
}

describe('where a path content names leads', () => {
  const roots = contentRootsOf(site);

  it('takes the project folder (the folder of the package.json) as the boundary', () => {
    expect(roots).toEqual([project]);
    expect(locateContentPath(path.join(project, 'shared.md'), roots)).toEqual({ kind: 'inside', realPath: path.join(project, 'shared.md') });
  });

  it('judges `..`, absolute paths, /proc and symlinks by where they really lead', () => {
    expect(locateContentPath(path.join(site, '../../secret.txt'), roots).kind).toBe('outside');
    expect(locateContentPath('/proc/self/environ', roots).kind).toBe('outside');
    expect(locateContentPath(path.join(site, 'pages/guide/linked.png'), roots)).toEqual({ kind: 'outside', realPath: path.join(work, 'secret.png') });
    expect(locateContentPath(path.join(site, 'pages/guide/shared-link.md'), roots).kind).toBe('inside');
  });

  it('reports a missing path outside the boundary as outside, so nothing tells what exists there', () => {
    expect(locateContentPath(path.join(work, 'nothing.txt'), roots).kind).toBe('outside');
    expect(locateContentPath(path.join(site, 'nothing.txt'), roots).kind).toBe('missing');
  });

  it('widens the boundary by the config\'s contentRoots, relative to the site folder', () => {
    const wider = contentRootsOf(site, ['../..']);
    expect(wider).toEqual([project, work]);
    expect(locateContentPath(path.join(work, 'secret.txt'), wider).kind).toBe('inside');
  });
});

describe('a Markdown page naming a file outside its project', () => {
  const routes: [string, string, number][] = [
    ['a snippet import of the environment', '<<< /proc/self/environ', 3],
    ['a snippet import through ..', '<<< ../../../../secret.txt', 3],
    ['a snippet import from the pages folder up', '<<< @/../../../secret.txt', 3],
    ['a Markdown include', '<!--@include: ../../../../secret.txt-->', 3],
    ['an image', '![a](../../../../secret.png)', 3],
    ['a link to a file', '[b](../../../../secret.txt)', 3],
    ['a raw <img>', '<img src="../../../../secret.png">', 3],
    ['a video poster', '<video poster="../../../../secret.png"></video>', 3],
    ['a srcset candidate', '<img src="x.png" srcset="../../../../secret.png 2x">', 3],
    ['an image that is a symlink leading out', '![c](./linked.png)', 3],
  ];

  for (const [what, line, at] of routes) {
    it(`fails at its line and publishes nothing: ${what}`, async () => {
      const { errors, html } = await outcome(`# Page\n\n${line}\n`, { pagesDir: path.join(site, 'pages') });
      expect(errors.find((error) => error.includes('leads outside the site\'s project folder'))).toMatch(new RegExp(`^pages/guide/page\\.md:${at}:\\d+: "`));
      expect(html).not.toContain(SECRET);
      expect(html).not.toContain('secret.png');
    });
  }

  it('reads a file outside the project once the config lists its folder in contentRoots', async () => {
    const { errors, html } = await outcome('<<< ../../../../secret.txt\n', { contentRoots: contentRootsOf(site, ['../..']) });
    expect(errors).toEqual([]);
    expect(html).toContain(SECRET);
  });

  it('reads files of the project outside the site folder, and symlinks that stay inside it', async () => {
    const { errors, html } = await outcome('<!--@include: ../../../shared.md-->\n\n<!--@include: ./shared-link.md-->\n');
    expect(errors).toEqual([]);
    expect(html.match(/Shared words\./g)).toHaveLength(2);
  });
});

describe('an MDX page importing a file outside its project', () => {
  it('fails at the import line before the page runs', async () => {
    const body = `import secret from '../../../../secret.txt?raw';\n\n# Page\n\n{secret}\n`;
    await expect(renderMdx(body, { ...pageOptions(), file: 'pages/guide/page.mdx', absFile: path.join(site, 'pages/guide/page.mdx') })).rejects.toThrow(
      /pages\/guide\/page\.mdx:1:1: MDX: "\.\.\/\.\.\/\.\.\/\.\.\/secret\.txt" leads outside/,
    );
  });
});

describe('a demo reference outside the project', () => {
  it('is a content error at its line', async () => {
    const page = { file: 'pages/guide/page.md', absFile: path.join(site, 'pages/guide/page.md'), route: '/guide/page/', body: '# Page\n\n{{"demo": "../../../../secret.txt"}}\n', bodyLine: 1 } as SourcePage;
    await demoReferencesReady([page]);
    let thrown: unknown;
    try {
      collectDemos([page], contentRootsOf(site));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as ContentErrors).errors.map((e) => e.format())).toEqual([
      'pages/guide/page.md:3: "../../../../secret.txt" leads outside the site\'s project folder; a page may only read files inside it (a monorepo can add folders with `contentRoots` in the site config)',
    ]);
  });
});
