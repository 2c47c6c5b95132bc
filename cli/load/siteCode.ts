/**
 * The site's own code as its config lists it: plugins and a theme, each named by module path (found, bundled and
 * imported here, and again by every render worker) or given inline. Inline code with a part in rendering (Markdown
 * extensions, a theme's layouts) cannot be sent to the render workers, nor keyed by the render cache: its pages render
 * on the build thread alone, uncached, and a warning says so and how to leave that path.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, ContentErrors, contentErrorsIn } from '../errors.ts';
import type { DocsgenPlugin } from '../plugins/plugin.ts';
import { pluginFromModule, themeDefinitionOf, type CodeModuleRef, type PluginModuleRef, type SiteCodeModules } from '../plugins/codeModules.ts';
import { siteCodeKey, type KeyedCodeModule } from '../plugins/siteCodeKey.ts';
import { InputFiles } from '../cache/inputFiles.ts';
import { packageVersions } from '../site/codePackages.ts';
import { isBareImport, likelyLocalFile } from '../site/siteResolution.ts';
import { bundleSiteModuleWithInputs } from '../site/siteModules.ts';
import { THEME_NAMES, type ThemeName } from '../../templates/themes/names.ts';
import type { DocsTheme } from '../../templates/themes/types.ts';
import type { SiteConfig } from '../../runtime/config.ts';
import { checkConfig, type ConfigProblem } from './configProblems.ts';
import { siteThemeSchema } from './siteConfigSchema.ts';
import { siteThemeFrom } from './siteTheme.ts';

export interface SiteCode {
  /** Every plugin, in the config's order, whether named by module or given inline. */
  plugins: DocsgenPlugin[];
  /** A theme the site defines, in a module or inline; null when the config names one of docsgen's. */
  siteTheme: DocsTheme | null;
  /** The docsgen theme the config names or its theme extends. */
  themeName: ThemeName | undefined;
  /** The code modules as render workers are sent them; null when inline code keeps every page on the build thread. */
  modules: SiteCodeModules | null;
  /** One warning for each piece of inline code that does. */
  warnings: string[];
}

const FAST_PATH = 'pages render on the build thread and are not cached';

/** The file a config's module specifier names, from the config's folder, or why there is none. */
export function resolveCodeModule(specifier: string, configDir: string): { file: string } | { problem: string } {
  if (isBareImport(specifier)) {
    try {
      return { file: createRequire(path.join(configDir, 'site.config.js')).resolve(specifier) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'MODULE_NOT_FOUND') return { problem: `"${specifier}" is not found: no installed package of that name (looked from ${configDir}); a file of the site is named by a path starting with ./` };
      return { problem: `"${specifier}" cannot be resolved: ${(error as Error).message.split('\n')[0]}` };
    }
  }
  const named = path.resolve(configDir, specifier);
  if (fs.statSync(named, { throwIfNoEntry: false })?.isFile()) return { file: named };
  const file = likelyLocalFile(specifier, configDir);
  return file ? { file } : { problem: `"${specifier}" is not found: no file ${named} (paths are relative to the config's folder)` };
}

/** A module's file as errors name it: relative to the site folder. */
const shown = (file: string, root: string) => path.relative(root, file) || file;

/** Bundles a found module, with what the render cache's key holds of it. */
async function bundledRef(specifier: string, file: string, root: string): Promise<{ ref: CodeModuleRef; keyed: Omit<KeyedCodeModule, 'role'> }> {
  const bundled = await bundleSiteModuleWithInputs(file, root);
  return { ref: { specifier, file, bundled: bundled.module }, keyed: { specifier, inputs: bundled.inputs, packages: packageVersions(bundled.packageManifests) } };
}

interface ThemeLoad {
  siteTheme: DocsTheme | null;
  themeName: ThemeName | undefined;
  ref: CodeModuleRef | null;
  keyed: KeyedCodeModule | null;
  inline: boolean;
}

/** The theme of the config: a name, a module's definition (checked here, its CSS relative to the module), or one inline. */
async function loadTheme(theme: SiteConfig['theme'], configDir: string, root: string, problems: ConfigProblem[]): Promise<ThemeLoad> {
  const none: ThemeLoad = { siteTheme: null, themeName: undefined, ref: null, keyed: null, inline: false };
  if (theme === undefined) return none;
  if ((THEME_NAMES as readonly unknown[]).includes(theme)) return { ...none, themeName: theme as ThemeName };
  if (typeof theme === 'object') {
    const chosen = await siteThemeFrom(theme, configDir);
    if (!chosen.ok) {
      problems.push(...chosen.problems);
      return none;
    }
    return { ...none, siteTheme: chosen.siteTheme, themeName: theme.extends ?? 'default', inline: true };
  }
  const found = resolveCodeModule(theme, configDir);
  if ('problem' in found) {
    problems.push({ path: ['theme'], message: `"theme" names neither one of docsgen's themes (${THEME_NAMES.join(', ')}) nor a module: ${found.problem}` });
    return none;
  }
  const { ref, keyed } = await bundledRef(theme, found.file, root);
  const file = shown(found.file, root);
  const checked = checkConfig(siteThemeSchema, await themeDefinitionOf(ref, root));
  if (!checked.ok) throw new ContentErrors(checked.problems.map((p) => new ContentError(file, `theme module "${theme}" has the wrong shape: ${p.message.replace(/^config /, 'its default export ')}`)));
  const chosen = await siteThemeFrom(checked.config, path.dirname(found.file), { at: [], relativeTo: "the theme module's folder" });
  if (!chosen.ok) throw new ContentErrors(chosen.problems.map((p) => new ContentError(file, `theme module "${theme}": ${p.message}`)));
  const inputs = [...keyed.inputs, ...new InputFiles().record(chosen.cssFiles)];
  return { siteTheme: chosen.siteTheme, themeName: checked.config.extends ?? 'default', ref, keyed: { ...keyed, role: 'theme', inputs }, inline: false };
}

/**
 * Loads the plugins and theme `config` lists (already checked against the schema). A module that cannot be found is
 * a problem at its key of the config, returned; one that fails to bundle or exports nothing usable throws the content
 * errors of its file, every module's together.
 */
export async function loadSiteCode(config: SiteConfig, configFile: string, root: string): Promise<{ ok: true; code: SiteCode } | { ok: false; problems: ConfigProblem[] }> {
  const configDir = path.dirname(configFile);
  const configShown = shown(configFile, root);
  const problems: ConfigProblem[] = [];
  const moduleErrors: ContentError[] = [];
  const plugins: DocsgenPlugin[] = [];
  const refs: PluginModuleRef[] = [];
  const keyed: KeyedCodeModule[] = [];
  const warnings: string[] = [];
  for (const [i, entry] of (config.plugins ?? []).entries()) {
    if (typeof entry === 'object' && !Array.isArray(entry)) {
      plugins.push(entry);
      if (entry.remarkPlugins?.length || entry.rehypePlugins?.length) {
        warnings.push(`${configShown}: plugin "${entry.name}" is given inline: ${FAST_PATH}; name it by module path (plugins: ['./plugins/${entry.name}.ts']) to render its pages on every core and cache them`);
      }
      continue;
    }
    const [specifier, options] = typeof entry === 'string' ? [entry, undefined] : entry;
    const found = resolveCodeModule(specifier, configDir);
    if ('problem' in found) {
      problems.push({ path: ['plugins', i], message: `"plugins[${i}]" ${found.problem}` });
      continue;
    }
    try {
      const bundled = await bundledRef(specifier, found.file, root);
      const ref: PluginModuleRef = { ...bundled.ref, ...(options !== undefined && { options }) };
      plugins.push(await pluginFromModule(ref, root));
      refs.push(ref);
      keyed.push({ ...bundled.keyed, role: 'plugin', options });
    } catch (error) {
      moduleErrors.push(...(contentErrorsIn(error) ?? [new ContentError(shown(found.file, root), `plugin module "${specifier}" could not be loaded: ${(error as Error).message}`)]));
    }
  }
  let theme: ThemeLoad | null = null;
  try {
    theme = await loadTheme(config.theme, configDir, root, problems);
  } catch (error) {
    moduleErrors.push(...(contentErrorsIn(error) ?? [new ContentError(configShown, `the theme module "${String(config.theme)}" could not be loaded: ${(error as Error).message}`)]));
  }
  if (problems.length) return { ok: false, problems };
  if (moduleErrors.length || !theme) throw new ContentErrors(moduleErrors);
  if (theme.inline) {
    warnings.push(`${configShown}: the theme is given inline: ${FAST_PATH}; name its module by path (theme: './theme/index.tsx', its default export { extends, layouts, css }) to render them on every core and cache them`);
  }
  if (theme.keyed) keyed.push(theme.keyed);
  const modules: SiteCodeModules | null = warnings.length ? null : { plugins: refs, theme: theme.ref, key: siteCodeKey(keyed) };
  return { ok: true, code: { plugins, siteTheme: theme.siteTheme, themeName: theme.themeName, modules, warnings } };
}
