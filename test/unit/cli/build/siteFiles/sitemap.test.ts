import { describe, expect, it } from 'vitest';
import { sitemapXml as sitemapPieces } from '../../../../../cli/build/siteFiles/sitemap.ts';

const sitemapXml = (...args: Parameters<typeof sitemapPieces>) => [...sitemapPieces(...args)].join('');

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemapXml', () => {
  it('is a urlset with every route once, sorted, absolute, with or without a trailing slash on the site URL', () => {
    const routes = ['/b/', '/a/', '/b/', '/a', '/'];
    for (const siteUrl of ['https://docs.example.com', 'https://docs.example.com/']) {
      const xml = sitemapXml(siteUrl, routes);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/);
      expect(xml.endsWith('</urlset>\n')).toBe(true);
      expect(locs(xml)).toEqual(['https://docs.example.com/', 'https://docs.example.com/a/', 'https://docs.example.com/b/']);
    }
  });

  it('escapes XML special characters', () => {
    const xml = sitemapXml('https://x.com', ["/q&a/", "/it's/"]);
    expect(locs(xml)).toEqual(['https://x.com/it&#39;s/', 'https://x.com/q&amp;a/']);
    expect(xml).not.toMatch(/&(?!amp;|#39;)/);
  });

  it('comes a line at a time, a page to a line', () => {
    const lines = [...sitemapPieces('https://x.com', ['/a/', '/b/'])];
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('  <url><loc>https://x.com/a/</loc></url>\n');
  });

  it('leaves out the 404 page and redirect sources', () => {
    const xml = sitemapXml('https://x.com', ['/404.html', '/new/', '/old/'], { '/old': '/new/' });
    expect(locs(xml)).toEqual(['https://x.com/new/']);
  });
});
