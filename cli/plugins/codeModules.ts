/**
 * Plugins and themes named by module path: the reference a config's entry becomes once its module is found and
 * bundled (plain data, sent to every render worker), and the plugin or theme the module's default export makes, made
 * the same way in the build thread and in each worker. A module that exports nothing usable fails the build naming its
 * file and what is wrong with it.
 */
import path from 'node:path';
import { ContentError } from '../errors.ts';
import { NO_EXTENSIONS, markdownExtensionsOf, type MarkdownExtensions } from '../markdown/extensions.ts';
import { importBundledModule } from '../site/siteModules.ts';
import type { DocsTheme } from '../../templates/themes/types.ts';
import type { DocsgenPlugin } from './plugin.ts';

/** A module of the site's code, found and bundled by the build thread. */
export interface CodeModuleRef {
  /** As the config writes it: a path relative to the config's folder, or a package name. */
  specifier: string;
  /** The module file it names. */
  file: string;
  /** The ES module bundled from it, which every thread imports. */
  bundled: string;
}

export interface PluginModuleRef extends CodeModuleRef {
  /** What the config gives the module's default export when it is a function. */
  options?: unknown;
}

/** The site's code by module, as render workers are sent it, with the digest of everything it was made from. */
export interface SiteCodeModules {
  plugins: PluginModuleRef[];
  theme: CodeModuleRef | null;
  /** What the render cache's key holds of this code: its files, options and packages (siteCodeKey.ts). */
  key: string;
}

const HOOKS = ['generate', 'headMetas', 'buildEnd'] as const;
const LISTS = ['remarkPlugins', 'rehypePlugins'] as const;

/** Why `value` is not a plugin, or null when it is one. */
export function pluginShapeProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `it is ${value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`}, not a plugin object`;
  const plugin = value as Record<string, unknown>;
  if (typeof plugin.name !== 'string' || plugin.name === '') return 'the plugin has no non-empty string `name`';
  for (const key of LISTS) if (plugin[key] !== undefined && !Array.isArray(plugin[key])) return `\`${key}\` must be a list of unified plugins`;
  for (const key of HOOKS) if (plugin[key] !== undefined && typeof plugin[key] !== 'function') return `\`${key}\` must be a function`;
  return null;
}

/** The module's default export; a module without one is a content error of its file. */
async function defaultExport(ref: CodeModuleRef, root: string, what: string, shape: string): Promise<unknown> {
  const module = await importBundledModule(ref.bundled);
  if (!('default' in module) || module.default === undefined) {
    throw new ContentError(path.relative(root, ref.file), `${what} "${ref.specifier}" has no default export: export ${shape} as the default export`);
  }
  return module.default;
}

/** The plugin a module makes: its default export, or what that returns when it is a function (given the options). */
export async function pluginFromModule(ref: PluginModuleRef, root: string): Promise<DocsgenPlugin> {
  const shape = 'the plugin ({ name, remarkPlugins, rehypePlugins, generate, headMetas, buildEnd }) or a function of the options returning it';
  const exported = await defaultExport(ref, root, 'plugin module', shape);
  const plugin: unknown = typeof exported === 'function' ? await (exported as (options: unknown) => unknown)(ref.options) : exported;
  const problem = pluginShapeProblem(plugin);
  if (problem) throw new ContentError(path.relative(root, ref.file), `plugin module "${ref.specifier}" has the wrong shape: ${problem}; its default export must be ${shape}`);
  return plugin as DocsgenPlugin;
}

/** The theme definition a module exports by default, as it is (the build thread checks it against the config's schema). */
export function themeDefinitionOf(ref: CodeModuleRef, root: string): Promise<unknown> {
  return defaultExport(ref, root, 'theme module', 'the theme ({ extends, layouts, css }, e.g. with defineTheme)');
}

/**
 * The Markdown extensions and theme of the site's code modules, for a render worker: the same modules the build thread
 * loaded and checked, imported again. A site whose code is all inline, or that has none, sends none.
 */
export async function workerSiteCode(modules: SiteCodeModules | undefined, root: string): Promise<{ extensions: MarkdownExtensions; siteTheme: DocsTheme | null }> {
  if (!modules) return { extensions: NO_EXTENSIONS, siteTheme: null };
  const plugins = await Promise.all(modules.plugins.map((ref) => pluginFromModule(ref, root)));
  let siteTheme: DocsTheme | null = null;
  if (modules.theme) {
    const { siteThemeFrom } = await import('../load/siteTheme.ts');
    const chosen = await siteThemeFrom((await themeDefinitionOf(modules.theme, root)) as never, path.dirname(modules.theme.file));
    if (!chosen.ok) throw new Error(`docsgen: the theme module ${modules.theme.file} could not be loaded in a render worker`);
    siteTheme = chosen.siteTheme;
  }
  return { extensions: markdownExtensionsOf(plugins), siteTheme };
}
