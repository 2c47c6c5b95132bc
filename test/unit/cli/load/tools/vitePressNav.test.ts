import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourcePage } from '../../../../../cli/model.ts';
import { vitePressConfigNav, vitePressNav } from '../../../../../cli/load/tools/vitePressNav.ts';

const page = (route: string, title: string): SourcePage => ({
  route,
  file: `${route}.md`,
  absFile: `/site${route}.md`,
  frontMatter: { title },
  body: '',
  bodyLine: 1,
});
const pages = [
  page('/', 'Home'),
  page('/guide/', 'Guide'),
  page('/guide/boiling/', 'Boiling'),
  page('/guide/pouring/', 'Pouring'),
  page('/api/kettle/', 'Kettle API'),
];
const source = (warnings: string[]) => ({
  pages,
  file: '.vitepress/config.mts',
  warnings,
});

describe('a VitePress nav', () => {
  it('reads the array form: groups, links with or without .md, a trailing slash or the base, external links', () => {
    const warnings: string[] = [];
    const config = {
      base: '/kettle/',
      themeConfig: {
        sidebar: [
          {
            text: 'Guide',
            link: '/guide/',
            collapsed: true,
            items: [
              { text: 'Boiling', link: '/guide/boiling.md' },
              { text: 'Pouring', link: '/kettle/guide/pouring' },
              { text: 'Gone', link: '/guide/gone' },
            ],
          },
          {
            text: 'Reference',
            base: '/api/',
            items: [
              { text: 'Kettle', link: 'kettle/' },
              { text: 'Source', link: 'https://example.org/kettle' },
            ],
          },
        ],
      },
    };
    expect(vitePressConfigNav(config, source(warnings))).toEqual([
      {
        pathname: '/guide-group',
        title: 'Guide',
        children: [
          { pathname: '/guide/', title: 'Guide' },
          { pathname: '/guide/boiling/', title: 'Boiling' },
          { pathname: '/guide/pouring/', title: 'Pouring' },
        ],
      },
      {
        pathname: '/api/kettle-group',
        title: 'Reference',
        children: [
          { pathname: '/api/kettle/', title: 'Kettle' },
          { pathname: 'https://example.org/kettle', title: 'Source' },
        ],
      },
    ]);
    expect(warnings).toEqual(['.vitepress/config.mts: themeConfig.sidebar links "Gone" to /guide/gone, which is no page; it is left out of the nav']);
  });

  it('shows every path prefix of the object form, one after the other', () => {
    const warnings: string[] = [];
    const sidebar = {
      '/guide/': [{ text: 'Guide', items: [{ text: 'Boiling', link: '/guide/boiling' }] }],
      '/api/': { base: '/api/', items: [{ text: 'Kettle', link: 'kettle' }] },
    };
    expect(vitePressConfigNav({ themeConfig: { sidebar } }, source(warnings))).toEqual([
      {
        pathname: '/guide/boiling-group',
        title: 'Guide',
        children: [{ pathname: '/guide/boiling/', title: 'Boiling' }],
      },
      { pathname: '/api/kettle/', title: 'Kettle' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('takes the top bar nav when there is no sidebar, and gives null with a warning for a computed sidebar', () => {
    const warnings: string[] = [];
    expect(vitePressConfigNav({ themeConfig: { nav: [{ text: 'Guide', link: '/guide/boiling' }] } }, source(warnings))).toEqual([
      { pathname: '/guide/boiling/', title: 'Guide' },
    ]);
    expect(vitePressConfigNav({ themeConfig: { sidebar: { toolCall: 'generateSidebar', args: [] } } }, source(warnings))).toBeNull();
    expect(vitePressConfigNav({ themeConfig: {} }, source(warnings))).toBeNull();
    expect(warnings).toEqual([
      '.vitepress/config.mts: themeConfig.sidebar is computed by generateSidebar(), which docsgen does not run; the nav is made from the folder',
    ]);
  });

  it('reads the config file with its packages stood in for', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitepress-nav-'));
    try {
      fs.mkdirSync(path.join(root, '.vitepress'));
      fs.writeFileSync(
        path.join(root, '.vitepress/config.mts'),
        "import { defineConfig } from 'vitepress';\nimport { generateSidebar } from 'vitepress-sidebar';\n" +
          "export default defineConfig({ themeConfig: { sidebar: [{ text: 'Start', link: '/guide/' }] } });\nexport const unused = generateSidebar;\n",
      );
      const warnings: string[] = [];
      expect(await vitePressNav(root, pages, warnings)).toEqual([{ pathname: '/guide/', title: 'Start' }]);
      fs.writeFileSync(
        path.join(root, '.vitepress/config.mts'),
        "import { generateSidebar } from 'vitepress-sidebar';\nexport default { themeConfig: { sidebar: generateSidebar({ documentRootPath: '/' }) } };\n",
      );
      expect(await vitePressNav(root, pages, warnings)).toBeNull();
      expect(warnings).toEqual([expect.stringMatching(/^\.vitepress\/config\.mts: themeConfig\.sidebar is computed by generateSidebar\(\)/)]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
