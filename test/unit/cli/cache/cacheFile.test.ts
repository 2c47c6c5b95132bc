/**
 * Every kind of entry of the cache folder, damaged as a restored CI cache or a full disk leaves it: the next build
 * removes it with one warning naming it, makes it again, and writes what a cold build writes; and the reader under
 * them all (cacheFile.ts) never waits on a FIFO nor follows a link.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCSGEN_ROOT } from '../../../../bin/docsgenRoot.mjs';
import type { BuildReport } from '../../../../cli/build/report.ts';
import { readCacheFile, replaceCacheFile } from '../../../../cli/cache/cacheFile.ts';
import { unframe } from '../../../../cli/cache/cacheStore.ts';
import { takeCacheWarnings } from '../../../../cli/cache/cacheWarnings.ts';
import { runCli, writeFixture } from '../fixtureSite.ts';
import { buildWithCache, temporaryFolders, tree } from './builtTree.ts';

// Each build runs the real CLI, which loads React, MUI and the Markdown pipeline and bundles the demos: seconds.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const { tempDir, removeLater } = temporaryFolders();

/** Where `file` was, something that is not it. */
const DAMAGE: Record<string, (file: string) => void> = {
  truncated: (file) => fs.writeFileSync(file, fs.readFileSync(file).subarray(0, fs.statSync(file).size >> 1)),
  'garbage bytes': (file) => fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size, '\u00ff garbage \u0000')),
  'a folder': (file) => {
    fs.rmSync(file);
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, 'inside'), 'a folder that is not empty');
  },
  'a FIFO': (file) => {
    fs.rmSync(file);
    expect(spawnSync('mkfifo', [file]).status).toBe(0);
  },
  empty: (file) => fs.writeFileSync(file, ''),
};

/** A plugin giving the site one API page from API data loaded through docsgen's API cache (extraction stubbed). */
const API_PLUGIN = `import { loadApiData } from ${JSON.stringify(path.join(DOCSGEN_ROOT, 'cli/api/apiCache.ts'))};
import { API_SCHEMA_VERSION } from ${JSON.stringify(path.join(DOCSGEN_ROOT, 'cli/api/types.ts'))};

const widget = { kind: 'component', name: 'Widget', packageName: '@fixture/widgets', description: 'A widget from the API data.', imports: ["import Widget from '@fixture/widgets/Widget';"], props: [], classes: [], slots: [] };
const extract = (packageName) => ({ schemaVersion: API_SCHEMA_VERSION, packageName, version: '1.0.0', components: [widget], hooks: [] });

export const widgetApi = {
  name: 'widget-api',
  async generate({ root }) {
    const api = await loadApiData('@fixture/widgets', root, { extract });
    return { apiPages: [{ route: '/guide/api/widget/', title: 'Widget API', productId: 'guide', component: api.components[0] }] };
  },
};
`;

const USAGE = '---\ntitle: Usage\ndescription: How to use it.\n---\n\nUse it well.\n\n## First steps\n\n{{"demo": "Counter.tsx"}}\n';
const COUNTER = "import * as React from 'react';\n\nexport default function Counter({ start = 0 }: { start?: number }) {\n  const [count, setCount] = React.useState<number>(start);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>Clicked {count}</button>;\n}\n";

/** The cache folder's files by kind; each kind found at least once. */
function entriesByKind(cacheDir: string): Record<string, string[]> {
  const files = fs
    .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(cacheDir, path.join(entry.parentPath, entry.name)));
  const kinds = {
    'build entry': files.filter((file) => /^build\/[^/]+\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(file)),
    'usage ledger': files.filter((file) => /^build\/[^/]+\/usage-ledger$/.test(file)),
    tsconfig: files.filter((file) => file.startsWith('tsconfig/')),
    'API data': files.filter((file) => file === 'api/@fixture/widgets@1.0.0.json'),
    "demo's JavaScript": files.filter((file) => file.startsWith('demo-js/')),
    'bundled module': files.filter((file) => /^modules\/[^/]+\/[^/]+\.mjs$/.test(file)),
  };
  for (const [kind, found] of Object.entries(kinds)) expect(found, kind).not.toEqual([]);
  return Object.fromEntries(Object.entries(kinds).map(([kind, found]) => [kind, found.map((file) => path.join(cacheDir, file))]));
}

/** A build through the command line: its report and the summary it printed. */
function buildPrinting(root: string, out: string, cacheDir: string): { report: BuildReport; stdout: string } {
  const reportFile = path.join(tempDir('docsgen-cache-file-report-'), 'report.json');
  const result = runCli(['build', root, '--out', out, '--cache-dir', cacheDir, '--report', reportFile], root);
  expect(result.stderr).not.toMatch(/problem/);
  expect(result.status).toBe(0);
  return { report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport, stdout: result.stdout };
}

const cacheWarnings = (report: BuildReport) => report.warnings.filter((warning) => warning.startsWith('cache entry '));

describe('a damaged cache entry of any kind', () => {
  const root = writeFixture({
    'pages/guide/usage/index.md': USAGE,
    'pages/guide/usage/Counter.tsx': COUNTER,
    'plugins/widgetApi.ts': API_PLUGIN,
    'node_modules/@fixture/widgets/package.json': JSON.stringify({ name: '@fixture/widgets', version: '1.0.0' }),
  });
  removeLater(root);
  const configFile = path.join(root, 'site.config.ts');
  fs.writeFileSync(configFile, `import { widgetApi } from './plugins/widgetApi.ts';\n${fs.readFileSync(configFile, 'utf8').replace('ads: {', 'plugins: [widgetApi],\n  ads: {')}`);
  const cacheDir = tempDir('docsgen-cache-file-dir-');
  const out = path.join(tempDir('docsgen-cache-file-out-'), 'dist');
  let coldTree: Record<string, string>;

  beforeAll(() => {
    const cold = path.join(tempDir('docsgen-cache-file-cold-'), 'dist');
    buildWithCache(root, cold, tempDir('docsgen-cache-file-cold-cache-'));
    coldTree = tree(cold);
    expect(fs.readFileSync(path.join(cold, 'guide/api/widget/index.html'), 'utf8')).toContain('A widget from the API data.');
    buildWithCache(root, out, cacheDir);
  });

  it.each(Object.keys(DAMAGE))('%s, is removed with one warning naming it and made again; the build writes what a cold one does', (way) => {
    const damaged = entriesByKind(cacheDir);
    for (const file of Object.values(damaged).flat()) DAMAGE[way](file);

    const { report, stdout } = buildPrinting(root, out, cacheDir);
    expect(tree(out)).toEqual(coldTree);
    const warnings = cacheWarnings(report);
    const named = (file: string) => warnings.filter((warning) => warning.startsWith(`cache entry ${file} was `));
    // Each kind named: the entries a build reads (a build entry of an earlier site state may stay unread, and harmless).
    for (const [kind, files] of Object.entries(damaged)) expect(files.filter((file) => named(file).length), kind).not.toEqual([]);
    for (const file of Object.values(damaged).flat()) expect(named(file).length, file).toBeLessThanOrEqual(1);
    expect(warnings.every((warning) => Object.values(damaged).flat().some((file) => warning.startsWith(`cache entry ${file} was `)))).toBe(true);
    expect(stdout).toContain(`cache entries (${warnings.length} in 1 file):`);
    expect(stdout).toContain(named(damaged.tsconfig[0])[0]);
    // Made again, each where it was.
    for (const file of Object.values(damaged).flat()) if (named(file).length) expect(fs.lstatSync(file, { throwIfNoEntry: false })?.isFile(), file).toBe(true);
  });

  it('made again, every entry is found whole by the next build, which warns of none', () => {
    const healed = buildWithCache(root, out, cacheDir);
    expect(cacheWarnings(healed)).toEqual([]);
    expect(healed.cache).toMatchObject({ pagesRendered: 0 });
    expect(healed.demoCache).toMatchObject({ modulesBundled: 0, demosPrepared: 0 });
    expect(tree(out)).toEqual(coldTree);
  });

  it('garbled in place, a bundled module its server-bundle entry names is found before it is imported, and bundled again', () => {
    const { 'build entry': entries, 'bundled module': modules } = entriesByKind(cacheDir);
    // Only the server-bundle entries are kept, so the demo is prepared again from its cached bundle, which it imports.
    const serverBundles = entries.filter((file) => {
      // Entries written in parts (summaries, search index) have no frame, and are no server bundle.
      const payload = unframe(path.basename(file), fs.readFileSync(file));
      return payload !== null && Object.hasOwn(deserialize(payload) as object, 'outputs');
    });
    expect(serverBundles).not.toEqual([]);
    for (const file of entries) if (!serverBundles.includes(file)) fs.rmSync(file);
    const counter = modules.filter((file) => path.basename(file).startsWith('Counter-'));
    expect(counter).toHaveLength(1);
    DAMAGE['garbage bytes'](counter[0]);

    const { report } = buildPrinting(root, out, cacheDir);
    expect(tree(out)).toEqual(coldTree);
    expect(cacheWarnings(report)).toEqual([`cache entry ${counter[0]} was damaged: removed, and made again`]);
    expect(report.demoCache).toMatchObject({ modulesBundled: 1, demosPrepared: 1 });
  });
});

describe('readCacheFile and replaceCacheFile', () => {
  const dir = tempDir('docsgen-cache-file-');
  afterEach(() => takeCacheWarnings());

  it('read a regular file whole, and a missing one as null without a warning', () => {
    replaceCacheFile(path.join(dir, 'entry'), 'bytes');
    expect(readCacheFile(path.join(dir, 'entry'))?.toString()).toBe('bytes');
    expect(readCacheFile(path.join(dir, 'missing'))).toBeNull();
    expect(takeCacheWarnings()).toEqual([]);
  });

  it('remove a folder, a FIFO, a socket and a link to elsewhere in place of an entry, with a warning each, without waiting', async () => {
    const elsewhere = path.join(tempDir('docsgen-cache-file-elsewhere-'), 'target');
    fs.writeFileSync(elsewhere, 'not an entry');
    const place = (name: string) => path.join(dir, name);
    fs.mkdirSync(place('folder'));
    expect(spawnSync('mkfifo', [place('fifo')]).status).toBe(0);
    fs.symlinkSync(elsewhere, place('link'));
    const server = net.createServer().listen(place('socket'));
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      for (const name of ['folder', 'fifo', 'link', 'socket']) {
        expect(readCacheFile(place(name)), name).toBeNull();
        expect(fs.lstatSync(place(name), { throwIfNoEntry: false }), name).toBeUndefined();
      }
    } finally {
      server.close();
    }
    expect(takeCacheWarnings()).toEqual(
      ['a folder', 'a FIFO', 'a symbolic link', 'a socket'].map((kind, i) => `cache entry ${place(['folder', 'fifo', 'link', 'socket'][i])} was ${kind}: removed, and made again`),
    );
    expect(fs.readFileSync(elsewhere, 'utf8')).toBe('not an entry');
  });

  it('leave module resolution through a linked folder as it was, after finding a FIFO', () => {
    // Node's realpath stops following links when the last file any stat call saw was a FIFO (then a package under a
    // linked node_modules loaded twice): resolved once to fill its cache, then again after the FIFO was found.
    const project = tempDir('docsgen-cache-file-linked-');
    fs.mkdirSync(path.join(project, 'real'));
    for (const name of ['first.js', 'second.js']) fs.writeFileSync(path.join(project, 'real', name), 'module.exports = 1;\n');
    fs.symlinkSync(path.join(project, 'real'), path.join(project, 'linked'));
    const resolve = createRequire(import.meta.url).resolve;
    expect(resolve(path.join(project, 'linked', 'first.js'))).toBe(path.join(fs.realpathSync(project), 'real', 'first.js'));
    expect(spawnSync('mkfifo', [path.join(dir, 'fifo-before-import')]).status).toBe(0);
    expect(readCacheFile(path.join(dir, 'fifo-before-import'))).toBeNull();
    expect(resolve(path.join(project, 'linked', 'second.js'))).toBe(path.join(fs.realpathSync(project), 'real', 'second.js'));
  });

  it('write an entry where a folder or a FIFO was', () => {
    fs.mkdirSync(path.join(dir, 'was-folder', 'inside'), { recursive: true });
    expect(spawnSync('mkfifo', [path.join(dir, 'was-fifo')]).status).toBe(0);
    for (const name of ['was-folder', 'was-fifo']) {
      replaceCacheFile(path.join(dir, name), 'entry');
      expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe('entry');
    }
    expect(takeCacheWarnings()).toHaveLength(2);
  });
});
