/** Build step `load`: the site folder as a site model (config, pages, navigation trees) and the plugins its config lists. */
import type { SiteModel } from '../../model.ts';
import { loadSite } from '../../load/loadSite.ts';
import type { DocsgenPlugin } from '../../plugins/plugin.ts';

export interface LoadedSite {
  /** Plain data (the config without its plugins), so it can be sent to render workers. */
  model: SiteModel;
  plugins: DocsgenPlugin[];
}

export async function load(root: string): Promise<LoadedSite> {
  const site = await loadSite(root);
  const { plugins = [], ...config } = site.config;
  return { model: { ...site, config }, plugins };
}
