import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { entriesOfList, FileTreeView } from '../../../../templates/compat/FileTree.tsx';

// The list as MDX renders `- src\n  - **a.ts** main file\n  - out/\n- …`.
const list = (
  <ul>
    {'\n'}
    <li>
      {'src\n'}
      <ul>
        <li>
          <strong>a.ts</strong>
          {' main '}
          <em>file</em>
        </li>
        <li>out/</li>
      </ul>
    </li>
    <li>
      <p>…</p>
    </li>
  </ul>
);

describe('FileTree', () => {
  it('reads folders, highlighted names, comments and placeholders from a Markdown list', () => {
    const entries = entriesOfList(list);
    expect(entries.map((e) => [e.name, e.directory])).toEqual([
      ['src', true],
      ['…', false],
    ]);
    const [file, folder] = entries[0].children;
    expect(file).toMatchObject({ name: 'a.ts', highlighted: true, directory: false });
    expect(renderToStaticMarkup(<>{file.comment}</>)).toBe(' main <em>file</em>');
    expect(folder).toMatchObject({ name: 'out/', directory: true, children: [] });
  });

  it('draws folders as open <details> and a placeholder without an icon', () => {
    const html = renderToStaticMarkup(<FileTreeView entries={entriesOfList(list)} />);
    expect(html).toMatch(/^<div class="file-tree"><ul><li class="file-tree-directory"><details open=""><summary>[^]*?<svg[^>]*>[^]*?<\/svg><span class="file-tree-name">src<\/span><\/summary>/);
    expect(html).toContain('<span class="file-tree-name file-tree-highlight">a.ts</span><span class="file-tree-comment"> main <em>file</em></span>');
    expect(html).toContain('<li class="file-tree-placeholder">…</li>');
  });
});
