/** What an API page shows besides the declarations: the pages that demo it, the highlighted import, the theme key, the source. */
import type { ProductConfig } from '../../runtime/config.ts';
import { getHighlighter, highlightToHtml } from '../markdown/codeBlocks.ts';
import type { SiteModel } from '../model.ts';
import type { ApiPageExtras, DemoPageLink } from '../../templates/api/ApiPage.tsx';
import { importCode } from '../../templates/api/apiSections.ts';
import { inheritsNote } from './apiPages.ts';
import { demoPagesByComponent } from './demoPages.ts';
import type { ApiRecord } from './types.ts';

const demoPagesOfSite = new WeakMap<SiteModel, Map<string, DemoPageLink[]>>();

/** Packages whose components read default props from the theme, with the prefix of their theme key. */
const THEME_PREFIXES: Record<string, string> = { '@mui/material': 'Mui', '@mui/joy': 'Joy' };

/** The import subpath of the record's first import: `import Button from '@mui/material/Button'` → `Button`. */
export function importSubpath(api: ApiRecord): string | undefined {
  return api.imports[0]?.match(/from '[^']*?\/([^'/]+)';?$/)?.[1];
}

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

export async function apiPageExtras(api: ApiRecord, demoPages: ReadonlyMap<string, DemoPageLink[]>, product: ProductConfig | undefined): Promise<ApiPageExtras> {
  const subpath = importSubpath(api);
  const demos = apiDemoLinks(api, demoPages);
  const prefix = THEME_PREFIXES[api.packageName];
  const inherits = inheritsNote(api);
  return {
    demos,
    importHtml: api.imports.length > 0 ? highlightToHtml(await getHighlighter(), 'jsx', importCode(api)) : null,
    ...(api.kind === 'component' && prefix ? { themeDefaultPropsName: `${prefix}${api.name.replace(/^Unstable_/, '')}` } : {}),
    ...(product?.apiSourceUrl && subpath ? { sourceHref: product.apiSourceUrl.replace('{path}', subpath) } : {}),
    ...(inherits ? { inherits } : {}),
  };
}
