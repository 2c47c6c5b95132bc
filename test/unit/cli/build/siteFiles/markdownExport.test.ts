import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportedMarkdown } from '../../../../../cli/build/siteFiles/markdownExport.ts';
import { ContentError } from '../../../../../cli/errors.ts';
import { loadDemoReferenceParser } from '../../../../../cli/markdown/demoReferences.ts';
import type { PreparedDemo } from '../../../../../cli/demos/prepareDemo.tsx';
import type { SourcePage } from '../../../../../cli/model.ts';
import type { RenderedRoute } from '../../../../../cli/render/renderedRoute.ts';

const root = '/site';
const pageOf = (body: string): SourcePage => ({
  route: '/docs/page/',
  file: 'pages/docs/page.md',
  absFile: path.join(root, 'pages/docs/page.md'),
  frontMatter: { title: 'Page' },
  body,
  // Front matter took the file's first four lines.
  bodyLine: 5,
});
const rendered = { title: 'Page', description: undefined } as unknown as RenderedRoute;
const counter = { variants: [{ ts: 'export default function Counter() {}', styling: null }] } as unknown as PreparedDemo;

describe('exported Markdown', () => {
  beforeAll(loadDemoReferenceParser);

  it('inlines the demos the page references and keeps a reference shown as code as written', () => {
    const body = 'Live:\n\n{{"demo": "Counter.tsx"}}\n\nWritten as:\n\n    {{"demo": "Counter.tsx"}}\n';
    const prepared = new Map([[path.join(root, 'pages/docs/Counter.tsx'), counter]]);
    expect(exportedMarkdown(pageOf(body), rendered, prepared)).toBe(
      '# Page\n\nLive:\n\nDemo: `Counter.tsx`\n\n```tsx\nexport default function Counter() {}\n```\n\nWritten as:\n\n    {{"demo": "Counter.tsx"}}\n',
    );
  });

  it('exports a line that only looks like a demo reference, with no demo prepared, as written', () => {
    const body = 'Written as:\n\n    {{"demo": "Ghost.tsx"}}\n';
    expect(exportedMarkdown(pageOf(body), rendered, new Map())).toBe(`# Page\n\n${body}`);
  });

  it('reports a referenced demo the build did not prepare at its line, as a content error', () => {
    let error: unknown;
    try {
      exportedMarkdown(pageOf('Intro.\n\n{{"demo": "Removed.tsx"}}\n'), rendered, new Map());
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).format()).toBe('pages/docs/page.md:7: the demo "Removed.tsx" does not exist: expected pages/docs/Removed.tsx');
  });
});
