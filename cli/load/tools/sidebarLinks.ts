/**
 * What VitePress and Starlight sidebars share: a sidebar link resolved to the page it names (with or without `.md` or
 * `.html`, a trailing slash, the site's base path, a `#hash`), and group entries named uniquely after their first page.
 */
import type { NavPage } from '../../../runtime/navTypes.ts';
import type { SourcePage } from '../../model.ts';

export type Data = Record<string, unknown>;
/** A config value as an object of settings; anything else as none. */
export const asData = (value: unknown): Data => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {});

/** Whether a sidebar link leaves the site (`https:`, `mailto:`, `//host`). */
export const isExternal = (link: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(link);

const bare = (route: string) => route.replace(/^\/+|\/+$/g, '');

/** The page route a site link names, or undefined when no page has it. */
export function pageRouteResolver(pages: readonly SourcePage[], basePath = '/'): (link: string) => string | undefined {
  const byRoute = new Map(pages.map((page) => [bare(page.route), page.route]));
  const base = bare(basePath);
  return (link) => {
    let route = bare(link.replace(/[?#].*$/, ''));
    if (base && (route === base || route.startsWith(`${base}/`))) route = bare(route.slice(base.length));
    route = route.replace(/\.(md|mdx|html)$/, '').replace(/(^|\/)(index|README)$/i, '');
    return byRoute.get(route);
  };
}

/** Names a group entry `<route of its first page>-group`, numbered when two groups would share a name. */
export function groupNamer(): (children: readonly NavPage[], label: string) => string {
  const seen = new Set<string>();
  return (children, label) => {
    const first = children.find((child) => child.pathname.startsWith('/') && !child.pathname.endsWith('-group'))?.pathname;
    const stem = first
      ? first.replace(/\/$/, '') || '/root'
      : `/${label
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}`;
    let name = `${stem}-group`;
    for (let n = 2; seen.has(name); n++) name = `${stem}-${n}-group`;
    seen.add(name);
    return name;
  };
}
