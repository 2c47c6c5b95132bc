/** Local files named by `poster`, `<source src>` and `srcset` are published like `<img src>`; a missing one is a broken link. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { basePrefixer } from '../../../../templates/shell/basePath.ts';
import { pngOfSize } from '../dialectSites.ts';
import { render } from './helpers.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-local-files-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
fs.mkdirSync(path.join(site, 'pages/guide'), { recursive: true });
fs.mkdirSync(path.join(site, 'media'));
fs.writeFileSync(path.join(site, 'media/poster.png'), pngOfSize(320, 180));
fs.writeFileSync(path.join(site, 'media/clip.webm'), 'webm bytes');
fs.writeFileSync(path.join(site, 'media/clip.mp4'), 'mp4 bytes');
fs.writeFileSync(path.join(site, 'media/small.png'), pngOfSize(100, 50));
fs.writeFileSync(path.join(site, 'media/large.png'), pngOfSize(200, 100));
fs.writeFileSync(path.join(site, 'media/sound.ogg'), 'ogg bytes');

const page = { file: 'pages/guide/media.md', absFile: path.join(site, 'pages/guide/media.md'), withBase: basePrefixer('/docs/') };
const hashed = (stem: string, extension: string) => new RegExp(`/docs/assets/${stem}-[0-9a-f]{8}\\.${extension}`);

describe('local files of media elements', () => {
  it('publishes a video poster and the sources of a video and an audio element', async () => {
    const { html, assets } = await render(
      '<video controls poster="../../media/poster.png">\n  <source src="../../media/clip.webm" type="video/webm">\n  <source src="../../media/clip.mp4" type="video/mp4">\n</video>\n\n<audio controls><source src="../../media/sound.ogg"></audio>\n',
      page,
    );
    expect(html).toMatch(new RegExp(`<video controls="" poster="${hashed('poster', 'png').source}">`));
    expect(html).toMatch(new RegExp(`<source src="${hashed('clip', 'webm').source}" type="video/webm"/>`));
    expect(html).toMatch(new RegExp(`<source src="${hashed('clip', 'mp4').source}" type="video/mp4"/>`));
    expect(html).toMatch(new RegExp(`<audio controls=""><source src="${hashed('sound', 'ogg').source}"/></audio>`));
    expect(assets.map((asset) => path.relative(site, asset.absPath)).sort()).toEqual(['media/clip.mp4', 'media/clip.webm', 'media/poster.png', 'media/sound.ogg']);
  });

  it('publishes every local candidate of a srcset, keeping descriptors and remote candidates', async () => {
    const { html } = await render(
      '<picture><source srcset="../../media/small.png 1x, ../../media/large.png 2x"><img src="../../media/small.png" srcset="../../media/large.png 2x, https://cdn.example.com/x.png 3x" alt="Both"></picture>\n',
      page,
    );
    expect(html).toMatch(new RegExp(`<source srcSet="${hashed('small', 'png').source} 1x, ${hashed('large', 'png').source} 2x"/>`));
    expect(html).toMatch(new RegExp(`<img src="${hashed('small', 'png').source}" srcSet="${hashed('large', 'png').source} 2x, https://cdn.example.com/x.png 3x" alt="Both" loading="lazy" width="100" height="50"/>`));
  });

  it('leaves a root-absolute file to the link check, at its line, and puts it under the base path', async () => {
    const { html, links, brokenLinks, assets } = await render(
      '# Media\n\n![Logo](/logo.png)\n\n<video poster="/media/poster.png"><source src="/media/clip.webm"></video>\n\n<img src="../../media/small.png" srcset="/large.png 2x, //cdn.example.com/x.png 3x">\n',
      page,
    );
    expect(links).toEqual([
      { href: '/logo.png', line: 3, column: 1, embedded: true },
      { href: '/media/poster.png', line: 5, column: 1, embedded: true },
      { href: '/media/clip.webm', line: 5, column: 35, embedded: true },
      { href: '/large.png', line: 7, column: 1, embedded: true },
    ]);
    expect(html).toContain('<img src="/docs/logo.png" alt="Logo" loading="lazy"/>');
    expect(html).toContain('<video poster="/docs/media/poster.png"><source src="/docs/media/clip.webm"/></video>');
    expect(html).toMatch(/ srcSet="\/docs\/large.png 2x, \/\/cdn.example.com\/x.png 3x"/);
    expect(brokenLinks).toEqual([]);
    expect(assets.map((asset) => path.relative(site, asset.absPath))).toEqual(['media/small.png']);
  });

  it('reports each missing poster, source and srcset candidate with its line and its path from the site root', async () => {
    const { brokenLinks } = await render(
      '# Media\n\n<video poster="../../media/gone.png"><source src="../../media/gone.webm"></video>\n\n<img src="../../media/small.png" srcset="../../media/gone@2x.png 2x">\n',
      page,
    );
    expect(brokenLinks.map((broken) => `${broken.position?.line}: ${broken.message}`).sort()).toEqual([
      '3: missing file "../../media/gone.png": media/gone.png does not exist; fix the path or add the file',
      '3: missing file "../../media/gone.webm": media/gone.webm does not exist; fix the path or add the file',
      '5: missing file "../../media/gone@2x.png": media/gone@2x.png does not exist; fix the path or add the file',
    ]);
  });
});
