/** A project folder copied or moved after a build still builds, every demo rendered by its own packages. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { docsgenOk } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const workDir = inject('e2eWorkDir');

/** Builds the starter site in `dir` and checks its demo was rendered on the server. */
function buildAndCheckDemos(dir: string): void {
  const built = docsgenOk(['build'], dir);
  expect(built.stdout).toMatch(/Built \d+ pages/);
  const demoPage = fs.readFileSync(path.join(dir, 'dist/docs/live-demos/index.html'), 'utf8');
  expect(demoPage).toContain('Add one');
}

describe('a copied or moved project', () => {
  it('renders every demo, never reusing the cached modules of the folder it came from', () => {
    // Hard links: a copy of every folder and file name (what resolution sees) without copying the packages' bytes.
    const copyProject = (from: string, to: string) => execFileSync('cp', ['-al', from, to]);
    const original = path.join(workDir, 'original-project');
    copyProject(projectDir, original);
    // The other test files may have written the starter site already (files run in any order).
    if (!fs.existsSync(path.join(original, 'site.config.ts'))) docsgenOk(['init'], original);
    buildAndCheckDemos(original);
    const originalEntries = fs.readdirSync(path.join(original, 'node_modules/.cache/docsgen/modules'));

    const copied = path.join(workDir, 'copied-project');
    copyProject(original, copied);
    buildAndCheckDemos(copied);
    // One more cache entry, for the copy's own location, beside the original's it was copied with.
    const copiedEntries = fs.readdirSync(path.join(copied, 'node_modules/.cache/docsgen/modules'));
    expect(copiedEntries).toEqual(expect.arrayContaining(originalEntries));
    expect(copiedEntries).toHaveLength(originalEntries.length + 1);

    const moved = path.join(workDir, 'moved-project');
    fs.renameSync(copied, moved);
    buildAndCheckDemos(moved);
    for (const dir of [original, moved]) fs.rmSync(dir, { recursive: true, force: true });
  });
});
