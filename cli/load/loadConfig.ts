/** Finds and imports site.config.ts, then checks it; every problem becomes a ContentError with the key's line. */
import fs from 'node:fs';
import path from 'node:path';
import { findConfigFile } from './contentFiles.ts';
import type { ModelConfig } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { importSiteDefault } from './siteModuleDefault.ts';
import { checkConfig, type ConfigProblem } from './configProblems.ts';
import { exportedKeyLocator } from './configPositions.ts';
import { defaultSiteConfig, siteConfigSchema, toModelConfig } from './siteConfigSchema.ts';
import { resolveDemoThemeModules } from './demoThemeModules.ts';
import { loadSiteCode, type SiteCode } from './siteCode.ts';

/** A folder without a config has no code of its own. */
const NO_CODE: SiteCode = { plugins: [], siteTheme: null, themeName: undefined, modules: { plugins: [], theme: null, key: 'no site code' }, warnings: [] };

export interface LoadedConfig {
  /** The config without its plugins (code, kept out of the model with the theme the site defines). */
  config: ModelConfig;
  /** The site's plugins and theme. */
  code: SiteCode;
  /** Absolute path of the config file, or null for a plain Markdown folder. */
  configFile: string | null;
  /** Folder holding pages/, nav/ and the config. */
  contentDir: string;
}

/** Loads the site config of `root`; a folder without one gets the plain-Markdown defaults. */
export async function loadConfig(root: string): Promise<LoadedConfig> {
  const found = findConfigFile(root);
  if (!found) return { config: defaultSiteConfig(path.basename(path.resolve(root))), code: NO_CODE, configFile: null, contentDir: root };

  const rel = path.relative(root, found);
  const exported = await importSiteDefault(found, root, 'the config');
  if (exported === undefined) throw new ContentError(rel, 'the docs config is missing: export the site config as the default export');

  const contentDir = path.dirname(found);
  const atKeys = (problems: ConfigProblem[]) => {
    const positionOf = exportedKeyLocator(fs.readFileSync(found, 'utf8'));
    return new ContentErrors(problems.map((p) => new ContentError(rel, p.message, positionOf(p.path))));
  };
  const checked = checkConfig(siteConfigSchema, exported);
  if (!checked.ok) throw atKeys(checked.problems);
  const loaded = await loadSiteCode(checked.config, found, root);
  if (!loaded.ok) throw atKeys(loaded.problems);
  const demoThemes = resolveDemoThemeModules(checked.config.products, contentDir);
  if (!demoThemes.ok) throw atKeys(demoThemes.problems);
  const config = toModelConfig({ ...checked.config, products: demoThemes.products }, loaded.code.themeName);
  return { config, code: loaded.code, configFile: found, contentDir };
}
