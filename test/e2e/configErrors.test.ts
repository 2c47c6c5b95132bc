/**
 * An install without `typescript` (an optional peer dependency, which npm leaves out) still places config and
 * navigation errors at their file, line and column.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { docsgen } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
// A site of its own in the project, so the starter site other test files build is left as it is.
const site = path.join(projectDir, 'broken-site');

function writeSite(files: Record<string, string>): void {
  fs.rmSync(site, { recursive: true, force: true });
  for (const [file, content] of Object.entries({ 'pages/docs/index.md': '---\ntitle: Docs\n---\n\nHello.\n', ...files })) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), content);
  }
}

const config = (extra: string) =>
  `import { defineConfig } from 'docsgen';\n\nexport default defineConfig({\n  title: 'Docs',\n${extra}  siteUrl: 'https://example.com',\n  languages: ['en'],\n  products: [{ id: 'docs', name: 'Docs', versions: [] }],\n});\n`;

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('a project without typescript', () => {
  it('has no typescript installed', () => {
    expect(fs.existsSync(path.join(projectDir, 'node_modules/typescript'))).toBe(false);
  });

  it('reports an unknown config key at its line and column', () => {
    writeSite({ 'site.config.ts': config("  colour: 'blue',\n"), 'nav/docs.ts': "export default [{ pathname: '/docs' }];\n" });
    const result = docsgen(['build', 'broken-site'], projectDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts:5:3: unknown key "colour"/);
  });

  it('reports a duplicated nav pathname at its line and column', () => {
    writeSite({ 'site.config.ts': config(''), 'nav/docs.ts': "export default [\n  { pathname: '/docs' },\n  { pathname: '/docs' },\n];\n" });
    const result = docsgen(['build', 'broken-site'], projectDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nav/docs.ts:3:5: Duplicated pathname /docs in pages');
  });
});
