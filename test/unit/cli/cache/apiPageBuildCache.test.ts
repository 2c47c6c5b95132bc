/** API pages through the build cache on the real command line: found again when their record is unchanged, rendered when it changed. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeFixture } from '../fixtureSite.ts';
import { buildWithCache, temporaryFolders, tree } from './builtTree.ts';

vi.setConfig({ testTimeout: 300_000 });

const { tempDir, removeLater } = temporaryFolders();

/** A plugin giving the site one API page, of a component described by `description`. */
function apiPlugin(description: string): string {
  const record = { kind: 'component', name: 'Widget', packageName: '@fixture/widgets', description, imports: ["import Widget from '@fixture/widgets/Widget';"], props: [], classes: [], slots: [] };
  return `export const widgetApi = {
  name: 'widget-api',
  generate: () => ({ apiPages: [{ route: '/guide/api/widget/', title: 'Widget API', productId: 'guide', component: ${JSON.stringify(record)} }] }),
};
`;
}

describe('API pages in the build cache', () => {
  const root = writeFixture({ 'plugins/widgetApi.ts': apiPlugin('A widget.') });
  removeLater(root);
  const configFile = path.join(root, 'site.config.ts');
  fs.writeFileSync(configFile, `import { widgetApi } from './plugins/widgetApi.ts';\n${fs.readFileSync(configFile, 'utf8').replace("ads: {", 'plugins: [widgetApi],\n  ads: {')}`);
  const cacheDir = tempDir('docsgen-api-cache-dir-');
  const out = path.join(tempDir('docsgen-api-cache-out-'), 'dist');
  const coldTree = () => {
    const cold = path.join(tempDir('docsgen-api-cache-cold-'), 'dist');
    buildWithCache(root, cold, cacheDir, ['--no-cache']);
    return tree(cold);
  };

  it('takes an unchanged API page from the cache and writes what a cold build writes', () => {
    buildWithCache(root, out, cacheDir);
    expect(fs.readFileSync(path.join(out, 'guide/api/widget/index.html'), 'utf8')).toContain('A widget.');
    const warm = buildWithCache(root, out, cacheDir);
    expect(warm.cache).toMatchObject({ pagesFromCache: warm.pages.length, pagesRendered: 0 });
    expect(tree(out)).toEqual(coldTree());
  });

  it('renders the API page again when its record changed', () => {
    fs.writeFileSync(path.join(root, 'plugins/widgetApi.ts'), apiPlugin('A widget, described anew.'));
    const report = buildWithCache(root, out, cacheDir);
    expect(report.cache).toMatchObject({ pagesFromCache: report.pages.length - 1, pagesRendered: 1 });
    expect(fs.readFileSync(path.join(out, 'guide/api/widget/index.html'), 'utf8')).toContain('A widget, described anew.');
    expect(tree(out)).toEqual(coldTree());
  });
});
