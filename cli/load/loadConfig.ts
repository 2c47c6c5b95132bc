/** Finds and imports site.config.ts, then checks it; every problem becomes a ContentError with the key's line. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../runtime/config.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { importSiteDefault } from './siteModuleDefault.ts';
import { checkConfig } from './configProblems.ts';
import { exportedKeyLocator } from './configPositions.ts';
import { defaultSiteConfig, siteConfigSchema } from './siteConfigSchema.ts';

/** Where a site keeps its config, in the order they are looked for. */
const CONFIG_LOCATIONS = ['site.config.ts', 'content/site.config.ts'];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file, or null for a plain Markdown folder. */
  configFile: string | null;
  /** Folder holding pages/, nav/ and the config. */
  contentDir: string;
}

/** Loads the site config of `root`; a folder without one gets the plain-Markdown defaults. */
export async function loadConfig(root: string): Promise<LoadedConfig> {
  const found = CONFIG_LOCATIONS.map((rel) => path.join(root, rel)).find((file) => fs.existsSync(file));
  if (!found) return { config: defaultSiteConfig(path.basename(path.resolve(root))), configFile: null, contentDir: root };

  const rel = path.relative(root, found);
  const exported = await importSiteDefault(found, root, 'the config');
  if (exported === undefined) throw new ContentError(rel, 'the docs config is missing: export the site config as the default export');

  const checked = checkConfig(siteConfigSchema, exported);
  if (!checked.ok) {
    const positionOf = await exportedKeyLocator(fs.readFileSync(found, 'utf8'), found);
    throw new ContentErrors(checked.problems.map((p) => new ContentError(rel, p.message, positionOf(p.path))));
  }
  const config = checked.config;
  return { config, configFile: found, contentDir: path.dirname(found) };
}
