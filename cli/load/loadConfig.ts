/** Finds and imports site.config.ts, then checks it; every problem becomes a ContentError with the key's line. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../runtime/config.ts';
import { ContentError, ContentErrors, contentErrorsIn } from '../errors.ts';
import { checkConfig, defaultConfig } from './configSchema.ts';
import { importSiteModule } from '../site/siteModules.ts';

/** Where a site keeps its config, in the order they are looked for. */
const CONFIG_LOCATIONS = ['site.config.ts', 'content/site.config.ts'];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file, or null for a plain Markdown folder. */
  configFile: string | null;
  /** Folder holding pages/, nav/ and the config. */
  contentDir: string;
}

/** The line of the first `key:` in the source, to point an error at it. */
function lineOfKey(source: string, key: string): number | undefined {
  const index = source.search(new RegExp(`(^|[\\s{,])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm'));
  return index < 0 ? undefined : source.slice(0, index + 1).split('\n').length + (source[index] === '\n' ? 1 : 0);
}

/** Loads the site config of `root`; a folder without one gets the plain-Markdown defaults. */
export async function loadConfig(root: string): Promise<LoadedConfig> {
  const found = CONFIG_LOCATIONS.map((rel) => path.join(root, rel)).find((file) => fs.existsSync(file));
  if (!found) return { config: defaultConfig(path.basename(path.resolve(root))), configFile: null, contentDir: root };

  const rel = path.relative(root, found);
  let exported: unknown;
  try {
    exported = (await importSiteModule(found, root)).default;
  } catch (error) {
    if (contentErrorsIn(error)) throw error;
    throw new ContentError(rel, `the config could not be loaded: ${(error as Error).message}`);
  }
  if (exported === undefined) throw new ContentError(rel, 'the docs config is missing: export the site config as the default export');

  const problems = checkConfig(exported);
  if (problems.length) {
    const source = fs.readFileSync(found, 'utf8');
    throw new ContentErrors(
      problems.map((p) => {
        const line = lineOfKey(source, p.key);
        return new ContentError(rel, p.message, line ? { line } : undefined);
      }),
    );
  }
  const config = exported as SiteConfig;
  if (!config.ads) {
    throw new ContentError(rel, 'the ad config is missing: add `ads: { enabled: false }` to turn the ad slot off, or configure it');
  }
  return { config, configFile: found, contentDir: path.dirname(found) };
}
