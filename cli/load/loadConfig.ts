/** Finds and imports site.config.ts, then checks it; every problem becomes a ContentError with the key's line. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '../../runtime/config.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { checkConfig, defaultConfig } from './configSchema.ts';
import { positionOfKey } from './keyPosition.ts';
import { ensureTypeScriptLoader } from './typescriptLoader.ts';

/** Where a site keeps its config, in the order they are looked for. */
const CONFIG_LOCATIONS = ['site.config.ts', 'content/site.config.ts'];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file, or null for a plain Markdown folder. */
  configFile: string | null;
  /** Folder holding pages/, nav/ and the config. */
  contentDir: string;
}

/** Imports a TypeScript module freshly (watch mode re-imports after edits). */
export async function importFresh(file: string): Promise<Record<string, unknown>> {
  await ensureTypeScriptLoader();
  const url = `${pathToFileURL(file).href}?v=${fs.statSync(file).mtimeMs}`;
  const namespace = (await import(url)) as Record<string, unknown>;
  // A .ts file outside an ES-module package is compiled to CommonJS, and import() then puts its whole exports object
  // under `default`; the module's own exports are what the caller asked for.
  const cjsExports = namespace.default as { __esModule?: boolean } | undefined;
  return cjsExports?.__esModule ? (cjsExports as Record<string, unknown>) : namespace;
}

/** Loads the site config of `root`; a folder without one gets the plain-Markdown defaults. */
export async function loadConfig(root: string): Promise<LoadedConfig> {
  const found = CONFIG_LOCATIONS.map((rel) => path.join(root, rel)).find((file) => fs.existsSync(file));
  if (!found) return { config: defaultConfig(path.basename(path.resolve(root))), configFile: null, contentDir: root };

  const rel = path.relative(process.cwd(), found) || found;
  let exported: unknown;
  try {
    exported = (await importFresh(found)).default;
  } catch (error) {
    throw new ContentError(rel, `the config could not be loaded: ${(error as Error).message}`);
  }
  if (exported === undefined) throw new ContentError(rel, 'the docs config is missing: export the site config as the default export');

  const problems = checkConfig(exported);
  if (problems.length) {
    const source = fs.readFileSync(found, 'utf8');
    throw new ContentErrors(
      problems.map((p) => {
        return new ContentError(rel, p.message, positionOfKey(source, p.key));
      }),
    );
  }
  const config = exported as SiteConfig;
  if (!config.ads) {
    throw new ContentError(rel, 'the ad config is missing: add `ads: { enabled: false }` to turn the ad slot off, or configure it');
  }
  return { config, configFile: found, contentDir: path.dirname(found) };
}
