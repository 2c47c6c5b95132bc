/**
 * The bundles of the site's own modules (config, navigation trees, template catalog) from earlier builds: loading a
 * site ran esbuild once for each of them on every build. An entry records the module file esbuild wrote (named by its
 * contents, in the module cache folder) and the local files it was made from, under a key made of docsgen and the
 * installed packages (buildEnvironment), the module and how it was bundled; it is reused only while every one of those
 * files has the same bytes and the module is still on disk as written (moduleFolderUse.ts). Packages are left to the
 * environment's fingerprint.
 */
import { openBuildCache } from './buildCache.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { InputFiles, type RecordedInputs } from './inputFiles.ts';
import { buildEnvironment } from './renderCache.ts';
import { readValue, writeValue } from './storedValues.ts';
import { intactModules, recordModules, type RecordedModule } from '../site/moduleFolderUse.ts';

interface SiteModuleEntry {
  inputs: RecordedInputs;
  /** The bundled ES module to import. */
  module: RecordedModule;
  /** The manifests of the installed packages it was bundled from or imports (codePackages.ts). */
  packages: string[];
}

/** A bundled module of the site: the ES module to import, the local files it was made from, and the packages it uses. */
export interface BundledSiteModule {
  module: string;
  inputs: RecordedInputs;
  packageManifests: string[];
}

export interface SiteModuleCache {
  /** The bundle of `file` made by an earlier build from the same files, still on disk; null otherwise. */
  bundled(file: string): BundledSiteModule | null;
  /** Records `module` as the bundle of `file`, made from the local files `inputs` and the packages of `packageManifests`. */
  store(file: string, module: string, inputs: readonly string[], packageManifests?: string[]): BundledSiteModule;
}

/** The cache of `store` for the modules of the site at `siteRoot`, bundled as `variant` says (e.g. whether as a demo). */
export function createSiteModuleCache(store: CacheStore, siteRoot: string, variant: string, environment = buildEnvironment(siteRoot)): SiteModuleCache {
  const keyOf = (file: string) => digest('site-module', environment, siteRoot, variant, file);
  return {
    bundled(file) {
      const entry = readValue<SiteModuleEntry>(store, keyOf(file));
      if (!entry || !new InputFiles().unchanged(entry.inputs) || !intactModules([entry.module])) return null;
      return { module: entry.module[0], inputs: entry.inputs, packageManifests: entry.packages ?? [] };
    },
    store(file, module, inputs, packageManifests = []) {
      const recorded = new InputFiles().record(inputs);
      writeValue(store, keyOf(file), { inputs: recorded, module: recordModules([module])[0], packages: packageManifests } satisfies SiteModuleEntry);
      return { module, inputs: recorded, packageManifests };
    },
  };
}

/** The site module cache of the site at `siteRoot`; null under `--no-cache`. */
export function siteModuleCache(siteRoot: string, variant: string): SiteModuleCache | null {
  const store = openBuildCache(siteRoot);
  return store && createSiteModuleCache(store, siteRoot, variant);
}
