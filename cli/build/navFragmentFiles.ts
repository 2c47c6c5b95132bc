/**
 * The nav fragment files of a build: those of every product nav sent in parts, in each language a page of it uses.
 * They are made from the shells, which render with React and MUI; with the build cache they are kept under what every
 * page's render reads of the site (the navs included) and the product and language pairs, so a build that composes no
 * page renders no shell.
 */
import type { RenderedSite } from './steps/render.ts';
import { collapsedNav } from './collapsedNav.ts';
import { digest } from '../cache/digest.ts';
import { readValue, writeValue } from '../cache/storedValues.ts';

/** The product and language of every nav the pages show, once each. */
function navsShown({ model, pages }: RenderedSite): { productId: string; language: string }[] {
  const shown = new Map<string, { productId: string; language: string }>();
  for (const page of pages) {
    const productId = page.shell?.productId;
    if (!productId || !model.products.some((p) => p.id === productId)) continue;
    shown.set(`${page.language}/${productId}`, { productId, language: page.language });
  }
  return [...shown.values()];
}

async function madeFromShells(rendered: RenderedSite, navs: { productId: string; language: string }[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  if (!navs.length) return files;
  const ctx = await rendered.renderContext();
  for (const { productId, language } of navs) {
    const product = rendered.model.products.find((p) => p.id === productId);
    const nav = collapsedNav(ctx.shell.get(product!, language).navHtml, rendered.withBase);
    for (const [url, html] of nav?.fragments ?? []) files.set(url, html);
  }
  return files;
}

/** Fragment files by URL (without the base path); the pages were composed from the same navs, so the names match. */
export async function navFragmentFiles(rendered: RenderedSite): Promise<Map<string, string>> {
  const navs = navsShown(rendered);
  const cache = rendered.cache;
  if (!cache) return madeFromShells(rendered, navs);
  const key = digest('nav-fragments', cache.pages.siteKey, ...navs.map(({ productId, language }) => `${language}/${productId}`));
  const known = readValue<Map<string, string>>(cache.store, key);
  if (known) return known;
  const files = await madeFromShells(rendered, navs);
  writeValue(cache.store, key, files);
  return files;
}
