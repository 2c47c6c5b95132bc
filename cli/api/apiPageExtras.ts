/** What an API page shows besides the declarations: the pages that demo it, the highlighted import, the theme key, the source. */
import { getHighlighter, highlightToHtml } from '../markdown/codeBlocks.ts';
import type { SiteModel } from '../model.ts';
import type { ApiPageExtras, DemoPageLink } from '../../templates/api/ApiPage.tsx';
import { importCode } from '../../templates/api/apiSections.ts';
import { importSubpath, type ApiPage } from './apiPages.ts';
import { demoPagesByComponent } from './demoPages.ts';
import type { ApiRecord } from './types.ts';

const demoPagesOfSite = new WeakMap<SiteModel, Map<string, DemoPageLink[]>>();

/** The pages of the site that demo each component (found once per site, from the demos' imports in the pages' bodies). */
export function siteDemoPages(model: SiteModel): ReadonlyMap<string, DemoPageLink[]> {
  let byComponent = demoPagesOfSite.get(model);
  if (!byComponent) demoPagesOfSite.set(model, (byComponent = demoPagesByComponent(model.pages)));
  return byComponent;
}

/** The pages of the site that demo the record's component. */
export function apiDemoLinks(api: ApiRecord, byComponent: ReadonlyMap<string, DemoPageLink[]>): DemoPageLink[] {
  const subpath = importSubpath(api);
  const keys = new Set([`${api.packageName}/${api.name}`, ...(subpath ? [`${api.packageName}/${subpath}`] : [])]);
  return [...new Map([...keys].flatMap((key) => byComponent.get(key) ?? []).map((link) => [link.route, link])).values()];
}

export async function apiPageExtras(page: ApiPage, demoPages: ReadonlyMap<string, DemoPageLink[]>): Promise<ApiPageExtras> {
  const api = page.component;
  return {
    demos: apiDemoLinks(api, demoPages),
    importHtml: api.imports.length > 0 ? highlightToHtml(await getHighlighter(), 'jsx', importCode(api)) : null,
    ...(page.themeDefaultPropsName ? { themeDefaultPropsName: page.themeDefaultPropsName } : {}),
    ...(page.sourceHref ? { sourceHref: page.sourceHref } : {}),
    ...(page.inherits ? { inherits: page.inherits } : {}),
  };
}
