/**
 * docsgen installed as a symbolic link builds the starter site: `npm link` or a `file:` dependency (a link to a
 * checkout) and a workspace (a link to a package folder whose dependencies sit in the root's node_modules), each with
 * its cache folder outside the project. Both are made from hard-linked copies of the installed project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { docsgenOk } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const workDir = inject('e2eWorkDir');
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A copy of every folder and file name of `from` at `to`, hard-linking the files (the packages' bytes are shared). */
function copyTree(from: string, to: string): void {
  execFileSync('cp', ['-al', from, to]);
}

/** Writes the starter site in `dir` unless it is there, builds it with its cache in `cacheDir` and checks its demo. */
function initAndBuild(dir: string, cacheDir: string): void {
  if (!fs.existsSync(path.join(dir, 'site.config.ts'))) docsgenOk(['init'], dir);
  const built = docsgenOk(['build', '--cache-dir', cacheDir], dir);
  expect(built.stdout).toMatch(/Built 2 pages/);
  const demoPage = fs.readFileSync(path.join(dir, 'dist/docs/live-demos/index.html'), 'utf8');
  expect(demoPage).toContain('Add one');
  expect(fs.readdirSync(path.join(cacheDir, 'modules'))).not.toHaveLength(0);
}

describe('docsgen installed as a symbolic link', () => {
  it('builds the starter site when node_modules/docsgen links to a checkout (npm link, a file: dependency)', () => {
    const linked = path.join(workDir, 'linked-project');
    copyTree(projectDir, linked);
    fs.rmSync(path.join(linked, 'node_modules/docsgen'), { recursive: true });
    fs.symlinkSync(repoRoot, path.join(linked, 'node_modules/docsgen'));
    initAndBuild(linked, path.join(workDir, 'linked-cache'));
    fs.rmSync(linked, { recursive: true, force: true });
  });

  it("builds the starter site when docsgen is a workspace package, its dependencies in the root's node_modules", () => {
    const root = path.join(workDir, 'workspace');
    fs.mkdirSync(path.join(root, 'packages'), { recursive: true });
    copyTree(path.join(projectDir, 'node_modules'), path.join(root, 'node_modules'));
    fs.rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
    fs.renameSync(path.join(root, 'node_modules/docsgen'), path.join(root, 'packages/docsgen'));
    fs.symlinkSync('../packages/docsgen', path.join(root, 'node_modules/docsgen'));
    const manifest = { name: 'e2e-workspace', version: '1.0.0', private: true, type: 'module', workspaces: ['packages/*'] };
    fs.writeFileSync(path.join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    initAndBuild(root, path.join(workDir, 'workspace-cache'));
    fs.rmSync(root, { recursive: true, force: true });
  });
});
