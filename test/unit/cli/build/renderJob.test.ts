/**
 * A page whose own code throws while it renders (a component an MDX page imports) fails the build as a problem of that
 * page, named with its file, not as a crash with a stack trace.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli, writeFixture } from '../fixtureSite.ts';

vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('a page that throws while it renders', () => {
  it('is a content error of its file', () => {
    const root = writeFixture({
      'pages/guide/broken/index.mdx': "---\ntitle: Broken\n---\n\nimport Boom from './Boom.tsx';\n\n<Boom />\n",
      'pages/guide/broken/Boom.tsx': "export default function Boom(): never {\n  throw new Error('the chart has no data');\n}\n",
    });
    roots.push(root);
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status).toBe(1);
    expect(stderr).toContain('pages/guide/broken/index.mdx: the page failed to render: Error: the chart has no data');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
