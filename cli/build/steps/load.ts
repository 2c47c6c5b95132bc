/** Build step `load`: the site folder as a site model (config, pages, navigation trees) and the plugins its config lists. */
import type { SiteModel } from '../../model.ts';
import { loadSite } from '../../load/loadSite.ts';
import { createBodySpill } from '../spilledPages.ts';
import type { DocsgenPlugin } from '../../plugins/plugin.ts';
import type { DocsTheme } from '../../../templates/themes/types.ts';
import type { SiteCodeModules } from '../../plugins/codeModules.ts';

export interface LoadedSite {
  /** Plain data (the config without its plugins), so it can be sent to render workers. */
  model: SiteModel;
  plugins: DocsgenPlugin[];
  /** A theme the site defines, in a module or its config; null when it names one of docsgen's. */
  siteTheme: DocsTheme | null;
  /** The plugin and theme modules, as render workers are sent them; null when inline code keeps the pages on this thread. */
  codeModules: SiteCodeModules | null;
}

export async function load(root: string): Promise<LoadedSite> {
  // Each page's body is set aside as its file is read, and those of pages made after loading once they are made.
  const setAside = createBodySpill();
  const { code, ...site } = await loadSite(root, setAside);
  return { model: { ...site, pages: site.pages.map(setAside) }, plugins: code.plugins, siteTheme: code.siteTheme, codeModules: code.modules };
}
