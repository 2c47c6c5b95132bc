/** `docsgen init`, `build`, `check` and `serve` in a fresh project that installed the packed tarball. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../browser/browser.ts';
import { docsgenOk, useServer } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const { open } = useChromium();
const serve = useServer();

describe('a project that installed the packed docsgen', () => {
  it('gets a starter site from init that builds, and the install-to-first-build time is reported', () => {
    const started = performance.now();
    const init = docsgenOk(['init'], projectDir);
    expect(init.stdout).toContain('Wrote a starter site');
    const built = docsgenOk(['build'], projectDir);
    const initAndBuildMs = performance.now() - started;
    expect(built.stdout).toMatch(/Built 2 pages/);
    const demoPage = fs.readFileSync(path.join(projectDir, 'dist/docs/live-demos/index.html'), 'utf8');
    // The demo is rendered on the server by the project's own React and MUI.
    expect(demoPage).toContain('Add one');
    expect(demoPage).toMatch(/Clicked (<!-- -->)?0(<!-- -->)? (<!-- -->)?times/);
    // Caches live in the project's node_modules, never beside the content.
    expect(fs.existsSync(path.join(projectDir, 'node_modules/.cache/docsgen/modules'))).toBe(true);
    // (`.<out>.builds/` holds the builds the output link points at, by design beside the output.)
    expect(fs.readdirSync(projectDir).filter((name) => name.startsWith('.') && !name.endsWith('.builds'))).toEqual([]);
    const installMs = inject('installMs');
    process.stdout.write(
      `install-to-first-build: npm install ${(installMs / 1000).toFixed(1)} s + init and build ${(initAndBuildMs / 1000).toFixed(1)} s = ${((installMs + initAndBuildMs) / 1000).toFixed(1)} s\n`,
    );
  });

  it('checks the starter site without problems', () => {
    expect(docsgenOk(['check'], projectDir).stdout).toContain('No problems found');
  });

  it('types the starter config and navigation through the package declarations', () => {
    const tsconfig = path.join(projectDir, 'tsconfig.typecheck.json');
    fs.writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', skipLibCheck: false, types: [] },
        files: ['site.config.ts', 'nav/docs.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { cwd: projectDir, encoding: 'utf8' });
    fs.rmSync(tsconfig);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('serves the site, and its live demo hydrates in Chromium with no console error', async () => {
    const url = await serve([], projectDir);
    const { page, problems } = await open();
    await page.goto(`${url}/docs/live-demos/`);
    const island = page.locator('[data-island="demo"]').first();
    // Demos hydrate on intent: a pointer going down inside one.
    await island.dispatchEvent('pointerdown');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
    await island.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => island.innerText(), { timeout: 10_000 }).toContain('Clicked 1 time');
    // The starter config redirects / to the docs.
    await page.goto(`${url}/`);
    await page.waitForURL(`${url}/docs/`);
    expect(problems).toEqual([]);
  });
});
