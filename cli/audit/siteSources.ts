/**
 * Where what the audit sees in the browser comes from: each route's source page, each demo chunk's module and the
 * page that shows it, read from the site's content (the same loader and demo collection the build uses).
 */
import path from 'node:path';
import { loadSite } from '../load/loadSite.ts';
import { collectDemos, demoChunkName } from '../demos/collectDemos.ts';
import { demoReferencesReady } from '../markdown/demoReferences.ts';
import { siteContentRoots } from '../site/contentBoundary.ts';
import type { SourcePage } from '../model.ts';

export interface DemoSource {
  /** The demo module, relative to the site folder. */
  file: string;
  absFile: string;
  /** The route of the first page that shows it. */
  route: string;
}

export interface SiteSources {
  root: string;
  pages: SourcePage[];
  /** Route → source page, relative to the site folder. */
  pageFiles: Map<string, string>;
  /** Demo chunk name (`demo-<route>-<file>`) → its module. */
  demos: Map<string, DemoSource>;
}

export async function readSiteSources(root: string): Promise<SiteSources> {
  const model = await loadSite(root);
  const pageFiles = new Map(model.pages.map((page) => [page.route, page.file]));
  const demos = new Map<string, DemoSource>();
  // A chunk name begins with the slug of the route that first referenced it; the longest slug that fits is that route.
  const slugs = model.pages.map((page) => ({ route: page.route, prefix: demoChunkName(page.route, '') }));
  await demoReferencesReady(model.pages);
  for (const demo of collectDemos(model.pages, siteContentRoots(model)).values()) {
    for (const variant of demo.variants) {
      const owner = slugs.filter((slug) => variant.chunkName.startsWith(slug.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
      demos.set(variant.chunkName, { file: path.relative(root, variant.absFile), absFile: variant.absFile, route: owner?.route ?? '/' });
    }
  }
  return { root, pages: model.pages, pageFiles, demos };
}

/** The demo chunk name of an island URL: `/assets/demo-a-b-Name-HASH.js` → `demo-a-b-Name`. */
export function demoChunkOfIsland(src: string): string {
  return path.posix.basename(src).replace(/-[A-Z0-9]{8}\.js$/, '').replace(/\.js$/, '');
}
