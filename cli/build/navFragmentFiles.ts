/** The nav fragment files of a build: those of every product nav sent in parts, in each language a page of it uses. */
import type { RenderedSite } from './steps/render.ts';
import { collapsedNav } from './collapsedNav.ts';

/** Fragment files by URL (without the base path); the pages were composed from the same navs, so the names match. */
export function navFragmentFiles({ ctx, pages }: RenderedSite): Map<string, string> {
  const files = new Map<string, string>();
  const navsDone = new Set<string>();
  for (const page of pages) {
    const productId = page.shell?.productId;
    const product = productId ? ctx.model.products.find((p) => p.id === productId) : undefined;
    if (!product) continue;
    const key = `${page.language}/${product.id}`;
    if (navsDone.has(key)) continue;
    navsDone.add(key);
    const nav = collapsedNav(ctx.shell.get(product, page.language).navHtml, ctx.withBase);
    for (const [url, html] of nav?.fragments ?? []) files.set(url, html);
  }
  return files;
}
