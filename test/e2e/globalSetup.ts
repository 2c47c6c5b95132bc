/**
 * Packs docsgen with `npm pack` (its `prepare` build included) and installs the tarball into a fresh project in the
 * system's temporary folder, outside this repository, with React, react-dom, MUI, Emotion and Joy as that project's
 * own dependencies, at the versions this repository uses. Every e2e test file works in copies or subfolders of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project with docsgen installed; its package.json has `"type": "module"`. */
    projectDir: string;
    /** A temporary folder for the tests' own copies and sites, outside the repository. */
    e2eWorkDir: string;
    /** How long `npm install` of the tarball and the site's packages took. */
    installMs: number;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The site's own packages: what docsgen takes as peer dependencies, and Joy for the CommonJS site's demos. */
const SITE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled', '@mui/joy'];
let workDir: string | undefined;

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `name@version` as installed in this repository, so the install is served from npm's local cache where it can be. */
function installedSpec(name: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return `${name}@${version}`;
}

export async function setup(project: TestProject): Promise<void> {
  workDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-e2e-')));
  run('npm', ['pack', '--pack-destination', workDir, '--silent'], repoRoot);
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const tarball = path.join(workDir, `docsgen-${version}.tgz`);
  if (!fs.existsSync(tarball)) throw new Error(`npm pack wrote no ${tarball}`);

  const projectDir = path.join(workDir, 'project');
  fs.mkdirSync(projectDir);
  fs.writeFileSync(path.join(projectDir, 'package.json'), `${JSON.stringify({ name: 'e2e-docs', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
  const started = performance.now();
  run('npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...SITE_PACKAGES.map(installedSpec)], projectDir);
  const installMs = performance.now() - started;

  project.provide('projectDir', projectDir);
  project.provide('e2eWorkDir', workDir);
  project.provide('installMs', installMs);
}

export async function teardown(): Promise<void> {
  // A build's detached removal of its replaced output may still be emptying a folder: retried, not left behind.
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
