/** A page composed for a site served below the host root: every site URL it holds carries the base path. */
import { describe, expect, it } from 'vitest';
import type { SiteModel, SourcePage } from '../../../../cli/model.ts';
import { composeDocument } from '../../../../cli/build/composeDocument.ts';
import { documentText } from '../../../../cli/build/documentBytes.ts';
import { navMarker } from '../../../../cli/build/encodedNav.ts';
import { siteConfigSchema, toModelConfig } from '../../../../cli/load/siteConfigSchema.ts';
import { createRenderContext } from '../../../../cli/render/renderContext.tsx';
import { renderPage } from '../../../../cli/render/renderPage.tsx';
import { routePrevNext } from '../../../../cli/render/productNavIndex.ts';
import { documentChrome } from '../../../../cli/build/documentChrome.ts';

const versions = [{ text: '1.0.0', href: '/guide/intro/', current: true }];

function page(route: string, body: string): SourcePage {
  const file = `pages${route}index.md`;
  return { route, file, absFile: `/site/${file}`, frontMatter: { title: route, description: 'A page.' }, body, bodyLine: 4 };
}

const model: SiteModel = {
  root: '/site',
  contentDir: '/site',
  configFile: '/site/site.config.ts',
  config: toModelConfig(siteConfigSchema.parse({
    title: 'Docs',
    siteUrl: 'https://example.com/docs/',
    languages: ['en'],
    products: [{ id: 'guide', name: 'Guide', logo: '/static/logo.svg', versions }],
    sideLinks: [{ title: 'Blog', href: '/blog/' }, { title: 'Store', href: 'https://store.example.com/' }],
  })),
  products: [{ id: 'guide', name: 'Guide', logo: '/static/logo.svg', versions, nav: [{ pathname: '/guide/intro' }, { pathname: '/guide/usage' }], navFile: 'nav/guide.ts' }],
  pages: [
    page('/guide/intro/', 'Read [usage](/guide/usage/#setup), [the next page](../usage/index.md) or [MUI](https://mui.com/).\n\n![Logo](/static/logo.svg)\n'),
    page('/guide/usage/', '## Setup\n\nDone.\n'),
  ],
  warnings: [],
};

/** The intro page as a build under `base` writes it. */
async function composedIntro(base: string): Promise<string> {
  const ctx = createRenderContext({ model, prepared: new Map(), templates: [], routes: new Set(), base });
  const rendered = await renderPage(model.pages[0], ctx, routePrevNext(model, model.pages[0].route));
  const runtime = { files: new Map(), entry: '/assets/runtime.js', entryImports: ['/assets/chunks/shared.js'], demoChunks: new Map(), demoLibraries: new Map(), demoImports: new Map(), graph: new Map(), codeStylingSwitch: '/assets/switch.js', mdxIslands: new Map(), inputs: [] };
  const chromeOf = documentChrome({ model, renderContext: async () => ctx, manifestUrl: ctx.withBase('/search/manifest.json'), cache: null });
  const compose = { model, withBase: ctx.withBase, chromeOf, runtime, markNav: navMarker(ctx.withBase), sharedCssHref: '/assets/site.css', sharedIds: new Set<string>(), headMetas: () => ({}) };
  return documentText(composeDocument(rendered, compose, { chrome: await chromeOf(rendered) }).pieces);
}

/** Every root-relative `href` and `src` of the document. */
const siteUrls = (html: string) => [...html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g)].map((m) => m[1]);

describe('composeDocument below a base path', () => {
  it('makes every site URL of the page, shell and head under the base', async () => {
    const urls = siteUrls(await composedIntro('/docs/'));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => !url.startsWith('/docs/'))).toEqual([]);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/docs/assets/site.css',
        '/docs/assets/runtime.js',
        '/docs/assets/chunks/shared.js',
        '/docs/static/logo.svg',
        '/docs/guide/usage/#setup',
        '/docs/guide/usage/',
        '/docs/blog/',
      ]),
    );
  });

  it('marks the current page in the nav by its address under the base, and leaves external links alone', async () => {
    const html = await composedIntro('/docs/');
    expect(html).toContain('class="nav-link app-drawer-active" aria-current="page" href="/docs/guide/intro/"');
    expect(html).toContain('href="https://mui.com/"');
    expect(html).toContain('href="https://store.example.com/"');
  });

  it('writes the same URLs without a prefix for a site at the root', async () => {
    const urls = siteUrls(await composedIntro('/'));
    expect(urls).toContain('/guide/usage/#setup');
    expect(urls.filter((url) => url.startsWith('/docs/'))).toEqual([]);
  });
});
