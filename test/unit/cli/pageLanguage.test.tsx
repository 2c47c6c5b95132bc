import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeDocument, type ComposeContext } from '../../../cli/build/composeDocument.ts';
import { documentText } from '../../../cli/build/documentBytes.ts';
import { documentChrome } from '../../../cli/build/documentChrome.ts';
import { navMarker } from '../../../cli/build/encodedNav.ts';
import { createRenderContext } from '../../../cli/render/renderContext.tsx';
import { renderedRoute, routeLanguage, type RenderedRoute } from '../../../cli/render/renderedRoute.ts';
import { guideSiteModel } from './guideSiteModel.ts';

const model = guideSiteModel;

/** A rendered docs page of the guide at `route`, as the render step hands it to composition. */
function renderedPage(route: string): RenderedRoute {
  return renderedRoute({
    route,
    file: 'content/pages/guide/intro.md',
    title: 'Intro',
    titleSuffix: 'Guide',
    mainHtml: '<p>Body</p>',
    shell: { productId: 'guide' },
    styles: new Map(),
    productId: 'guide',
  });
}

/** Composes pages with one render context, as a build does; the search dialog only echoes its language. */
function composer() {
  const ctx = createRenderContext({ model, prepared: new Map(), templates: [], routes: new Set(), base: '/' });
  const chromeOf = documentChrome({ model, renderContext: async () => ctx, manifestUrl: '/search/manifest.json', cache: null });
  const compose: ComposeContext = {
    model,
    withBase: ctx.withBase,
    chromeOf: async (page) => ({ ...(await chromeOf(page)), searchDialogHtml: `<div data-search-language="${page.language}"></div>` }),
    runtime: { files: new Map(), entry: '/assets/entry.js', entryImports: [], demoChunks: new Map(), demoLibraries: new Map(), demoImports: new Map(), graph: new Map(), codeStylingSwitch: '/assets/code-styling-switch.js', mdxIslands: new Map(), inputs: [] },
    markNav: navMarker((url) => url),
    sharedCssHref: '/assets/site.css',
    sharedIds: new Set(),
    headMetas: () => ({}),
  };
  return async (route: string) => {
    const page = renderedPage(route);
    return documentText(composeDocument(page, compose, { chrome: await compose.chromeOf(page) }).pieces);
  };
}

const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="docsgen-data">(.*?)<\/script>/.exec(html)![1]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the language of a page', () => {
  it('comes from the route prefix, English by default', () => {
    expect(routeLanguage('/guide/intro/')).toBe('en');
    expect(routeLanguage('/zh/guide/intro/')).toBe('zh');
    expect(routeLanguage('/404.html')).toBe('en');
  });

  it('sets <html lang>, the page data and the shell strings', async () => {
    const html = await composer()('/guide/intro/');
    expect(html).toMatch(/^<!doctype html><html lang="en" /);
    expect(pageData(html).language).toBe('en');
    expect(html).toContain('<a class="skip-link" href="#main-content">Skip to content</a>');
    expect(html).toContain('aria-label="Toggle settings drawer"');
    expect(html).toContain('<div data-search-language="en"></div>');
  });

  it('renders the shell again for another language, and reports a language without a bundle once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const compose = composer();
    const english = await compose('/guide/intro/');
    const chinese = await compose('/zh/guide/intro/');
    await compose('/zh/guide/intro/');
    expect(chinese).toMatch(/^<!doctype html><html lang="zh" /);
    expect(pageData(chinese).language).toBe('zh');
    expect(chinese).toContain('<a class="skip-link" href="#main-content">…</a>');
    expect(chinese).toContain('data-settings-open="true" aria-label="…"');
    expect(chinese).not.toContain('Toggle settings drawer');
    expect(english).toContain('Toggle settings drawer');
    expect(error.mock.calls).toEqual([
      [
        'Missing language: zh. docsgen has no interface strings in "zh" (it has en), so the menus, buttons and labels of the pages under /zh/ show "…"; their content is built as written.',
      ],
    ]);
  });
});
