/**
 * What a document holds around its page's own HTML, the same on every page of a product and language: the skip link,
 * header, nav and settings drawer of the shell, and the search dialog. They render with React and MUI; with the build
 * cache they are kept under what every page's render reads of the site (its config, navs and pages, docsgen and the
 * installed packages), so a build that composes a few changed pages of a site loads neither.
 */
import type { SiteModel } from '../model.ts';
import type { CacheStore } from '../cache/cacheStore.ts';
import { digest } from '../cache/digest.ts';
import { readValue, writeValue } from '../cache/storedValues.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { RenderContextOnDemand } from './renderContextOnDemand.ts';

export interface ShellChrome {
  skipLinkText: string;
  headerHtml: string;
  navHtml: string;
  settingsHtml: string;
}

export interface DocumentChrome {
  /** Null for a page drawn without the shell (a full-page template). */
  shell: ShellChrome | null;
  searchDialogHtml: string;
}

/** The chrome of a page's document. */
export type ChromeOf = (page: Pick<RenderedRoute, 'shell' | 'language'>) => Promise<DocumentChrome>;

export interface ChromeSources {
  model: SiteModel;
  renderContext: RenderContextOnDemand;
  /** The search manifest's URL under the base path, which the dialog loads. */
  manifestUrl: string;
  /** The build cache and the digest of what every page's render reads of the site; null under `--no-cache`. */
  cache: { store: CacheStore; siteKey: string } | null;
}

/** The chrome of each kind of page, made once per build: read from the cache, else rendered (and stored). */
export function documentChrome({ model, renderContext, manifestUrl, cache }: ChromeSources): ChromeOf {
  let dialogs: Promise<(language: string) => string> | null = null;
  const searchDialogHtml = (language: string) =>
    (dialogs ??= Promise.all([renderContext(), import('./searchDialogs.tsx')]).then(([ctx, { searchDialogs }]) => searchDialogs(ctx, manifestUrl))).then((html) => html(language));
  const render = async ({ shell, language }: Parameters<ChromeOf>[0]): Promise<DocumentChrome> => {
    if (!shell) return { shell: null, searchDialogHtml: await searchDialogHtml(language) };
    const ctx = await renderContext();
    const product = model.products.find((p) => p.id === shell.productId) ?? null;
    const { headerHtml, navHtml, settingsHtml } = ctx.shell.get(product, language);
    const skipLinkText = ctx.translatorFor(language)('appFrame.skipToContent');
    return { shell: { skipLinkText, headerHtml, navHtml, settingsHtml }, searchDialogHtml: await searchDialogHtml(language) };
  };
  /** The chrome of a kind of page from the cache, else made by `make` and stored. */
  const fromCache = (kind: string, make: () => Promise<DocumentChrome>): Promise<DocumentChrome> => {
    if (!cache) return make();
    const key = digest('document-chrome', cache.siteKey, manifestUrl, kind);
    const stored = readValue<DocumentChrome>(cache.store, key);
    if (stored) return Promise.resolve(stored);
    return make().then((chrome) => {
      writeValue(cache.store, key, chrome);
      return chrome;
    });
  };
  const made = new Map<string, Promise<DocumentChrome>>();
  return (page) => {
    // The separator cannot occur in a language code or a product id.
    const kind = `${page.language}/${page.shell ? `shell/${page.shell.productId ?? ''}` : 'bare'}`;
    let chrome = made.get(kind);
    if (!chrome) {
      chrome = fromCache(kind, () => render(page));
      made.set(kind, chrome);
    }
    return chrome;
  };
}
