import { describe, expect, it, vi } from 'vitest';
import { exportedKeyLocator } from '../../../../cli/load/configPositions.ts';

// `typescript` is an optional peer dependency, absent from most installs: every key is placed without it.
vi.mock('typescript', () => {
  throw Object.assign(new Error("Cannot find package 'typescript'"), { code: 'ERR_MODULE_NOT_FOUND' });
});

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
  it('finds a key of the exported object through the constant it names, quoted or not', () => {
    const positionOf = exportedKeyLocator(typedConfig);
    expect(positionOf(['title'])).toEqual({ line: 6, column: 3 });
    expect(positionOf(['siteUrl'])).toEqual({ line: 7, column: 3 });
  });

  it('tells apart keys of the same name in different sections', () => {
    const positionOf = exportedKeyLocator(typedConfig);
    expect(positionOf(['ads', 'enabled'])).toEqual({ line: 12, column: 10 });
    expect(positionOf(['feedback', 'enabled'])).toEqual({ line: 13, column: 15 });
  });

  it('follows list items, and constants used as items', () => {
    const positionOf = exportedKeyLocator(typedConfig);
    expect(positionOf(['products', 1, 'name'])).toEqual({ line: 10, column: 18 });
    expect(positionOf(['products', 0, 'versions', 0, 'href'])).toEqual({ line: 3, column: 71 });
  });

  it('points a key that is not written at the nearest enclosing key that is', () => {
    const positionOf = exportedKeyLocator(typedConfig);
    expect(positionOf(['ads', 'feedUrl'])).toEqual({ line: 12, column: 3 });
    expect(positionOf(['languages'])).toEqual({ line: 16, column: 16 });
  });

  it('reads configs exported directly, wrapped in a call or with satisfies', () => {
    const wrapped = "export default defineConfig({\n  title: 'Docs',\n} satisfies Config);\n";
    expect(exportedKeyLocator(wrapped)(['title'])).toEqual({ line: 2, column: 3 });
    const direct = "export default {\n  products: [{ id: 'x' }],\n};\n";
    expect(exportedKeyLocator(direct)(['products', 0, 'id'])).toEqual({ line: 2, column: 16 });
  });

  it('skips brackets in strings, comments, template literals and regular expressions', () => {
    const tricky = [
      "const pattern = /[{(]/g; // a { in a comment",
      'export default {',
      "  title: `Docs ${ { a: '}' }.a } [`, /* } */",
      "  'edit}Url': 'https://x/{path}',",
      '  ratio: 4 / 2 / 1,',
      "  links: 'warn',",
      '};',
    ].join('\n');
    const positionOf = exportedKeyLocator(tricky);
    expect(positionOf(['edit}Url'])).toEqual({ line: 4, column: 3 });
    expect(positionOf(['links'])).toEqual({ line: 6, column: 3 });
  });

  it('reads a call with type arguments, the last of same-named keys, and stops at an arrow function', () => {
    const source = "const make = () => ({ title: 'x' });\nexport default defineConfig<Config>({\n  title: 'a',\n  title: 'b',\n  theme: make,\n});\n";
    const positionOf = exportedKeyLocator(source);
    expect(positionOf(['title'])).toEqual({ line: 4, column: 3 });
    expect(positionOf(['theme', 'title'])).toEqual({ line: 5, column: 3 });
  });

  it('has no position to give for a file without a default export', () => {
    expect(exportedKeyLocator('export const title = 1;\n')(['title'])).toBeUndefined();
  });
});
