import { describe, expect, it } from 'vitest';
import { VersionsLayout } from '../../../../templates/layouts/VersionsLayout.tsx';
import { siteConfigSchema } from '../../../../cli/load/siteConfigSchema.ts';
import { layoutPage, renderLayout } from '../../layouts/renderLayout.tsx';

const site = siteConfigSchema.parse({
  title: 'Test',
  siteUrl: 'https://docs.test',
  languages: ['en'],
  products: [
    {
      id: 'material-ui',
      name: 'Material UI',
      versions: [
        { text: '6.1.5', href: '/material-ui/getting-started/', current: true },
        { text: 'v5', href: 'https://v5.example.com/' },
        { text: 'View all versions', href: '/versions/' },
      ],
    },
    { id: 'joy-ui', name: 'Joy UI', versions: [{ text: '5.0.0-beta.46', href: '/joy-ui/getting-started/', current: true }] },
    { id: 'experiments', name: 'Docs Infra', versions: [{ text: '0.0.0', href: '/experiments/docs/', current: true }] },
  ],
});

const page = (frontMatter: Record<string, unknown> = {}) => layoutPage('/versions/', { title: 'Versions', layout: 'versions', ...frontMatter });
const rows = (html: string) => [...html.matchAll(/<tr class="([^"]+)"><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)];

describe('VersionsLayout', () => {
  it('renders one table per product with a row per version linking to its documentation', () => {
    const html = renderLayout(VersionsLayout, page(), { site });
    expect([...html.matchAll(/<h2 id="versions-([^"]+)">([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['material-ui', 'Material UI'],
      ['joy-ui', 'Joy UI'],
      ['experiments', 'Docs Infra'],
    ]);
    expect(html.match(/<table>/g)).toHaveLength(3);
    expect(html).toContain('<a href="https://v5.example.com/">Documentation<span class="visually-hidden"> of Material UI v5</span></a>');
  });

  it('marks the current version with a check and a "Current" label, and only that one', () => {
    const html = renderLayout(VersionsLayout, page({ products: ['material-ui'] }), { site });
    const [current, older] = rows(html);
    expect(current[1]).toBe('versions-row versions-row-current');
    expect(current[2]).toMatch(/^<span class="versions-text">6\.1\.5<\/span><span class="versions-current"><svg class="versions-check"[^>]*aria-hidden="true"/);
    expect(current[2]).toMatch(/<\/svg>Current<\/span>$/);
    expect(older[1]).toBe('versions-row');
    expect(older[2]).toBe('<span class="versions-text">v5</span>');
  });

  it('leaves out the entry that links back to the versions page itself', () => {
    const html = renderLayout(VersionsLayout, page({ products: ['material-ui'] }), { site });
    expect(rows(html)).toHaveLength(2);
    expect(html).not.toContain('View all versions');
  });

  it('lists only the products the front matter names, in its order', () => {
    const html = renderLayout(VersionsLayout, page({ products: ['joy-ui', 'material-ui'] }), { site });
    expect([...html.matchAll(/<h2 id="versions-([^"]+)"/g)].map((m) => m[1])).toEqual(['joy-ui', 'material-ui']);
  });

  it('stops on a product id the site does not have, naming the known ones', () => {
    expect(() => renderLayout(VersionsLayout, page({ products: ['x'] }), { site })).toThrow(
      'front matter "products" must be a list of product ids from site.config.ts (material-ui, joy-ui, experiments); "x" is not one',
    );
  });

  it('renders the title once and the Markdown after the tables', () => {
    const html = renderLayout(VersionsLayout, page(), { site });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html.indexOf('<p>Markdown body</p>')).toBeGreaterThan(html.lastIndexOf('</table>'));
  });
});
