/**
 * Docs written for Docusaurus, VitePress and Starlight (this repository's fixtures in each dialect), set up with
 * `init --from` (or the tool found) and built by the installed docsgen with no edit: every page, callout, component
 * and code title present in the output or named in a warning, and the nav the source tool would show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { docsgenOk } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const fixtures = path.resolve(import.meta.dirname, 'fixtures');

/** A copy of the fixture inside the project, so it resolves docsgen and the project's packages. */
function copyOf(name: string): string {
  const dir = path.join(projectDir, `from-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(fixtures, name), dir, { recursive: true });
  return dir;
}

const read = (dir: string, route: string) => fs.readFileSync(path.join(dir, 'dist', route, 'index.html'), 'utf8');

describe('docs of other tools, built by the packed docsgen', () => {
  it('sets up a Docusaurus project and builds it as Docusaurus serves it', () => {
    const dir = copyOf('docusaurus');
    const init = docsgenOk(['init', '--from', 'docusaurus'], dir);
    expect(init.stdout).toContain('wrote site.config.ts');
    expect(init.stdout).toContain('docusaurus-plugin-sass is not run');
    expect(init.stdout).toContain('--base /kit/');
    const built = docsgenOk(['build'], dir);
    expect(built.stdout).toMatch(/Built 7 pages/);
    expect(built.stdout).toContain('unfinished.md');

    const intro = read(dir, 'docs');
    // `.md` compiled as MDX: imports gone, the tabs rendered from @theme/Tabs, the callout's title kept.
    expect(intro).not.toContain('import Tabs');
    expect(intro).toContain('data-tab-value="yarn"');
    expect(intro).toContain('Bright idea');
    expect(intro).toContain('href="/docs/guides/install/"');
    expect(intro).toContain('href="/docs/reference/lamp-api/"');
    expect(fs.existsSync(path.join(dir, 'dist/img/lamp.svg'))).toBe(true);

    // A doc id and a partial imported from `_shared-note.mdx`, a code title and a magic comment, a relative URL link.
    const install = read(dir, 'docs/guides/install');
    expect(install).toContain('Lantern Kit needs Node 20 or newer.');
    expect(install).toContain('lantern.config.js');
    expect(install).toContain('line highlighted');
    expect(install).not.toContain('highlight-next-line');
    expect(install).toContain('href="/docs/guides/theming/"');
    // The sidebar file's labels, and a pagination label on the page after the install guide.
    expect(install).toContain('Colours and themes');
    expect(read(dir, 'docs/guides/theming')).toMatch(/prev-next-title">Installing</);
    expect(fs.existsSync(path.join(dir, 'dist/docs/guides/unfinished'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'dist/docs/guides/_shared-note'))).toBe(false);
  });

  it('finds a VitePress project without --from, and builds it with what it could not carry over listed', () => {
    const dir = copyOf('vitepress');
    const init = docsgenOk(['init'], dir);
    expect(init.stdout).toContain('vitepress project');
    // The sidebar is read for the nav; the top bar links are not carried over.
    expect(init.stdout).not.toContain('themeConfig.sidebar');
    expect(init.stdout).toContain('themeConfig.nav: the top bar links');
    expect(fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain("title: 'Kettle Notes'");
    expect(docsgenOk(['build'], dir).stdout).toMatch(/Built 2 pages/);
    expect(read(dir, 'guide/boiling')).toContain('Fill the kettle above the minimum line.');
    expect(read(dir, 'guide/boiling')).toContain('Bring to the boil');
    expect(read(dir, 'guide/boiling')).toContain('Kettle guide');
  });

  it('sets up a Starlight project from its Astro config', () => {
    const dir = copyOf('starlight');
    const init = docsgenOk(['init', '--from', 'starlight'], dir);
    expect(init.stdout).toContain('Everything docsgen reads was carried over.');
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toContain("title: 'Teapot Handbook'");
    expect(config).toContain("siteUrl: 'https://teapot.example.net/'");
    expect(docsgenOk(['build'], dir).stdout).toMatch(/Built 2 pages/);
    expect(read(dir, 'guides/warming')).toContain('Rinse the pot with hot water');
    // The sidebar's group label, not the folder's name.
    expect(read(dir, 'guides/warming')).toContain('Before brewing');
  });
});
