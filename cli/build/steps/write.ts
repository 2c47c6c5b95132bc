/**
 * Build step `write`: the site-wide files (shared stylesheet, fonts, search index, service worker, sitemap, robots.txt,
 * redirect pages, llms.txt), then the staged output swapped in whole, then the plugins' `buildEnd` hooks.
 */
import { routeToOutputPath } from '../../../runtime/routes.ts';
import { ContentError } from '../../errors.ts';
import type { DocsgenPlugin } from '../../plugins/plugin.ts';
import type { RuntimeBundle } from '../bundleRuntime.ts';
import { contentHash } from '../hash.ts';
import { SERVICE_WORKER_URL, serviceWorkerSource } from '../serviceWorker.ts';
import { DEFAULT_FAVICON_SVG, DEFAULT_FAVICON_URL } from '../../../templates/themes/defaultFavicon.ts';
import { needsDefaultFavicon } from '../siteIcon.ts';
import { llmsIndex } from '../siteFiles/llms.ts';
import { navFragmentFiles } from '../navFragmentFiles.ts';
import { sitemapXml } from '../siteFiles/sitemap.ts';
import type { StagingFolder } from '../writeOutput.ts';
import type { GeneratedSite } from './generate.ts';
import type { StylePlan } from './planStyles.ts';
import type { RenderedSite } from './render.ts';
import type { PublicFolder } from '../../site/publicFolder.ts';

export interface WriteInput {
  output: StagingFolder;
  /** Where the output is served from once swapped in, for the plugins' `buildEnd`. */
  outDir: string;
  site: GeneratedSite;
  rendered: RenderedSite;
  styles: StylePlan;
  runtime: RuntimeBundle;
  publicFolder: PublicFolder;
  /** Called once the output is swapped in, before the plugins' `buildEnd` (which may change what was written). */
  onCommitted?: () => void;
}

/** Runs each plugin's `buildEnd` in order; an error that is not a content error is reported as the plugin's. */
async function runBuildEnd(plugins: readonly DocsgenPlugin[], outDir: string, routes: string[]): Promise<void> {
  for (const plugin of plugins) {
    try {
      await plugin.buildEnd?.({ outDir, routes });
    } catch (error) {
      throw new ContentError(`plugin "${plugin.name}"`, `buildEnd failed: ${(error as Error)?.message ?? String(error)}`);
    }
  }
}

export async function write({ output, outDir, site, rendered, styles, runtime, publicFolder, onCommitted }: WriteInput): Promise<void> {
  const { config } = site.model;
  output.write(styles.sharedCssHref.slice(1), styles.sharedCss);
  for (const [url, content] of styles.fontFiles) output.write(url.slice(1), content);
  for (const [url, content] of await navFragmentFiles(rendered)) output.writeNamedByContent(url.slice(1), content);
  const precache = [runtime.entry, ...runtime.entryImports, styles.sharedCssHref, '/404.html'];
  output.write(SERVICE_WORKER_URL.slice(1), serviceWorkerSource({ version: contentHash(precache.join('\n')), precache: precache.map(rendered.withBase) }));
  const routes = rendered.pages.map((r) => r.route);
  output.writePiecesNow('sitemap.xml', sitemapXml(config.siteUrl, routes, config.redirects));
  if (!publicFolder.files.some((file) => file.rel === 'robots.txt')) {
    output.write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl.replace(/\/$/, '')}/sitemap.xml\n`);
  }
  for (const [route, html] of site.redirects) output.write(routeToOutputPath(route), html);
  output.writePiecesNow('llms.txt', llmsIndex(site.model, rendered.exported));
  if (needsDefaultFavicon(site.model.root, config.products[0]?.logo)) output.write(DEFAULT_FAVICON_URL.slice(1), DEFAULT_FAVICON_SVG);
  await output.commit();
  onCommitted?.();
  await runBuildEnd(site.plugins, outDir, routes);
}
