/** Site-wide files of the built bundled site: sitemap, robots, llms.txt, Markdown export, redirects. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const outDir = inject('outDir');
const baseUrl = inject('baseUrl');

/** Every route of the build with a real page (redirect pages excluded), from the files on disk. */
function builtPageRoutes(): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const html = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    if (html.includes('http-equiv="refresh"')) continue;
    const rel = path.relative(outDir, entry.parentPath).split(path.sep).join('/');
    routes.push(rel ? `/${rel}/` : '/');
  }
  return routes.sort();
}

describe('site files', () => {
  it('lists every built route exactly once in the sitemap', () => {
    const xml = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(builtPageRoutes());
  });

  it('points robots.txt at the sitemap', () => {
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
  });

  it('lists pages with descriptions in llms.txt and serves each page as Markdown with its demos inlined', async () => {
    const llms = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('- [Button](https://docs.example.com/material-ui/react-button/index.md): ');
    const markdown = await (await fetch(`${baseUrl}/material-ui/react-button/index.md`)).text();
    expect(markdown).toMatch(/^# Button\n/);
    expect(markdown).toContain("import Button from '@mui/material/Button';");
    const api = await (await fetch(`${baseUrl}/material-ui/api/button/index.md`)).text();
    expect(api).toContain('variant');
  });

  it('writes configured redirects as static pages', async () => {
    const response = await fetch(`${baseUrl}/material-ui/`);
    const html = await response.text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain('/material-ui/getting-started/');
  });

  it('gives each page canonical, hreflang, Open Graph and Twitter metadata', () => {
    const html = fs.readFileSync(path.join(outDir, 'material-ui/react-button/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/material-ui/react-button/">');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary">/);
  });
});
