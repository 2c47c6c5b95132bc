/**
 * A VitePress project's navigation: `themeConfig.sidebar` of `.vitepress/config.*` read as data (toolModule.ts), or
 * with no sidebar its top bar `themeConfig.nav`. Items (`text`, `link`, `items`, `base`) become nav entries, each link
 * resolved to the page it names; the object form (one sidebar per path prefix) is shown whole, each prefix's sidebar
 * after the other in the config's order. A link naming no page is left out with a warning; a config or sidebar that
 * cannot be read as data gives a warning and null, for the folder's own nav.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../../../runtime/navTypes.ts';
import type { SourcePage } from '../../model.ts';
import { evaluateToolModule, evaluationFailure, isToolCall } from './toolModule.ts';
import { asData, groupNamer, isExternal, pageRouteResolver } from './sidebarLinks.ts';

const CONFIG_NAMES = ['config.ts', 'config.mts', 'config.js', 'config.mjs', 'config.cjs'];

/** The `.vitepress/config.*` of the project at `root`, or null. */
export function vitePressConfigFile(root: string): string | null {
  return CONFIG_NAMES.map((name) => path.join(root, '.vitepress', name)).find((file) => fs.existsSync(file)) ?? null;
}

export interface ToolNavSource {
  pages: readonly SourcePage[];
  /** The config file's path relative to the project, for warnings. */
  file: string;
  warnings: string[];
}

/** The nav of a VitePress config's value, or null (with a warning) when it has no sidebar or nav docsgen can read. */
export function vitePressConfigNav(config: unknown, source: ToolNavSource): NavPage[] | null {
  const settings = asData(config);
  const theme = asData(settings.themeConfig);
  const [key, given] = theme.sidebar !== undefined ? ['themeConfig.sidebar', theme.sidebar] : ['themeConfig.nav', theme.nav];
  if (given === undefined || given === false) return null;
  const warn = (message: string) => source.warnings.push(`${source.file}: ${message}`);
  const resolve = pageRouteResolver(source.pages, typeof settings.base === 'string' ? settings.base : '/');
  const groupName = groupNamer();

  const item = (entry: unknown, base: string): NavPage[] => {
    const data = asData(entry);
    const text = typeof data.text === 'string' ? data.text : undefined;
    const childBase = typeof data.base === 'string' ? data.base : base;
    const link = typeof data.link === 'string' ? `${isExternal(data.link) || data.link.startsWith('/') ? '' : base}${data.link}` : undefined;
    const own: NavPage[] = [];
    if (link && isExternal(link)) own.push({ pathname: link, title: text ?? link });
    else if (link) {
      const route = resolve(link);
      if (route) own.push({ pathname: route, title: text ?? route });
      else warn(`${key} links "${text ?? link}" to ${link}, which is no page; it is left out of the nav`);
    }
    if (!Array.isArray(data.items)) {
      if (!link) warn(`${key} has an item with neither a link nor items (${JSON.stringify(entry)?.slice(0, 80)}); it is left out of the nav`);
      return own;
    }
    const children = [...own, ...data.items.flatMap((child) => item(child, childBase))];
    return children.length
      ? [
          {
            pathname: groupName(children, text ?? 'group'),
            title: text ?? false,
            children,
          },
        ]
      : [];
  };
  const list = (items: unknown, base: string): NavPage[] | null => (Array.isArray(items) ? items.flatMap((entry) => item(entry, base)) : null);

  const nav = isToolCall(given)
    ? null
    : Array.isArray(given)
      ? list(given, '')
      : Object.entries(asData(given)).flatMap(
          ([prefix, sidebar]) =>
            list(Array.isArray(sidebar) ? sidebar : asData(sidebar).items, typeof asData(sidebar).base === 'string' ? String(asData(sidebar).base) : '') ?? [],
        );
  if (!nav?.length) {
    const found = isToolCall(given) ? `is computed by ${given.toolCall}(), which docsgen does not run` : 'could not be read as a list of items';
    warn(`${key} ${found}; the nav is made from the folder`);
    return null;
  }
  return nav;
}

/** The project's nav from its VitePress config, or null for the folder's nav (with a warning when the config could not be read). */
export async function vitePressNav(root: string, pages: readonly SourcePage[], warnings: string[]): Promise<NavPage[] | null> {
  const configFile = vitePressConfigFile(root);
  if (!configFile) return null;
  const file = path.relative(root, configFile);
  try {
    return vitePressConfigNav(await evaluateToolModule(configFile), {
      pages,
      file,
      warnings,
    });
  } catch (error) {
    warnings.push(`${file}: could not be read (${evaluationFailure(error)}); the nav is made from the folder`);
    return null;
  }
}
