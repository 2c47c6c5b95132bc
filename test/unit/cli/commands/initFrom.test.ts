import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectSourceTool, readToolSetup, toolSiteConfig } from '../../../../cli/commands/initFrom.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'init-from-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('init --from', () => {
  it('finds the tool a folder was written for by its config', () => {
    expect(detectSourceTool(project({ 'docusaurus.config.ts': 'export default {};' }))).toBe('docusaurus');
    expect(detectSourceTool(project({ '.vitepress/config.mts': 'export default {};' }))).toBe('vitepress');
    expect(detectSourceTool(project({ 'astro.config.mjs': 'export default {};', 'src/content/docs/index.md': '# Hi' }))).toBe('starlight');
    expect(detectSourceTool(project({ 'index.md': '# Hi' }))).toBeNull();
  });

  it("reads a VitePress config's title and base; its sidebar is the nav, so only the top bar nav is not carried over", async () => {
    const dir = project({ '.vitepress/config.mts': "import { defineConfig } from 'vitepress';\nexport default defineConfig({ title: 'Pots', base: '/pots', themeConfig: { sidebar: [], nav: [] } });\n" });
    const setup = await readToolSetup('vitepress', dir);
    expect(setup).toMatchObject({ title: 'Pots', basePath: '/pots/' });
    expect(setup.notCarried).toEqual([expect.stringMatching(/^themeConfig\.nav: the top bar links/)]);
  });

  it('lists a sidebar computed by a package as not carried over, for VitePress and Starlight', async () => {
    const vitePress = project({ '.vitepress/config.mts': "import { generateSidebar } from 'vitepress-sidebar';\nexport default { themeConfig: { sidebar: generateSidebar() } };\n" });
    expect((await readToolSetup('vitepress', vitePress)).notCarried).toEqual([expect.stringMatching(/^themeConfig\.sidebar is computed by generateSidebar\(\)/)]);
    const starlight = project({
      'astro.config.mjs': "import starlight from '@astrojs/starlight';\nimport { typeDocSidebarGroup } from 'starlight-typedoc';\nexport default { integrations: [starlight({ title: 'T', sidebar: typeDocSidebarGroup() })] };\n",
      'src/content/docs/index.md': '# Hi',
    });
    expect((await readToolSetup('starlight', starlight)).notCarried).toEqual([expect.stringMatching(/^sidebar is computed by typeDocSidebarGroup\(\).*src\/content\/docs\//)]);
  });

  it('writes a config with the title and URL, no products and warned links', () => {
    const config = toolSiteConfig('docusaurus', { title: "Tom's kit", siteUrl: 'https://x.example/kit/', basePath: '/kit/', notCarried: [] }, 'folder');
    expect(config).toContain("title: 'Tom\\'s kit'");
    expect(config).toContain("siteUrl: 'https://x.example/kit/'");
    expect(config).toContain('products: []');
    expect(config).toContain("links: 'warn'");
  });
});
