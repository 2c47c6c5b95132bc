/**
 * A line that only looks like a demo reference (indented code) is no demo to the Markdown export either: the build
 * used to stop at a stack trace there, the export looking for the sources of a demo the page never referenced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli, writeFixture } from '../../fixtureSite.ts';

vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('the render step', () => {
  it('exports a demo reference written as indented code as written', () => {
    const root = writeFixture({
      'pages/guide/usage/index.md': '---\ntitle: Usage\ndescription: How to use it.\n---\n\nA demo is referenced as:\n\n    {{"demo": "Counter.tsx"}}\n\n## First steps\n\nStart.\n',
    });
    roots.push(root);
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(status).toBe(0);
    expect(fs.readFileSync(path.join(root, 'dist/guide/usage/index.md'), 'utf8')).toContain('\n    {{"demo": "Counter.tsx"}}\n');
  });
});
