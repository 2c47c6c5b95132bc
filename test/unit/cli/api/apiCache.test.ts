import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCacheFile, loadApiData } from '../../../../cli/api/apiCache.ts';
import { API_SCHEMA_VERSION, type PackageApi } from '../../../../cli/api/types.ts';
import { buttonApi } from '../../api/fixtures.ts';

const PACKAGE = '@fixture/widgets';
let root: string;
let cacheDir: string;

/** Installs a fake package at `version` in the temporary site's node_modules. */
function install(version: string): void {
  const dir = path.join(root, 'node_modules', PACKAGE);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: PACKAGE, version }));
}

/** An extractor stub that records its calls and returns what extraction of the installed version would. */
function stubExtractor() {
  return vi.fn((packageName: string, rootDir: string): PackageApi => {
    const { version } = JSON.parse(fs.readFileSync(path.join(rootDir, 'node_modules', packageName, 'package.json'), 'utf8'));
    return { schemaVersion: API_SCHEMA_VERSION, packageName, version, components: [{ ...buttonApi, packageName }], hooks: [] };
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-api-cache-'));
  cacheDir = path.join(root, 'node_modules', '.cache', 'docsgen', 'api');
  fs.writeFileSync(path.join(root, 'package.json'), '{}');
  install('1.0.0');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('loadApiData', () => {
  it('extracts on a miss and writes node_modules/.cache/docsgen/api/<package>@<version>.json of the site\'s project', async () => {
    const extract = stubExtractor();
    const api = await loadApiData(PACKAGE, root, { extract });
    expect(extract).toHaveBeenCalledTimes(1);
    expect(extract).toHaveBeenCalledWith(PACKAGE, root);
    const file = path.join(root, 'node_modules', '.cache', 'docsgen', 'api', '@fixture', 'widgets@1.0.0.json');
    expect(apiCacheFile(cacheDir, PACKAGE, '1.0.0')).toBe(file);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(api);
  });

  it('returns the cached data without calling the extractor on a hit', async () => {
    const first = await loadApiData(PACKAGE, root, { extract: stubExtractor() });
    const extract = stubExtractor();
    const started = performance.now();
    const second = await loadApiData(PACKAGE, root, { extract });
    const elapsed = performance.now() - started;
    expect(extract).not.toHaveBeenCalled();
    expect(second).toEqual(first);
    // A hit is a file read and a JSON parse; the bound is loose so that a loaded CI machine does not fail it.
    expect(elapsed).toBeLessThan(500);
  });

  it('regenerates when the installed version changes and drops the old version’s file', async () => {
    await loadApiData(PACKAGE, root, { extract: stubExtractor() });
    install('1.1.0');
    const extract = stubExtractor();
    const api = await loadApiData(PACKAGE, root, { extract });
    expect(extract).toHaveBeenCalledTimes(1);
    expect(api.version).toBe('1.1.0');
    expect(fs.existsSync(apiCacheFile(cacheDir, PACKAGE, '1.1.0'))).toBe(true);
    expect(fs.existsSync(apiCacheFile(cacheDir, PACKAGE, '1.0.0'))).toBe(false);
  });

  it('regenerates an entry written with another schema version', async () => {
    const file = apiCacheFile(cacheDir, PACKAGE, '1.0.0');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({ schemaVersion: API_SCHEMA_VERSION - 1, packageName: PACKAGE, version: '1.0.0', components: [], hooks: [] }),
    );
    const extract = stubExtractor();
    const api = await loadApiData(PACKAGE, root, { extract });
    expect(extract).toHaveBeenCalledTimes(1);
    expect(api.components).toHaveLength(1);
  });

  it('regenerates an unreadable entry', async () => {
    const file = apiCacheFile(cacheDir, PACKAGE, '1.0.0');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"schemaVersion": 1, "packa');
    const extract = stubExtractor();
    await loadApiData(PACKAGE, root, { extract });
    expect(extract).toHaveBeenCalledTimes(1);
  });

  it('says how to fix a package that is not installed', async () => {
    await expect(loadApiData('@fixture/missing', root, { extract: stubExtractor() })).rejects.toThrow(/npm install @fixture\/missing/);
  });
});
