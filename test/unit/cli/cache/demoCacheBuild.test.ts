/** Demo preparation through the real command line: an unchanged site bundles nothing, an edited demo only itself, and the output is a cold build's. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeFixture } from '../fixtureSite.ts';
import { buildWithCache, temporaryFolders, tree } from './builtTree.ts';

// Each build runs the real CLI, which loads React, MUI and the Markdown pipeline and bundles the demos: seconds.
vi.setConfig({ testTimeout: 300_000 });

const { tempDir, removeLater } = temporaryFolders();
const build = buildWithCache;

const USAGE = '---\ntitle: Usage\ndescription: How to use it.\n---\n\nUse it well.\n\n## First steps\n\n{{"demo": "Counter.tsx"}}\n\n{{"demo": "Greeting"}}\n';

describe('demo preparation with the build cache', () => {
  const root = writeFixture({
    'pages/guide/usage/index.md': USAGE,
    'pages/guide/usage/Counter.tsx': "import * as React from 'react';\nimport { label } from './label';\n\nexport default function Counter() {\n  const [count, setCount] = React.useState(0);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>{label} {count}</button>;\n}\n",
    'pages/guide/usage/label.ts': "export const label = 'Clicked';\n",
    'pages/guide/usage/Greeting/css/index.tsx': "import './greeting.css';\n\nexport default function Greeting() {\n  return <p className=\"greeting\">Hello</p>;\n}\n",
    'pages/guide/usage/Greeting/css/greeting.css': '.greeting { color: teal; }\n',
  });
  removeLater(root);
  const cacheDir = tempDir('docsgen-demo-cache-dir-');
  const out = path.join(tempDir('docsgen-demo-cache-out-'), 'dist');
  const coldTree = () => {
    const cold = path.join(tempDir('docsgen-demo-cache-cold-'), 'dist');
    expect(build(root, cold, cacheDir, ['--no-cache']).demoCache).toBeUndefined();
    return tree(cold);
  };

  it('prepares every demo on the first build, none on a second with nothing changed, writing the same bytes as a cold build', () => {
    expect(build(root, out, cacheDir).demoCache).toEqual({ modulesFromCache: 0, modulesBundled: 2, demosFromCache: 0, demosPrepared: 2, browserBundleFromCache: false, templatesFromCache: 0, templatesRendered: 0 });
    expect(build(root, out, cacheDir).demoCache).toEqual({ modulesFromCache: 2, modulesBundled: 0, demosFromCache: 2, demosPrepared: 0, browserBundleFromCache: true, templatesFromCache: 0, templatesRendered: 0 });
    expect(tree(out)).toEqual(coldTree());
  });

  it('bundles and prepares again only the demo whose imported file changed; the other comes from the cache', () => {
    fs.writeFileSync(path.join(root, 'pages/guide/usage/label.ts'), "export const label = 'Pressed';\n");
    expect(build(root, out, cacheDir).demoCache).toEqual({ modulesFromCache: 1, modulesBundled: 1, demosFromCache: 1, demosPrepared: 1, browserBundleFromCache: false, templatesFromCache: 0, templatesRendered: 0 });
    expect(fs.readFileSync(path.join(out, 'guide/usage/index.html'), 'utf8')).toContain('Pressed');
    expect(tree(out)).toEqual(coldTree());
  });

  it("prepares a demo again when its stylesheet changed", () => {
    fs.writeFileSync(path.join(root, 'pages/guide/usage/Greeting/css/greeting.css'), '.greeting { color: navy; }\n');
    expect(build(root, out, cacheDir).demoCache).toMatchObject({ modulesBundled: 1, demosFromCache: 1, demosPrepared: 1 });
    expect(tree(out)).toEqual(coldTree());
  });

  it('rebuilds what garbled entries held, and writes what a cold build writes', () => {
    for (const entry of fs.readdirSync(cacheDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/^[0-9a-f]{64}$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 1] ^= 1;
      fs.writeFileSync(file, bytes);
    }
    expect(build(root, out, cacheDir).demoCache).toEqual({ modulesFromCache: 0, modulesBundled: 2, demosFromCache: 0, demosPrepared: 2, browserBundleFromCache: false, templatesFromCache: 0, templatesRendered: 0 });
    expect(tree(out)).toEqual(coldTree());
  });
});
