/** Full-page templates through the real command line: an unchanged template's server render comes from the cache, an edited file it imports renders it again, and the output is a cold build's. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_FILES, writeFixture } from '../fixtureSite.ts';
import { buildWithCache, temporaryFolders, tree } from './builtTree.ts';

// Each build runs the real CLI, which loads React, MUI and the Markdown pipeline and bundles the template: seconds.
vi.setConfig({ testTimeout: 300_000 });

const { tempDir, removeLater } = temporaryFolders();

/** A plugin adding one full-page template, whose component lives in the site's `templates/board/`. */
const BOARD_PLUGIN = `const boardTemplate = {
  name: 'board-template',
  generate: ({ root }) => ({
    templates: [
      {
        name: 'board',
        title: 'Board',
        description: 'A task board.',
        route: '/guide/board/',
        galleryRoute: '/guide/intro/',
        demo: { absFile: root + '/templates/board/index.tsx', chunkName: 'template-board', theme: 'material', library: 'templates' },
        preview: '/static/templates/board.svg',
        previewDark: '/static/templates/board-dark.svg',
      },
    ],
  }),
};
`;

const BOARD = `import * as React from 'react';
import Button from '@mui/material/Button';
import { columns } from './columns';

export default function Board() {
  return (
    <main>
      {columns.map((column) => <section key={column}><h2>{column}</h2></section>)}
      <Button variant="contained">Add a card</Button>
    </main>
  );
}
`;

describe('full-page templates with the build cache', () => {
  const root = writeFixture({
    'site.config.ts': FIXTURE_FILES['site.config.ts'].replace('export default {', `${BOARD_PLUGIN}\nexport default {\n  plugins: [boardTemplate],`),
    'templates/board/index.tsx': BOARD,
    'templates/board/columns.ts': "export const columns = ['To do', 'Doing', 'Done'];\n",
  });
  removeLater(root);
  const cacheDir = tempDir('docsgen-template-cache-dir-');
  const out = path.join(tempDir('docsgen-template-cache-out-'), 'dist');
  const boardHtml = () => fs.readFileSync(path.join(out, 'guide/board/index.html'), 'utf8');
  const coldTree = () => {
    const cold = path.join(tempDir('docsgen-template-cache-cold-'), 'dist');
    expect(buildWithCache(root, cold, cacheDir, ['--no-cache']).demoCache).toBeUndefined();
    return tree(cold);
  };

  it('renders the template on the first build, takes its render from the cache on the next, and writes what a cold build writes', () => {
    expect(buildWithCache(root, out, cacheDir).demoCache).toMatchObject({ modulesBundled: 1, templatesFromCache: 0, templatesRendered: 1 });
    expect(boardHtml()).toContain('Doing');
    expect(buildWithCache(root, out, cacheDir).demoCache).toMatchObject({ modulesFromCache: 1, modulesBundled: 0, templatesFromCache: 1, templatesRendered: 0 });
    expect(tree(out)).toEqual(coldTree());
  });

  it('renders the template again when a file it imports changed', () => {
    fs.writeFileSync(path.join(root, 'templates/board/columns.ts'), "export const columns = ['Backlog', 'Shipped'];\n");
    expect(buildWithCache(root, out, cacheDir).demoCache).toMatchObject({ modulesBundled: 1, templatesFromCache: 0, templatesRendered: 1 });
    expect(boardHtml()).toContain('Backlog');
    expect(boardHtml()).not.toContain('Doing');
    expect(tree(out)).toEqual(coldTree());
  });
});
