/**
 * What the render cache's key holds of a site's plugin and theme modules: for each, as the config names it, its
 * options, the local files it was bundled from with the digests of their bytes (its import graph, a theme's CSS files
 * too) and the versions of the installed packages it comes from or imports. Editing a plugin's file, or a module it
 * imports, or upgrading a package it uses, changes the key of every page; editing anything else changes none.
 */
import { digestOfData } from '../cache/digest.ts';
import type { RecordedInputs } from '../cache/inputFiles.ts';

/** One plugin or theme module, as its key sees it. */
export interface KeyedCodeModule {
  /** `plugin` or `theme`. */
  role: string;
  specifier: string;
  options?: unknown;
  inputs: RecordedInputs;
  /** `name@version` of each installed package it uses. */
  packages: readonly string[];
}

/** The digest of a site's code modules, in config order (a theme after the plugins). */
export function siteCodeKey(modules: readonly KeyedCodeModule[]): string {
  return digestOfData(modules.map(({ role, specifier, options, inputs, packages }) => ({ role, specifier, options: options ?? null, inputs, packages })));
}
