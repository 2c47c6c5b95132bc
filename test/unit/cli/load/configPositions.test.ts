import { beforeAll, describe, expect, it } from 'vitest';
import { exportedKeyLocator } from '../../../../cli/load/configPositions.ts';

const typedConfig = `import type { SiteConfigInput } from 'docsgen';

const guide = { id: 'guide', name: 'Guide', versions: [{ text: '1.0', href: '/guide/' }] };

const config: SiteConfigInput = {
  title: 'Docs',
  'siteUrl': 'https://docs.example.com',
  products: [
    guide,
    { id: 'api', name: 'API', versions: [] },
  ],
  ads: { enabled: false },
  feedback: { enabled: true, endpoint: 'api' },
};

export default config;
`;

describe('exportedKeyLocator', () => {
  // The locator loads the TypeScript compiler on first use, which takes seconds on a busy machine.
  beforeAll(() => import('typescript'), 60_000);

  it('finds a key of the exported object through the constant it names, quoted or not', async () => {
    const positionOf = await exportedKeyLocator(typedConfig, 'site.config.ts');
    expect(positionOf(['title'])).toEqual({ line: 6, column: 3 });
    expect(positionOf(['siteUrl'])).toEqual({ line: 7, column: 3 });
  });

  it('tells apart keys of the same name in different sections', async () => {
    const positionOf = await exportedKeyLocator(typedConfig, 'site.config.ts');
    expect(positionOf(['ads', 'enabled'])).toEqual({ line: 12, column: 10 });
    expect(positionOf(['feedback', 'enabled'])).toEqual({ line: 13, column: 15 });
  });

  it('follows list items, and constants used as items', async () => {
    const positionOf = await exportedKeyLocator(typedConfig, 'site.config.ts');
    expect(positionOf(['products', 1, 'name'])).toEqual({ line: 10, column: 18 });
    expect(positionOf(['products', 0, 'versions', 0, 'href'])).toEqual({ line: 3, column: 71 });
  });

  it('points a key that is not written at the nearest enclosing key that is', async () => {
    const positionOf = await exportedKeyLocator(typedConfig, 'site.config.ts');
    expect(positionOf(['ads', 'feedUrl'])).toEqual({ line: 12, column: 3 });
    expect(positionOf(['languages'])).toEqual({ line: 16, column: 16 });
  });

  it('reads configs exported directly, wrapped in a call or with satisfies', async () => {
    const wrapped = "export default defineConfig({\n  title: 'Docs',\n} satisfies Config);\n";
    expect((await exportedKeyLocator(wrapped, 'site.config.ts'))(['title'])).toEqual({ line: 2, column: 3 });
    const direct = "export default {\n  products: [{ id: 'x' }],\n};\n";
    expect((await exportedKeyLocator(direct, 'site.config.ts'))(['products', 0, 'id'])).toEqual({ line: 2, column: 16 });
  });

  it('has no position to give for a file without a default export', async () => {
    expect((await exportedKeyLocator('export const title = 1;\n', 'site.config.ts'))(['title'])).toBeUndefined();
  });
});
