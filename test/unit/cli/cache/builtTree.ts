/** Helpers of the tests that build through the command line with a cache folder and compare outputs. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import type { BuildReport } from '../../../../cli/build/report.ts';
import { runCli } from '../fixtureSite.ts';

/** Folders removed once the test file is done: made by `tempDir`, or handed to `removeLater`. */
export function temporaryFolders(): { tempDir(prefix: string): string; removeLater(dir: string): void } {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
  return {
    tempDir(prefix) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      folders.push(dir);
      return dir;
    },
    removeLater: (dir) => folders.push(dir),
  };
}

/** Every file under `dir` (the output link followed) by relative path, as a digest of its bytes. */
export function tree(dir: string): Record<string, string> {
  const real = fs.realpathSync(dir);
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(real, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(real, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

/**
 * Builds `root` into `out` with the cache in `cacheDir` through the command line, run from `cwd` (the temporary
 * folder unless given), expecting success; its report.
 */
export function buildWithCache(root: string, out: string, cacheDir: string, extra: string[] = [], cwd = os.tmpdir()): BuildReport {
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-cache-report-'));
  try {
    const result = runCli(['build', root, '--out', out, '--cache-dir', cacheDir, '--report', path.join(reportDir, 'report.json'), ...extra], cwd);
    expect(result.stderr).not.toMatch(/problem/);
    expect(result.status).toBe(0);
    return JSON.parse(fs.readFileSync(path.join(reportDir, 'report.json'), 'utf8')) as BuildReport;
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}
