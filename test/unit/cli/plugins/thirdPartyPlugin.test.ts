/**
 * The plugin seam as a site author meets it: a plugin written in the site's own config (as a third party would ship
 * one) adds a Markdown page and its nav entry, a head meta on every page, and a hook that runs on the finished output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_FILES, runCli, writeFixture } from '../fixtureSite.ts';

vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const CHANGELOG_PLUGIN = `
function visit(node: any, fn: (node: any) => unknown): void {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

/** Adds a changelog page from a list of releases, lists it in the guide's nav, and stamps every page. */
function changelogPlugin(releases: { version: string; notes: string }[]) {
  return {
    name: 'changelog',
    generate({ pages }: { pages: readonly { route: string }[] }) {
      const markdown = releases.map((r) => \`## \${r.version}\\n\\n\${r.notes}\\n\`).join('\\n') + \`\\nThe site has \${pages.length} other pages.\\n\`;
      return {
        pages: [{ route: '/guide/changelog/', title: 'Changelog', description: 'Every release.', markdown }],
        nav: { guide: [{ pathname: '/guide/changelog', title: 'Changelog' }] },
      };
    },
    // Markdown extensions: a remark plugin that expands :ship: in text, a rehype plugin that marks every h2.
    remarkPlugins: [() => (tree: any) => visit(tree, (node) => node.type === 'text' && (node.value = node.value.replaceAll(':ship:', 'shipped')))],
    rehypePlugins: [() => (tree: any) => visit(tree, (node) => node.tagName === 'h2' && (node.properties['data-release'] = 'true'))],
    headMetas({ route }: { route: string }) {
      return { 'changelog:route': route };
    },
    buildEnd({ outDir, routes }: { outDir: string; routes: readonly string[] }) {
      fs.writeFileSync(path.join(outDir, 'routes.txt'), routes.join('\\n'));
    },
  };
}
`;

function siteWithPlugin(pluginCall: string): string {
  const config = FIXTURE_FILES['site.config.ts'].replace('export default {', `${CHANGELOG_PLUGIN}\nexport default {\n  plugins: [${pluginCall}],`);
  const root = writeFixture({ 'site.config.ts': config });
  // The config imports what its plugin needs, as any module would.
  const file = path.join(root, 'site.config.ts');
  fs.writeFileSync(file, `import fs from 'node:fs';\nimport path from 'node:path';\n${fs.readFileSync(file, 'utf8')}`);
  roots.push(root);
  return root;
}

describe('a plugin written in the site config', () => {
  it('adds a page with its nav entry, Markdown extensions, a head meta on every page, and runs after the output is written', () => {
    const root = siteWithPlugin("changelogPlugin([{ version: '2.0.0', notes: 'Adds the **dark** mode.' }, { version: '1.0.0', notes: 'First release, :ship:.' }])");
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status, stderr).toBe(0);

    const changelog = fs.readFileSync(path.join(root, 'dist/guide/changelog/index.html'), 'utf8');
    expect(changelog).toMatch(/<h2 id="[^"]+" data-release="true">2\.0\.0/);
    expect(changelog).toContain('<p>First release, shipped.</p>');
    expect(changelog).toContain('Adds the <strong>dark</strong> mode.');
    expect(changelog).toContain('The site has 3 other pages.');
    expect(changelog).toContain('<meta name="changelog:route" content="/guide/changelog/">');

    const intro = fs.readFileSync(path.join(root, 'dist/guide/intro/index.html'), 'utf8');
    expect(intro).toMatch(/<a [^>]*href="\/guide\/changelog\/"[^>]*>(<[^>]+>)*Changelog</);
    expect(intro).toContain('<meta name="changelog:route" content="/guide/intro/">');

    expect(fs.readFileSync(path.join(root, 'dist/routes.txt'), 'utf8').split('\n')).toEqual(
      expect.arrayContaining(['/', '/guide/intro/', '/guide/usage/', '/guide/changelog/']),
    );
    // Its page is searchable and exported like any other.
    expect(fs.readFileSync(path.join(root, 'dist/guide/changelog/index.md'), 'utf8')).toContain('## 2.0.0');
  });

  it('fails the build with the plugin named when a hook throws', () => {
    const root = siteWithPlugin("{ name: 'broken', generate() { throw new Error('the releases file is missing'); } }");
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status).toBe(1);
    expect(stderr).toContain('plugin "broken": generate failed: the releases file is missing');
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('refuses a generated page whose route the site already has', () => {
    const root = siteWithPlugin("{ name: 'clash', generate: () => ({ pages: [{ route: '/guide/intro/', title: 'Again', markdown: 'x' }] }) }");
    const { status, stderr } = runCli(['check'], root);
    expect(status).toBe(1);
    expect(stderr).toContain('plugin "clash": generates /guide/intro/, which is already a page of the site');
  });
});
