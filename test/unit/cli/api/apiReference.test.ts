import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReferencePlugin } from '../../../../cli/api/apiReference.ts';
import { ContentError } from '../../../../cli/errors.ts';
import { defaultSiteConfig } from '../../../../cli/load/siteConfigSchema.ts';
import type { GenerateContext } from '../../../../cli/plugins/plugin.ts';
import { libraryProject } from './libraryFixture.ts';

const TIMEOUT_MS = 60_000;
let root: string;
let configFile: string;
const product = (id: string) => ({ id, name: id, versions: [] });

function context(products: ReturnType<typeof product>[]): GenerateContext {
  return { config: { ...defaultSiteConfig('site'), products }, root, contentDir: root, pages: [] };
}

beforeAll(() => {
  root = libraryProject();
  configFile = path.join(root, 'site.config.ts');
  fs.writeFileSync(configFile, "export default {\n  title: 'Site',\n  api: {\n    packages: [{ name: 'my-ui', product: 'nope' }],\n  },\n};\n");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('apiReferencePlugin', () => {
  it('makes a page per component and hook under the first product, and its nav group', async () => {
    const plugin = apiReferencePlugin({ packages: ['my-ui'] }, [], configFile);
    const content = await plugin.generate!(context([product('docs'), product('blog')]));
    expect(content.apiPages?.map((page) => [page.route, page.productId])).toEqual([
      ['/docs/api/button/', 'docs'],
      ['/docs/api/fancy-button/', 'docs'],
      ['/docs/api/use-toggle/', 'docs'],
    ]);
    expect(content.apiPages?.[1].inherits).toEqual({ component: 'Button', href: '/docs/api/button/' });
    expect(content.nav).toEqual({
      docs: [
        {
          pathname: '/docs/api',
          title: 'API',
          icon: 'CodeIcon',
          children: [
            { pathname: '/docs/api/button', title: 'Button' },
            { pathname: '/docs/api/fancy-button', title: 'FancyButton' },
            { pathname: '/docs/api/use-toggle', title: 'useToggle' },
          ],
        },
      ],
    });
  }, TIMEOUT_MS);

  it('applies the plugins’ conventions and the package’s options; a site without products gets /api/ routes and no nav', async () => {
    const conventions = { className: () => ({ className: 'x-root', state: false }), themeDefaultPropsName: () => 'MyFancy' };
    const options = { name: 'my-ui', hooks: false, sourceUrl: 'https://example.com/{file}' };
    const content = await apiReferencePlugin({ packages: [options] }, [{ name: 'conventions', apiConventions: conventions }], configFile).generate!(context([]));
    expect(content.apiPages?.map((page) => page.route)).toEqual(['/api/button/', '/api/fancy-button/']);
    expect(content.apiPages?.[1]).toMatchObject({ themeDefaultPropsName: 'MyFancy', sourceHref: 'https://example.com/index.d.ts' });
    expect(content.apiPages?.[1].component.kind === 'component' && content.apiPages[1].component.classes[0].className).toBe('x-root');
    expect(content.nav).toEqual({});
  }, TIMEOUT_MS);

  it('reads a source entry, and reports an unknown product or entry at its place in the config', async () => {
    const source = await apiReferencePlugin({ packages: [{ name: 'my-badges', entry: 'src/index.tsx' }] }, [], configFile).generate!(context([product('docs')]));
    expect(source.apiPages?.map((page) => page.route)).toEqual(['/docs/api/badge/']);

    const wrong = apiReferencePlugin({ packages: [{ name: 'my-ui', product: 'nope' }] }, [], configFile).generate!(context([product('docs')]));
    await expect(wrong).rejects.toThrow(ContentError);
    await expect(wrong).rejects.toMatchObject({
      file: 'site.config.ts',
      message: 'api package "my-ui" names product "nope", which the config does not have (products: "docs")',
      position: { line: 4 },
    });
    const missing = apiReferencePlugin({ packages: [{ name: 'my-ui', entry: 'src/gone.ts' }] }, [], configFile).generate!(context([product('docs')]));
    await expect(missing).rejects.toThrow(/api entry src\/gone.ts is not a file/);
  }, TIMEOUT_MS);
});
